import { describe, expect, it } from 'vitest'
import { PLAIN_TEXT_PATTERN } from '../../src/core/plain-text'
import { logoInputSchema, nameInputSchema } from '../../src/core/field-schemas'
import {
  allowingHeldValue,
  logoFieldSchema,
  nameFieldSchema,
  slugFieldSchema,
} from '../../src/components/ui/organization-fields-schema'

// Issue 23, found by test/properties/organization-fields.test.ts against the real server: a name or logo with
// U+0000 answered HTTP 500, a lone surrogate was stored as U+FFFD, and a padded value the server held was
// trimmed and sent again by the settings (refused when the trimmed slug or name broke the kit's rule).

describe('names and logo URLs are plain text', () => {
  it('control characters and lone surrogates are refused, pairs and accents kept', () => {
    for (const text of ['a\u0000b', 'tab\there', 'line\nbreak', 'del\u007f', 'c1\u0085', '\ud800', 'x\udc00y'])
      expect(PLAIN_TEXT_PATTERN.test(text)).toBe(false)
    for (const text of ['Acme', 'Ünïcødé GmbH', '株式会社', 'emoji 🏢', 'e\u0301', 'a b'])
      expect(PLAIN_TEXT_PATTERN.test(text)).toBe(true)
  })

  it('the transports refuse them with a message', () => {
    expect(nameInputSchema.safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'A name cannot contain control characters',
    )
    expect(nameInputSchema.safeParse('\ud800x').success).toBe(false)
    expect(logoInputSchema.safeParse('https://example.com/a\u0000b.png').success).toBe(false)
    expect(nameInputSchema.parse('  padded\t')).toBe('padded')
  })

  it('the forms refuse them with their own message key', () => {
    expect(nameFieldSchema.safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'organizationProfileFields.nameInvalidCharactersError',
    )
    expect(logoFieldSchema().safeParse('https://example.com/a\u0000b.png').success).toBe(false)
  })
})

describe('a value the server holds passes the settings exactly as it is', () => {
  it('a padded slug and name come out untouched, so the save does not send them again', () => {
    expect(allowingHeldValue(slugFieldSchema, 'Acme_Corp\t').parse('Acme_Corp\t')).toBe('Acme_Corp\t')
    const longName = ` ${'x'.repeat(120)} `
    expect(allowingHeldValue(nameFieldSchema, longName).parse(longName)).toBe(longName)
  })

  it('a changed value meets the rule and comes out trimmed', () => {
    expect(allowingHeldValue(slugFieldSchema, 'Acme_Corp').parse(' acme-corp ')).toBe('acme-corp')
    expect(allowingHeldValue(slugFieldSchema, 'Acme_Corp').safeParse('Acme_Corp2').success).toBe(false)
  })

  it('the held logo, even blank or not http(s), comes out untouched', () => {
    for (const held of [' ', ' https://example.com/logo.png ', '/logo.png', 'javascript:alert(1) '])
      expect(logoFieldSchema(held).parse(held)).toBe(held)
    expect(logoFieldSchema('/logo.png').parse(' https://example.com/new.png ')).toBe('https://example.com/new.png')
    expect(logoFieldSchema('/logo.png').safeParse('/other.png').success).toBe(false)
  })
})

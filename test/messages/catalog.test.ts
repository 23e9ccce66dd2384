import { describe, expect, it } from 'vitest'
import { KIT_ERROR_CODES, ORGANIZATION_ERROR_CODES } from '../../src/core'
import { formatMessage, messagesDe, messagesEn } from '../../src/messages/catalog'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('messages catalog', () => {
  it('has a sentence for every error code in both languages', () => {
    for (const code of [...ORGANIZATION_ERROR_CODES, ...KIT_ERROR_CODES]) {
      expect(messagesEn[`error.${code}`], code).toMatch(/\S/)
      expect(messagesDe[`error.${code}`], code).toMatch(/\S/)
    }
  })

  it('has the same keys and placeholders in German as in English', () => {
    expect(Object.keys(messagesDe).sort()).toEqual(Object.keys(messagesEn).sort())
    for (const [key, text] of Object.entries(messagesEn)) {
      expect(placeholders(messagesDe[key as keyof typeof messagesDe]), key).toEqual(placeholders(text))
    }
  })

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('Invite {count} people to {org}', { count: 3, org: 'Acme' })).toBe('Invite 3 people to Acme')
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}')
  })
})

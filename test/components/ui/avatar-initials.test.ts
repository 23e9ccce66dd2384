import { describe, expect, it } from 'vitest'
import { AVATAR_COLORS, avatarColor, initials } from '../../../src/components/ui/avatar'

describe('initials', () => {
  it.each([
    ['Acme Inc', 'AI'],
    ['acme', 'AC'],
    ['  Big  Red Dog ', 'BD'],
    ['Émile Zola', 'ÉZ'],
    // The same name with the accent as a combining mark: one grapheme, composed.
    ['E\u0301mile Zola', 'ÉZ'],
    ['élodie', 'ÉL'],
    ['Łukasz Żółw', 'ŁŻ'],
    ['🦄 Unicorn Labs', '🦄L'],
    ['👩‍💻 Dev Team', '👩‍💻T'],
    ['👍🏽 Thumbs', '👍🏽T'],
    ['🇩🇪 Deutsche Bahn', '🇩🇪B'],
    ['🇩🇪🇫🇷', '🇩🇪🇫🇷'],
    ['山田太郎', '山田'],
    ['株式会社 トヨタ', '株ト'],
    ['김 민준', '김민'],
    ['محمد علي', 'مع'],
    ['straße', 'ST'],
    ['ßtraße Verein', 'ßV'],
    ['(Acme) & Co.', 'AC'],
    ['R&D', 'RD'],
    ['3M', '3M'],
    ['x', 'X'],
    ['', ''],
    ['   ', ''],
    ['— & —', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })

  it('takes whole graphemes of the name, never half a surrogate pair', () => {
    const graphemes = (text: string) => Array.from(new Intl.Segmenter().segment(text), (part) => part.segment)
    for (const name of ['🦄🌈 Labs', '𝒜𝒷 Studio', '👩‍👩‍👧‍👦 Family', '🏳️‍🌈 Pride', '🇺🇦 Kyiv']) {
      const result = initials(name)
      expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
      const nameGraphemes = graphemes(name.toUpperCase())
      for (const grapheme of graphemes(result)) expect(nameGraphemes).toContain(grapheme)
    }
  })
})

describe('avatarColor', () => {
  it('gives the same hue for the same key, from the fixed set', () => {
    expect(avatarColor('org_123')).toBe(avatarColor('org_123'))
    expect(AVATAR_COLORS).toContain(avatarColor('org_123'))
    expect(AVATAR_COLORS).toContain(avatarColor(''))
  })

  it('spreads keys over every hue', () => {
    const hues = new Set(Array.from({ length: 200 }, (_, index) => avatarColor(`user_${index}`)))
    expect(hues).toEqual(new Set(AVATAR_COLORS))
  })
})

import { describe, expect, it } from 'vitest'
import { KIT_ERROR_CODES, ORGANIZATION_ERROR_CODES } from '../../src/core/error-codes'
import { TEAM_AND_ROLE_ERROR_CODES } from '../../src/core/error-codes'
import { ROLES } from '../../src/core/roles'
import { formatMessage, messagesDe, messagesEn } from '../../src/messages/catalog'
import type { MessageOverrides } from '../../src/messages/catalog'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('messages catalog', () => {
  it('has a sentence for every error code in both languages, one shared by the team and role codes', () => {
    const shared: ReadonlySet<string> = new Set(TEAM_AND_ROLE_ERROR_CODES)
    const sentences: Readonly<Record<string, string>>[] = [messagesEn, messagesDe]
    for (const code of [...ORGANIZATION_ERROR_CODES, ...KIT_ERROR_CODES]) {
      for (const catalog of sentences) {
        if (shared.has(code)) expect(catalog[`error.${code}`], code).toBeUndefined()
        else expect(catalog[`error.${code}`], code).toMatch(/\S/)
      }
    }
    expect(shared.size).toBe(29)
    expect(messagesEn['common.teamsAndRolesUnavailable']).toMatch(/teams/i)
    expect(messagesDe['common.teamsAndRolesUnavailable']).toMatch(/Teams/)
  })

  it('has the same keys and placeholders in German as in English', () => {
    expect(Object.keys(messagesDe).sort()).toEqual(Object.keys(messagesEn).sort())
    for (const [key, text] of Object.entries(messagesEn)) {
      expect(placeholders(messagesDe[key as keyof typeof messagesDe]), key).toEqual(placeholders(text))
    }
  })

  it('has a label and a one-line description for every default role in both languages', () => {
    for (const catalog of [messagesEn, messagesDe]) {
      for (const role of ROLES) {
        expect(catalog[`role.${role}`], role).toMatch(/\S/)
        expect(catalog[`roleDescription.${role}`], role).toMatch(/^[^\n]{10,100}$/)
      }
    }
  })

  it('types overrides: any role’s label and description pass, a misspelt catalog key does not', () => {
    const overrides = {
      'role.billing': 'Accounts',
      'roleDescription.billing': 'Pays invoices.',
      'role.owner': 'Proprietor',
      'members.caption': 'People',
    } satisfies MessageOverrides
    // @ts-expect-error a misspelt catalog key is refused
    const misspelt = { 'members.captoin': 'People' } satisfies MessageOverrides
    expect(Object.keys({ ...overrides, ...misspelt })).toHaveLength(5)
  })

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('Invite {count} people to {org}', { count: 3, org: 'Acme' })).toBe('Invite 3 people to Acme')
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}')
  })
})

import { describe, expect, it } from 'vitest'
import { KIT_ERROR_CODES, ORGANIZATION_ERROR_CODES } from '../../src/core/error-codes'
import { TEAM_AND_ROLE_ERROR_CODES } from '../../src/core/error-codes'
import { ROLES } from '../../src/core/roles'
import { messagesEn } from '../../src/messages/catalog'
import type { MessageOverrides } from '../../src/messages/catalog'
import { formatMessage } from '../../src/messages/format-message'
import type { Message } from '../../src/messages/message'
import { messagesDe } from '../../src/messages/messages-de'

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
/** The placeholders of a message, of all its plural forms together. */
const placeholders = (message: Message) =>
  [...new Set((typeof message === 'string' ? [message] : Object.values(message)).flatMap(placeholdersOf))].sort()

const english: Readonly<Record<string, Message>> = messagesEn
const german: Readonly<Record<string, Message>> = messagesDe

describe('messages catalog', () => {
  it('has a sentence for every error code in both languages, one shared by the team and role codes', () => {
    const shared: ReadonlySet<string> = new Set(TEAM_AND_ROLE_ERROR_CODES)
    for (const code of [...ORGANIZATION_ERROR_CODES, ...KIT_ERROR_CODES]) {
      for (const catalog of [english, german]) {
        if (shared.has(code)) expect(catalog[`error.${code}`], code).toBeUndefined()
        else expect(catalog[`error.${code}`], code).toMatch(/\S/)
      }
    }
    expect(shared.size).toBe(29)
    expect(messagesEn['error.teamsAndCustomRolesUnavailable']).toMatch(/teams/i)
    expect(messagesDe['error.teamsAndCustomRolesUnavailable']).toMatch(/Teams/)
  })

  it('has the same keys, placeholders and kind of message in German as in English', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort())
    for (const [key, message] of Object.entries(english)) {
      const translation = german[key]
      expect(translation, key).toBeDefined()
      if (translation === undefined) continue
      expect(placeholders(translation), key).toEqual(placeholders(message))
      expect(typeof translation, key).toBe(typeof message)
    }
  })

  it('never says "sent" in the words the invite dialog uses when invitation e-mails are off', () => {
    const emailsOffKeys = [
      'inviteMemberDialog.invitationEmailsOffDescription',
      'inviteMemberDialog.sendingButton',
      'inviteMemberDialog.sendingStatus',
      'inviteMemberDialog.sendingResultStatus',
      'inviteMemberDialog.createdCount',
      'inviteMemberDialog.notCreatedCount',
      'inviteMemberDialog.allInvitedSummaryStatus',
      'inviteMemberDialog.createdResultStatus',
      'inviteMemberDialog.renewedResultStatus',
      'inviteMemberDialog.getLinkButton',
      'error.USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION',
    ] as const
    /** The words of a message, of all its plural forms, without its placeholders. */
    const texts = (message: Message): string[] =>
      (typeof message === 'string' ? [message] : Object.values(message)).map((text: string) =>
        text.replace(/\{\w+\}/g, ''),
      )
    for (const key of emailsOffKeys) {
      for (const text of texts(messagesEn[key])) expect(text, key).not.toMatch(/\bsen[dt]\b/i)
      for (const text of texts(messagesDe[key])) expect(text, key).not.toMatch(/gesendet|senden/i)
    }
    expect(messagesEn['inviteMemberDialog.createdResultStatus']).toBe('Invitation created; copy the link')
    expect(messagesDe['inviteMemberDialog.createdResultStatus']).toBe('Einladung erstellt; kopiere den Link')
  })

  it('names the limit in the limit messages the kit can fill in, in both languages', () => {
    for (const catalog of [messagesEn, messagesDe]) {
      const reason = formatMessage(catalog['createOrganizationButton.organizationLimitReason'], {
        values: { count: 3 },
      })
      expect(reason).toMatch(/ 3 /)
      const exceeded = formatMessage(catalog['createOrganizationButton.organizationLimitExceededReason'], {
        values: { count: 3, membershipCount: 8, leaveCount: 6 },
      })
      expect(exceeded).toMatch(/ 3 .* 8\b.* 6\b/)
      const full = formatMessage(catalog['inviteMemberDialog.organizationFullWarning'], { values: { count: 25 } })
      expect(full).toMatch(/ 25 /)
    }
  })

  it('writes every plural message with the count it is chosen by, and an "other" form', () => {
    for (const catalog of [english, german]) {
      for (const [key, message] of Object.entries(catalog)) {
        if (typeof message === 'string') {
          expect(message, `${key} counts with "(s)"`).not.toMatch(/\(s\)|\(n\)|\(en\)/)
          continue
        }
        expect(message.other, key).toMatch(/\S/)
        expect(placeholders(message), key).toContain('count')
      }
    }
  })

  it('has a label and a one-line description for every default role in both languages', () => {
    for (const catalog of [english, german]) {
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
      'error.UNKNOWN': 'Oops.',
    } satisfies MessageOverrides
    // @ts-expect-error a misspelt catalog key is refused
    const misspelt = { 'error.UNKNWON': 'Oops.' } satisfies MessageOverrides
    // @ts-expect-error a team or role code has no key of its own
    const teamCode = { 'error.TEAM_NOT_FOUND': 'No team.' } satisfies MessageOverrides
    // @ts-expect-error a text message cannot be overridden with plural forms
    const pluralForText = { 'memberTable.searchLabel': { one: 'a', other: 'b' } } satisfies MessageOverrides
    // @ts-expect-error a counting message needs plural forms
    const textForPlural = { 'memberTable.memberCountStatus': '{count} members' } satisfies MessageOverrides
    const all = { ...overrides, ...misspelt, ...teamCode, ...pluralForText, ...textForPlural }
    expect(Object.keys(all)).toHaveLength(8)
  })

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('Invite {count} people to {org}', { values: { count: 3, org: 'Acme' } })).toBe(
      'Invite 3 people to Acme',
    )
    expect(formatMessage('Hello {name}', { values: {} })).toBe('Hello {name}')
  })

  it('chooses a plural form with the locale’s plural rules, "other" when the form is missing', () => {
    const members = { one: '{count} member', other: '{count} members' }
    expect(formatMessage(members, { values: { count: 1 } })).toBe('1 member')
    expect(formatMessage(members, { values: { count: 0 } })).toBe('0 members')
    expect(formatMessage(members, { values: { count: 2 }, locale: 'de' })).toBe('2 members')
    const arabic = { zero: 'none', two: 'two', other: '{count}' }
    expect(formatMessage(arabic, { values: { count: 0 }, locale: 'ar' })).toBe('none')
    expect(formatMessage(arabic, { values: { count: 2 }, locale: 'ar' })).toBe('two')
    expect(formatMessage(arabic, { values: { count: 1 }, locale: 'ar' })).toBe('1')
  })
})

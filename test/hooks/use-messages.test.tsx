import { describe, expect, it } from 'vitest'
import { OrgKitError } from '../../src/core/org-kit-error'
import { useMessages } from '../../src/hooks/use-messages'
import { messagesDe } from '../../src/messages/messages-de'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useMessages', () => {
  it('gives each error code its own sentence, and anything else the generic one', () => {
    const { result } = renderHookWithKit(() => useMessages())
    const { errorMessage } = result.current
    expect(errorMessage(new OrgKitError('ORGANIZATION_MEMBERSHIP_LIMIT_REACHED'))).toMatch(/full/)
    expect(errorMessage(new OrgKitError('PLUGIN_DISABLED'))).toBe('Organizations are turned off for this project.')
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong. Try again.')
  })

  it('answers a team or role code with the one shared sentence, in the provider language', () => {
    const english = renderHookWithKit(() => useMessages()).result.current
    expect(english.errorMessage(new OrgKitError('TEAM_NOT_FOUND'))).toBe(
      'Teams and custom roles are not available in this app.',
    )
    expect(english.errorMessage(new OrgKitError('ROLE_NAME_IS_ALREADY_TAKEN'))).toBe(
      'Teams and custom roles are not available in this app.',
    )
    const german = renderHookWithKit(() => useMessages(), { provider: { messages: messagesDe } }).result.current
    expect(german.errorMessage(new OrgKitError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM'))).toBe(
      messagesDe['error.teamsAndCustomRolesUnavailable'],
    )
  })

  it('lets a provider override win, placeholders filled', () => {
    const { result } = renderHookWithKit(() => useMessages(), {
      provider: { messages: { 'error.NETWORK_ERROR': 'Offline, {name}', 'error.UNKNOWN': 'Oops' } },
    })
    expect(result.current.t('error.NETWORK_ERROR', { name: 'Ada' })).toBe('Offline, Ada')
    expect(result.current.errorMessage(null)).toBe('Oops')
  })

  it('chooses plural forms by count with the provider’s locale', () => {
    const plural = { one: '{count} seat', few: '{count} seats (few)', other: '{count} seats' }
    const english = renderHookWithKit(() => useMessages(), {
      provider: { messages: { 'memberTable.memberCountStatus': plural } },
    }).result.current
    expect(english.t('memberTable.memberCountStatus', { count: 1 })).toBe('1 seat')
    expect(english.t('memberTable.memberCountStatus', { count: 3 })).toBe('3 seats')
    const polish = renderHookWithKit(() => useMessages(), {
      provider: { messages: { 'memberTable.memberCountStatus': plural }, locale: 'pl' },
    }).result.current
    expect(polish.t('memberTable.memberCountStatus', { count: 3 })).toBe('3 seats (few)')
    expect(polish.t('memberTable.memberCountStatus', { count: 5 })).toBe('5 seats')
  })
})

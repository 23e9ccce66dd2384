import { OrgKitError } from '../../src/core/org-kit-error'
import { useMessages } from '../../src/hooks/use-messages'
import { messagesDe } from '../../src/messages/catalog'
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
    expect(english.t('error.ROLE_NAME_IS_ALREADY_TAKEN')).toBe('Teams and custom roles are not available in this app.')
    const german = renderHookWithKit(() => useMessages(), { provider: { messages: messagesDe } }).result.current
    expect(german.errorMessage(new OrgKitError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM'))).toBe(
      messagesDe['common.teamsAndRolesUnavailable'],
    )
  })

  it('lets a provider override win, placeholders filled', () => {
    const { result } = renderHookWithKit(() => useMessages(), {
      provider: { messages: { 'common.retry': 'Again, {name}', 'error.UNKNOWN': 'Oops' } },
    })
    expect(result.current.t('common.retry', { name: 'Ada' })).toBe('Again, Ada')
    expect(result.current.errorMessage(null)).toBe('Oops')
  })
})

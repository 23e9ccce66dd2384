import { describe, expect, it } from 'vitest'
import { useRoleText } from '../../../src/components/ui/role-text'
import { messagesDe } from '../../../src/messages/messages-de'
import { renderHookWithKit } from '../../support/render-with-kit'

describe('useRoleText', () => {
  it('names the default roles from the catalog, an app’s role from its override or its name', () => {
    const { result } = renderHookWithKit(() => useRoleText(), {
      provider: { messages: { 'role.billing': 'Accounts', 'roleDescription.billing': 'Pays invoices.' } },
    })
    expect(result.current.label('owner')).toBe('Owner')
    expect(result.current.label('billing')).toBe('Accounts')
    expect(result.current.description('billing')).toBe('Pays invoices.')
    expect(result.current.label('auditor')).toBe('Auditor')
    expect(result.current.description('auditor')).toBe('')
  })

  it('writes several roles as a list in the provider’s locale', () => {
    const english = renderHookWithKit(() => useRoleText()).result.current
    expect(english.labels(['owner', 'admin'])).toBe('Owner, Admin')
    expect(english.labels(['member'])).toBe('Member')
    const german = renderHookWithKit(() => useRoleText(), { provider: { messages: messagesDe, locale: 'de' } }).result
      .current
    expect(german.labels(['owner', 'admin', 'member'])).toBe('Inhaber, Admin und Mitglied')
    expect(english.labels(['owner', 'admin', 'member'])).toBe('Owner, Admin, Member')
  })
})

import { cacheTargetKey } from '../../src/query/cache-target-key'
import { orgKeys } from '../../src/query/org-keys'

describe('cacheTargetKey', () => {
  it('maps targets to key prefixes of the write scope, widening when the scope is unknown', () => {
    expect(cacheTargetKey('members', { userId: 'u', organizationId: 'o' })).toEqual(orgKeys.members('u', 'o'))
    expect(cacheTargetKey('fullOrganization', { userId: 'u', organizationId: 'o' })).toEqual(
      orgKeys.fullOrganizations('u', 'o'),
    )
    expect(cacheTargetKey('invitation', { userId: 'u', invitationId: 'i' })).toEqual(orgKeys.invitation('u', 'i'))
    expect(cacheTargetKey('invitation', { userId: 'u' })).toEqual(orgKeys.invitationDetails('u'))
    expect(cacheTargetKey('members', { userId: 'u' })).toEqual(orgKeys.user('u'))
    expect(cacheTargetKey('organizations', { userId: undefined })).toEqual(orgKeys.all)
    expect(cacheTargetKey('session', { userId: undefined })).toEqual(orgKeys.session())
  })
})

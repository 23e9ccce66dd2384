import type { QueryKey } from '@tanstack/react-query'
import type { CacheTarget } from './invalidation-table'
import { orgKeys } from './org-keys'

/** What a write was about, as far as the cache is concerned. */
export interface WriteScope {
  /** The signed-in user; unknown when no session is cached (then every target widens to the kit's root). */
  userId: string | undefined
  /** The organization written to; unknown widens organization targets to the user's whole cache. */
  organizationId?: string | null | undefined
  /** The invitation written to, for the `invitation` target. */
  invitationId?: string | undefined
}

/** The key prefix a cache target stands for, given what the write was about. */
export function cacheTargetKey(target: CacheTarget, scope: WriteScope): QueryKey {
  const { userId, organizationId, invitationId } = scope
  if (target === 'session') return orgKeys.session()
  if (userId === undefined) return orgKeys.all
  switch (target) {
    case 'organizations':
      return orgKeys.organizations(userId)
    case 'organizationsBySlug':
      return orgKeys.organizationsBySlug(userId)
    case 'slugChecks':
      return orgKeys.slugChecks(userId)
    case 'userInvitations':
      return orgKeys.userInvitations(userId)
    case 'invitation':
      return invitationId === undefined ? orgKeys.invitationDetails(userId) : orgKeys.invitation(userId, invitationId)
  }
  if (organizationId === undefined || organizationId === null) return orgKeys.user(userId)
  switch (target) {
    case 'organization':
      return orgKeys.organization(userId, organizationId)
    case 'fullOrganization':
      return orgKeys.fullOrganizations(userId, organizationId)
    case 'members':
      return orgKeys.members(userId, organizationId)
    case 'activeMember':
      return orgKeys.activeMember(userId, organizationId)
    case 'activeMemberRole':
      return orgKeys.activeMemberRole(userId, organizationId)
    case 'invitations':
      return orgKeys.invitations(userId, organizationId)
  }
}

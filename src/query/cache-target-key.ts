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

/** Targets scoped by organization; their key is `orgKeys[<name>](userId, organizationId)` (full reads: every `membersLimit`). */
const ORGANIZATION_TARGETS = [
  'organization',
  'fullOrganization',
  'members',
  'activeMember',
  'activeMemberRole',
  'invitations',
] as const

type UserTarget = Exclude<
  CacheTarget,
  'session' | 'invitation' | 'invitationPreview' | (typeof ORGANIZATION_TARGETS)[number]
>

/** The key prefix a cache target stands for, given what the write was about. */
export function cacheTargetKey(target: CacheTarget, scope: WriteScope): QueryKey {
  const { userId, organizationId, invitationId } = scope
  if (target === 'session') return orgKeys.session()
  if (target === 'invitationPreview')
    return invitationId === undefined ? orgKeys.invitationPreviews() : orgKeys.invitationPreview(invitationId)
  if (userId === undefined) return orgKeys.all
  if (target === 'invitation')
    return invitationId === undefined ? orgKeys.invitationDetails(userId) : orgKeys.invitation(userId, invitationId)
  if (!(ORGANIZATION_TARGETS as readonly string[]).includes(target)) return orgKeys[target as UserTarget](userId)
  if (organizationId === undefined || organizationId === null) return orgKeys.user(userId)
  return orgKeys[
    target === 'fullOrganization'
      ? 'fullOrganizations'
      : (target as Exclude<(typeof ORGANIZATION_TARGETS)[number], 'fullOrganization'>)
  ](userId, organizationId)
}

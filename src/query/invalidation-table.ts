import type { OrgWriteName } from './org-keys'

/**
 * A part of the cache a write can touch. Organization-level targets mean "of the organization the write
 * was about" (see `cacheTargetKey` for the exact key of each).
 */
export type CacheTarget =
  | 'session'
  | 'organizations'
  | 'organizationsBySlug'
  | 'slugChecks'
  | 'userInvitations'
  | 'invitation'
  | 'invitationPreview'
  | 'organization'
  | 'fullOrganization'
  | 'members'
  | 'activeMember'
  | 'activeMemberRole'
  | 'invitations'

/** How a write moves the session's active organization on the server. */
export type ActiveOrganizationEffect =
  /** Untouched. */
  | 'unchanged'
  /** Moves to the organization the write returns (create unless `keepCurrentActiveOrganization`, accept, setActive). */
  | 'result'
  /** Cleared when it was the organization written to (delete, leave). */
  | 'cleared-if-target'

/** The cache effects of one write. */
export interface CacheEffects {
  /** Refetched once the write is over (marked stale; the ones on screen refetch). */
  readonly invalidate: readonly CacheTarget[]
  /** Dropped from the cache after success, not refetched (the data no longer exists for this user). */
  readonly remove: readonly CacheTarget[]
  /** When to invalidate: after success, or after success and failure alike (optimistic writes reconcile). */
  readonly invalidateOn: 'success' | 'settled'
  /** Whether the cache is updated before the server answers, and rolled back on error. */
  readonly optimistic: boolean
  /** How the session's active organization moves; the session cache follows without a refetch. */
  readonly activeOrganization: ActiveOrganizationEffect
  /** Removing oneself is leaving: the `leave` row applies instead. */
  readonly selfIsLeave?: boolean
}

const row = (effects: Partial<CacheEffects> & Pick<CacheEffects, 'invalidate'>): CacheEffects => ({
  remove: [],
  invalidateOn: effects.optimistic ? 'settled' : 'success',
  optimistic: false,
  activeOrganization: 'unchanged',
  ...effects,
})

/**
 * Which write touches which keys: the one place the kit's cache effects are written down. The mutation
 * factories read it; nothing else decides what a write invalidates.
 *
 * Full reads (by id or slug) include members and invitations, so every write that changes those also
 * invalidates them.
 */
export const INVALIDATION_TABLE: Readonly<Record<OrgWriteName, CacheEffects>> = {
  create: row({ invalidate: ['organizations', 'slugChecks'], activeOrganization: 'result' }),
  update: row({ invalidate: ['organizations', 'fullOrganization', 'organizationsBySlug', 'slugChecks'] }),
  delete: row({
    invalidate: ['organizations', 'organizationsBySlug', 'slugChecks'],
    remove: ['organization'],
    activeOrganization: 'cleared-if-target',
  }),
  setActive: row({ invalidate: [], optimistic: true, invalidateOn: 'success', activeOrganization: 'result' }),
  inviteMember: row({ invalidate: ['invitations', 'fullOrganization', 'organizationsBySlug'] }),
  // Answering an invitation consumes it: the server answers 400 for it from then on, so its read is
  // dropped, never refetched (`useInvitation` keeps it from being read again while the page shows it).
  // Its public preview stays readable and now says accepted or rejected, so it is refetched.
  acceptInvitation: row({
    invalidate: ['organizations', 'userInvitations', 'organizationsBySlug', 'invitationPreview'],
    remove: ['invitation'],
    activeOrganization: 'result',
  }),
  rejectInvitation: row({ invalidate: ['userInvitations', 'invitationPreview'], remove: ['invitation'] }),
  cancelInvitation: row({ invalidate: ['invitations', 'fullOrganization', 'organizationsBySlug'], optimistic: true }),
  updateMemberRole: row({
    invalidate: ['members', 'fullOrganization', 'activeMember', 'activeMemberRole', 'organizationsBySlug'],
    optimistic: true,
  }),
  removeMember: row({
    invalidate: ['members', 'fullOrganization', 'organizationsBySlug'],
    optimistic: true,
    selfIsLeave: true,
  }),
  leave: row({
    invalidate: ['organizations', 'organizationsBySlug'],
    remove: ['organization'],
    activeOrganization: 'cleared-if-target',
  }),
}

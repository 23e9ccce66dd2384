import type { Organization, Session } from '../../core/domain'

/** What `<ActiveOrganizationGate>` shows, decided from the session, the user's organizations and the last used one. */
export type ActiveOrganizationDecision =
  /** Something it needs is still loading: the loading state, nothing else. */
  | { kind: 'loading' }
  /** Signed out: nothing (signing in is the app's business). */
  | { kind: 'signed-out' }
  /** An organization is active: the app's pages. */
  | { kind: 'active' }
  /** None is active and this one is to be opened without asking (the last used, or the only one). */
  | { kind: 'open'; organizationId: string }
  /** Several and none to open without asking: the user chooses, once. */
  | { kind: 'choose' }
  /** The user is in no organization: how to create one, and their invitations. */
  | { kind: 'none' }

/** What {@link decideActiveOrganization} decides from. */
export interface ActiveOrganizationDecisionInput {
  /** The session; `undefined` while it loads. */
  session: Session | null | undefined
  /** The user's organizations; `undefined` while they load. */
  organizations: readonly Organization[] | undefined
  /** The organization last active in this browser, `null` when none is recorded, `undefined` until read. */
  lastActiveOrganizationId: string | null | undefined
  /**
   * Whether an organization may be opened without asking: on the first screen after sign-in. Once one has been
   * open (and was then left, deleted or unset), or opening one failed, the user chooses, even among one.
   */
  openWithoutAsking: boolean
}

/**
 * Which organization to open after sign-in: an active one stays; else the last used one when the user is
 * still in it, else the only one; with several and no last used the user chooses; with none, they create
 * one or accept an invitation. Pure, so every case is tested without rendering.
 */
export function decideActiveOrganization(input: ActiveOrganizationDecisionInput): ActiveOrganizationDecision {
  const { session, organizations, lastActiveOrganizationId, openWithoutAsking } = input
  if (session === undefined) return { kind: 'loading' }
  if (session === null) return { kind: 'signed-out' }
  if (session.activeOrganizationId !== null) return { kind: 'active' }
  if (organizations === undefined) return { kind: 'loading' }
  if (organizations.length === 0) return { kind: 'none' }
  if (!openWithoutAsking) return { kind: 'choose' }
  // Read from this browser's storage only after hydration: until then, the same loading state as the server's.
  if (lastActiveOrganizationId === undefined) return { kind: 'loading' }
  const lastUsed = organizations.find((organization) => organization.id === lastActiveOrganizationId)
  const only = organizations.length === 1 ? organizations[0] : undefined
  const opened = lastUsed ?? only
  return opened ? { kind: 'open', organizationId: opened.id } : { kind: 'choose' }
}

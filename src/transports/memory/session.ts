import { serverError } from './errors'
import type { MemberRow, MemoryContext, MemorySession, UserRow } from './state'
import { findMember, findUserByEmail } from './tables'

/** The caller of an organization operation: the session and its user. */
export interface Caller {
  session: MemorySession
  user: UserRow
}

/** The signed-in caller, or 401 `UNAUTHORIZED` like every organization route without a session. */
export function requireCaller(ctx: MemoryContext): Caller {
  const session = ctx.session
  const user = session ? ctx.db.users.get(session.userId) : undefined
  if (!session || !user) throw serverError('UNAUTHORIZED', 401, 'Unauthorized')
  return { session, user }
}

/** Starts a fresh session for a user (no active organization), like a new sign-in. */
export function startSession(ctx: MemoryContext, email: string): UserRow {
  const user = findUserByEmail(ctx.db, email)
  if (!user) throw serverError('UNAUTHORIZED', 401, `No user with e-mail ${email}`)
  ctx.session = { userId: user.id, activeOrganizationId: null }
  return user
}

/** The caller's membership in an organization. */
export function membershipOf(ctx: MemoryContext, caller: Caller, organizationId: string): MemberRow | undefined {
  return findMember(ctx.db, organizationId, caller.user.id)
}

/** Clears the session's active organization when it is this one. */
export function clearActiveIf(caller: Caller, organizationId: string): void {
  if (caller.session.activeOrganizationId === organizationId) caller.session.activeOrganizationId = null
}

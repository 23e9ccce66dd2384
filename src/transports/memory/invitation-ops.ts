import type { Invitation } from '../../core/domain'
import type { ParsedOperationInput } from '../../core/input-schemas'
import { canCancelInvitation, canInviteWithRole } from '../../core/role-rules'
import type { AcceptInvitationResult, RejectInvitationResult } from '../../core/transport'
import { enforce, serverError } from './errors'
import { toInvitation, toMemberRecord } from './output'
import { membershipOf, requireCaller } from './session'
import type { Caller } from './session'
import type { InvitationRow, MemoryContext } from './state'
import { generateId } from './state'
import { findMember, findUserByEmail, insertInvitation, insertMember, invitationsOf } from './tables'

// Invitation routes of crud-invites.mjs, guard for guard in the server's order.

/** How long an invitation stays open: Better Auth's `invitationExpiresIn` default, 48 hours. */
export const INVITATION_EXPIRES_IN_MS = 48 * 60 * 60 * 1000

/** Better Auth's default `invitationLimit`: pending, unexpired invitations per organization. */
export const INVITATION_LIMIT = 100

const isOpen = (row: InvitationRow, now: number) => row.status === 'pending' && row.expiresAt > now

/**
 * `inviteMember`: member, `invitation:create`, known role names, creator-role rule, not a member, not invited
 * (or `resend`), limit.
 */
export function inviteMember(ctx: MemoryContext, input: ParsedOperationInput<'inviteMember'>): Invitation {
  const caller = requireCaller(ctx)
  const organizationId = input.organizationId || caller.session.activeOrganizationId
  if (!organizationId) throw serverError('ORGANIZATION_NOT_FOUND')
  const email = input.email.toLowerCase()
  const member = membershipOf(ctx, caller, organizationId)
  if (!member) throw serverError('MEMBER_NOT_FOUND')
  enforce(
    canInviteWithRole({
      actorRoles: member.role,
      role: input.role,
      creatorRole: ctx.config.creator_role,
      accessControl: ctx.accessControl,
    }),
  )
  const invitee = findUserByEmail(ctx.db, email)
  if (invitee && findMember(ctx.db, organizationId, invitee.id))
    throw serverError('USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION')
  const now = ctx.clock.now()
  const invitations = invitationsOf(ctx.db, organizationId)
  const pending = invitations.find((row) => row.email === email && isOpen(row, now))
  if (pending && !input.resend) throw serverError('USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION')
  const organization = ctx.db.organizations.get(organizationId)
  if (!organization) throw serverError('ORGANIZATION_NOT_FOUND')
  if (pending) {
    // Resend keeps the id and the role; only the expiry is renewed.
    pending.expiresAt = now + INVITATION_EXPIRES_IN_MS
    return toInvitation(pending)
  }
  if (invitations.filter((row) => isOpen(row, now)).length >= INVITATION_LIMIT)
    throw serverError('INVITATION_LIMIT_REACHED')
  const row: InvitationRow = {
    id: generateId(),
    organizationId,
    email,
    role: input.role.join(','),
    status: 'pending',
    expiresAt: now + INVITATION_EXPIRES_IN_MS,
    createdAt: now,
    inviterId: caller.user.id,
  }
  insertInvitation(ctx.db, row)
  return toInvitation(row)
}

function requireRecipient(caller: Caller, row: InvitationRow): void {
  if (row.email.toLowerCase() !== caller.user.email.toLowerCase())
    throw serverError('YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION')
}

/** `acceptInvitation`: open, addressed to the caller, within `membership_limit`; the organization becomes active. */
export function acceptInvitation(
  ctx: MemoryContext,
  input: ParsedOperationInput<'acceptInvitation'>,
): AcceptInvitationResult {
  const caller = requireCaller(ctx)
  const row = ctx.db.invitations.get(input.invitationId)
  if (!row || !isOpen(row, ctx.clock.now())) throw serverError('INVITATION_NOT_FOUND')
  requireRecipient(caller, row)
  if (!ctx.db.organizations.has(row.organizationId)) throw serverError('ORGANIZATION_NOT_FOUND')
  const count = ctx.db.membersByOrganization.get(row.organizationId)?.size ?? 0
  if (count >= ctx.config.membership_limit) throw serverError('ORGANIZATION_MEMBERSHIP_LIMIT_REACHED')
  // Unreachable through the routes (an invite to a member is refused) but possible with seeds: answer sanely.
  if (findMember(ctx.db, row.organizationId, caller.user.id))
    throw serverError('USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION')
  const member = insertMember(ctx.db, {
    id: generateId(),
    organizationId: row.organizationId,
    userId: caller.user.id,
    role: row.role,
    createdAt: ctx.clock.now(),
  })
  row.status = 'accepted'
  caller.session.activeOrganizationId = row.organizationId
  return { invitation: toInvitation(row), member: toMemberRecord(member) }
}

/** `rejectInvitation`: pending (expiry is not checked, like the server) and addressed to the caller. */
export function rejectInvitation(
  ctx: MemoryContext,
  input: ParsedOperationInput<'rejectInvitation'>,
): RejectInvitationResult {
  const caller = requireCaller(ctx)
  const row = ctx.db.invitations.get(input.invitationId)
  if (row?.status !== 'pending') throw serverError('INVITATION_NOT_FOUND', 400, 'Invitation not found!')
  requireRecipient(caller, row)
  if (!ctx.db.organizations.has(row.organizationId)) throw serverError('ORGANIZATION_NOT_FOUND')
  row.status = 'rejected'
  return { invitation: toInvitation(row) }
}

/** `cancelInvitation`: member of its organization with `invitation:cancel`; the status is not checked (server behaviour). */
export function cancelInvitation(ctx: MemoryContext, input: ParsedOperationInput<'cancelInvitation'>): Invitation {
  const caller = requireCaller(ctx)
  const row = ctx.db.invitations.get(input.invitationId)
  if (!row) throw serverError('INVITATION_NOT_FOUND')
  const member = membershipOf(ctx, caller, row.organizationId)
  if (!member) throw serverError('MEMBER_NOT_FOUND')
  enforce(canCancelInvitation({ actorRoles: member.role, accessControl: ctx.accessControl }))
  row.status = 'canceled'
  return toInvitation(row)
}

/** `getInvitation`: open and addressed to the caller, with organization name and slug and the inviter's e-mail. */
export function getInvitation(ctx: MemoryContext, input: ParsedOperationInput<'getInvitation'>): Invitation {
  const caller = requireCaller(ctx)
  const row = ctx.db.invitations.get(input.query.id)
  if (!row || !isOpen(row, ctx.clock.now())) throw serverError('INVITATION_NOT_FOUND', 400, 'Invitation not found!')
  requireRecipient(caller, row)
  const organization = ctx.db.organizations.get(row.organizationId)
  if (!organization) throw serverError('ORGANIZATION_NOT_FOUND')
  const inviter = findMember(ctx.db, row.organizationId, row.inviterId)
  const inviterUser = inviter && ctx.db.users.get(inviter.userId)
  if (!inviterUser) throw serverError('INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION')
  return toInvitation(row, {
    organizationName: organization.name,
    organizationSlug: organization.slug,
    inviterEmail: inviterUser.email,
  })
}

/**
 * `listInvitations`: every status, for any member (1.7.7); the transport cuts it at `invitationListLimit`
 * when given (a Better Auth server stops at its `defaultFindManyLimit`, 100, and cannot page). The server
 * answers these two refusals without a code; the codes used here are the ones its messages name.
 */
export function listInvitations(ctx: MemoryContext, input: ParsedOperationInput<'listInvitations'>): Invitation[] {
  const caller = requireCaller(ctx)
  const organizationId = input.query.organizationId || caller.session.activeOrganizationId
  if (!organizationId) throw serverError('NO_ACTIVE_ORGANIZATION', 400, 'Organization ID is required')
  if (!membershipOf(ctx, caller, organizationId)) {
    throw serverError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', 403, 'You are not a member of this organization')
  }
  return invitationsOf(ctx.db, organizationId).map((row) => toInvitation(row))
}

/** `listUserInvitations`: needs a verified e-mail; pending ones (expired included, like the server) with the org name. */
export function listUserInvitations(ctx: MemoryContext): Invitation[] {
  const caller = requireCaller(ctx)
  if (!caller.user.emailVerified) throw serverError('EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION')
  const result: Invitation[] = []
  for (const row of ctx.db.invitations.values()) {
    if (row.email !== caller.user.email.toLowerCase() || row.status !== 'pending') continue
    const organization = ctx.db.organizations.get(row.organizationId)
    result.push(toInvitation(row, organization ? { organizationName: organization.name } : {}))
  }
  return result
}

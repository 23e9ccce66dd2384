import type { ActiveMemberRole, Member, MemberPage, MemberRecord } from '../../core/domain'
import type { ParsedOperationInput } from '../../core/input-schemas'
import {
  canLeaveOrganization,
  canRemoveMember,
  canUpdateMemberRole,
  countCreatorRoleHolders,
} from '../../core/role-rules'
import { enforce, serverError } from './errors'
import { queryMembers } from './list-members-query'
import { rolesOf, toMember, toMemberRecord } from './output'
import { clearActiveIf, membershipOf, requireCaller } from './session'
import type { Caller } from './session'
import type { MemberRow, MemoryContext } from './state'
import {
  deleteMemberRow,
  findMember,
  findOrganizationBySlug,
  findUserByEmail,
  membersOf,
  setMemberRole,
} from './tables'

// Member routes of crud-members.mjs, guard for guard in the server's order.

function creatorRoleHolders(ctx: MemoryContext, organizationId: string): number {
  const roles: { role: string }[] = []
  for (const member of membersOf(ctx.db, organizationId)) roles.push(member)
  return countCreatorRoleHolders(roles, ctx.config.creator_role)
}

/** The organization of a member route: the given id or the active one, else 400 `NO_ACTIVE_ORGANIZATION`. */
function targetOrganization(caller: Caller, organizationId: string | undefined): string {
  const id = organizationId || caller.session.activeOrganizationId
  if (!id) throw serverError('NO_ACTIVE_ORGANIZATION')
  return id
}

/** An organization chosen by id, slug (wins) or the active one, for the read routes. */
export function readOrganization(
  ctx: MemoryContext,
  caller: Caller,
  query: { organizationId?: string | undefined; organizationSlug?: string | undefined },
): string {
  if (query.organizationSlug) {
    const organization = findOrganizationBySlug(ctx.db, query.organizationSlug)
    if (!organization) throw serverError('ORGANIZATION_NOT_FOUND')
    return organization.id
  }
  return targetOrganization(caller, query.organizationId)
}

/** `listMembers`: any member; filter, sort and page with an honest `total`. */
export function listMembers(ctx: MemoryContext, input: ParsedOperationInput<'listMembers'>): MemberPage {
  const caller = requireCaller(ctx)
  const organizationId = readOrganization(ctx, caller, input.query)
  if (!membershipOf(ctx, caller, organizationId)) throw serverError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION')
  const { rows, total } = queryMembers(ctx.db, organizationId, input.query)
  const members: Member[] = []
  for (const row of rows) {
    const user = ctx.db.users.get(row.userId)
    if (user) members.push(toMember(row, user))
  }
  return { members, total }
}

/** `updateMemberRole`: caller and target in the organization, then the role rules of `role-rules.ts`. */
export function updateMemberRole(ctx: MemoryContext, input: ParsedOperationInput<'updateMemberRole'>): MemberRecord {
  const caller = requireCaller(ctx)
  const organizationId = targetOrganization(caller, input.organizationId)
  const actor = membershipOf(ctx, caller, organizationId)
  if (!actor) throw serverError('MEMBER_NOT_FOUND')
  const target = ctx.db.members.get(input.memberId)
  if (!target) throw serverError('MEMBER_NOT_FOUND')
  if (target.organizationId !== organizationId) throw serverError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
  enforce(
    canUpdateMemberRole({
      actorRoles: actor.role,
      targetRoles: target.role,
      newRoles: input.role,
      isSelf: actor.id === target.id,
      creatorRoleHolders: creatorRoleHolders(ctx, organizationId),
      creatorRole: ctx.config.creator_role,
      accessControl: ctx.accessControl,
    }),
  )
  setMemberRole(ctx.db, target, input.role.join(','))
  return toMemberRecord(target)
}

/** `removeMember`: by id or e-mail; the creator-role rule runs before the permission check (401), like the server. */
export function removeMember(ctx: MemoryContext, input: ParsedOperationInput<'removeMember'>): MemberRecord {
  const caller = requireCaller(ctx)
  const organizationId = targetOrganization(caller, input.organizationId)
  const actor = membershipOf(ctx, caller, organizationId)
  if (!actor) throw serverError('MEMBER_NOT_FOUND')
  let target: MemberRow | undefined
  if (input.memberIdOrEmail.includes('@')) {
    const user = findUserByEmail(ctx.db, input.memberIdOrEmail)
    target = user && findMember(ctx.db, organizationId, user.id)
  } else {
    target = ctx.db.members.get(input.memberIdOrEmail)
  }
  if (!target) throw serverError('MEMBER_NOT_FOUND')
  enforce(
    canRemoveMember({
      actorRoles: actor.role,
      targetRoles: target.role,
      creatorRoleHolders: creatorRoleHolders(ctx, organizationId),
      creatorRole: ctx.config.creator_role,
      accessControl: ctx.accessControl,
    }),
  )
  if (target.organizationId !== organizationId) throw serverError('MEMBER_NOT_FOUND')
  const removed = toMemberRecord(target)
  deleteMemberRow(ctx.db, target.id)
  if (target.userId === caller.user.id) clearActiveIf(caller, organizationId)
  return removed
}

/** `getActiveMember`: the caller's membership in the active organization, with the user. */
export function getActiveMember(ctx: MemoryContext): Member {
  const caller = requireCaller(ctx)
  const organizationId = caller.session.activeOrganizationId
  if (!organizationId) throw serverError('NO_ACTIVE_ORGANIZATION')
  const member = membershipOf(ctx, caller, organizationId)
  if (!member) throw serverError('MEMBER_NOT_FOUND')
  return toMember(member, caller.user)
}

/** `getActiveMemberRole`: the caller's (or `userId`'s) role in the given or active organization. */
export function getActiveMemberRole(
  ctx: MemoryContext,
  input: ParsedOperationInput<'getActiveMemberRole'>,
): ActiveMemberRole {
  const caller = requireCaller(ctx)
  const organizationId = readOrganization(ctx, caller, input.query)
  const own = membershipOf(ctx, caller, organizationId)
  if (!own) throw serverError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION')
  const member = input.query.userId ? findMember(ctx.db, organizationId, input.query.userId) : own
  if (!member) throw serverError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION')
  return { role: rolesOf(member.role) }
}

/** `leave`: any member but the last holder of the creator role; clears the active org when it was this one. */
export function leaveOrganization(ctx: MemoryContext, input: ParsedOperationInput<'leave'>): MemberRecord {
  const caller = requireCaller(ctx)
  const member = membershipOf(ctx, caller, input.organizationId)
  if (!member) throw serverError('MEMBER_NOT_FOUND')
  enforce(
    canLeaveOrganization({
      actorRoles: member.role,
      creatorRoleHolders: creatorRoleHolders(ctx, input.organizationId),
      creatorRole: ctx.config.creator_role,
    }),
  )
  const left = toMemberRecord(member)
  deleteMemberRow(ctx.db, member.id)
  clearActiveIf(caller, input.organizationId)
  return left
}

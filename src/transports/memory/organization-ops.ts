import type { FullOrganization, Organization } from '../../core/domain'
import type { ParsedOperationInput } from '../../core/input-schemas'
import { canDeleteOrganization, canUpdateOrganization } from '../../core/role-rules'
import type { CheckSlugResult } from '../../core/transport'
import { enforce, serverError } from './errors'
import { toInvitation, toMember, toOrganization } from './output'
import { clearActiveIf, membershipOf, requireCaller } from './session'
import type { MemoryContext, OrganizationRow } from './state'
import { generateId } from './state'
import {
  changeSlug,
  deleteOrganizationRow,
  findOrganizationBySlug,
  insertMember,
  insertOrganization,
  invitationsOf,
  membersOf,
} from './tables'

// Organization routes of crud-org.mjs, guard for guard in the server's order.

/** Default of `getFullOrganization`'s `membersLimit` (spec: 100). */
export const DEFAULT_MEMBERS_LIMIT = 100

/** `create`: limit on memberships, then slug, then the organization with the creator as `creator_role`. */
export function createOrganization(ctx: MemoryContext, input: ParsedOperationInput<'create'>): Organization {
  const caller = requireCaller(ctx)
  const memberships = ctx.db.memberIdsByUser.get(caller.user.id)?.size ?? 0
  if (memberships >= ctx.config.organization_limit)
    throw serverError('YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS')
  if (findOrganizationBySlug(ctx.db, input.slug)) throw serverError('ORGANIZATION_ALREADY_EXISTS')
  const now = ctx.clock.now()
  const row = {
    id: generateId(),
    name: input.name,
    slug: input.slug,
    logo: input.logo ?? null,
    metadata: input.metadata ? JSON.stringify(input.metadata) : null,
    createdAt: now,
  }
  insertOrganization(ctx.db, row)
  insertMember(ctx.db, {
    id: generateId(),
    organizationId: row.id,
    userId: caller.user.id,
    role: ctx.config.creator_role,
    createdAt: now,
  })
  if (!input.keepCurrentActiveOrganization) caller.session.activeOrganizationId = row.id
  return toOrganization(row)
}

/** `checkSlug`: a taken slug answers `status: false` (the server's 400 `ORGANIZATION_SLUG_ALREADY_TAKEN`). */
export function checkSlug(ctx: MemoryContext, input: ParsedOperationInput<'checkSlug'>): CheckSlugResult {
  requireCaller(ctx)
  return { status: !findOrganizationBySlug(ctx.db, input.slug) }
}

/** `list`: the caller's organizations, in membership order, without the server's silent cap of 100. */
export function listOrganizations(ctx: MemoryContext): Organization[] {
  const caller = requireCaller(ctx)
  const result: Organization[] = []
  for (const memberId of ctx.db.memberIdsByUser.get(caller.user.id) ?? []) {
    const member = ctx.db.members.get(memberId)
    const organization = member && ctx.db.organizations.get(member.organizationId)
    if (organization) result.push(toOrganization(organization))
  }
  return result
}

/** `setActive`: `null` unsets, `{}` re-reads, an id wins over a slug; a non-member gets 403 and loses the active org. */
export function setActiveOrganization(
  ctx: MemoryContext,
  input: ParsedOperationInput<'setActive'>,
): Organization | null {
  const caller = requireCaller(ctx)
  if (input.organizationId === null) {
    caller.session.activeOrganizationId = null
    return null
  }
  let organizationId = input.organizationId
  if (!organizationId && !input.organizationSlug) {
    if (!caller.session.activeOrganizationId) return null
    organizationId = caller.session.activeOrganizationId
  }
  if (!organizationId && input.organizationSlug) {
    const bySlug = findOrganizationBySlug(ctx.db, input.organizationSlug)
    if (!bySlug) throw serverError('ORGANIZATION_NOT_FOUND')
    organizationId = bySlug.id
  }
  if (!organizationId) throw serverError('ORGANIZATION_NOT_FOUND')
  if (!membershipOf(ctx, caller, organizationId)) {
    caller.session.activeOrganizationId = null
    throw serverError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', 403)
  }
  const organization = ctx.db.organizations.get(organizationId)
  if (!organization) throw serverError('ORGANIZATION_NOT_FOUND')
  caller.session.activeOrganizationId = organization.id
  return toOrganization(organization)
}

/** `getFullOrganization`: the slug wins over the id, then the active org; `null` when there is none. */
export function getFullOrganization(
  ctx: MemoryContext,
  input: ParsedOperationInput<'getFullOrganization'>,
): FullOrganization | null {
  const caller = requireCaller(ctx)
  const { organizationSlug, organizationId, membersLimit = DEFAULT_MEMBERS_LIMIT } = input.query
  let organization: OrganizationRow | undefined
  if (organizationSlug) organization = findOrganizationBySlug(ctx.db, organizationSlug)
  else {
    const id = organizationId || caller.session.activeOrganizationId
    if (!id) return null
    organization = ctx.db.organizations.get(id)
  }
  if (!organization) throw serverError('ORGANIZATION_NOT_FOUND')
  if (!membershipOf(ctx, caller, organization.id)) {
    caller.session.activeOrganizationId = null
    throw serverError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', 403)
  }
  const members: FullOrganization['members'] = []
  for (const member of membersOf(ctx.db, organization.id)) {
    if (members.length >= membersLimit) break
    const user = ctx.db.users.get(member.userId)
    if (user) members.push(toMember(member, user))
  }
  const invitations = invitationsOf(ctx.db, organization.id).map((row) => toInvitation(row))
  return { ...toOrganization(organization), members, invitations }
}

/** `update`: member (400 otherwise), `organization:update`, then a free slug. */
export function updateOrganization(ctx: MemoryContext, input: ParsedOperationInput<'update'>): Organization {
  const caller = requireCaller(ctx)
  const organizationId = input.organizationId || caller.session.activeOrganizationId
  if (!organizationId) throw serverError('ORGANIZATION_NOT_FOUND')
  const member = membershipOf(ctx, caller, organizationId)
  if (!member) throw serverError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', 400)
  enforce(canUpdateOrganization({ actorRoles: member.role, accessControl: ctx.accessControl }))
  const row = ctx.db.organizations.get(organizationId)
  if (!row) throw serverError('ORGANIZATION_NOT_FOUND')
  const { name, slug, logo, metadata } = input.data
  if (slug !== undefined && slug !== row.slug) {
    if (findOrganizationBySlug(ctx.db, slug)) throw serverError('ORGANIZATION_SLUG_ALREADY_TAKEN')
    changeSlug(ctx.db, row, slug)
  }
  if (name !== undefined) row.name = name
  if (logo !== undefined) row.logo = logo
  if (metadata !== undefined) row.metadata = JSON.stringify(metadata)
  return toOrganization(row)
}

/** `delete`: member (400 otherwise), `organization:delete` (owner only); clears the active org when it was this one. */
export function deleteOrganization(ctx: MemoryContext, input: ParsedOperationInput<'delete'>): Organization {
  const caller = requireCaller(ctx)
  const member = membershipOf(ctx, caller, input.organizationId)
  if (!member) throw serverError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', 400)
  enforce(canDeleteOrganization({ actorRoles: member.role, accessControl: ctx.accessControl }))
  const row = ctx.db.organizations.get(input.organizationId)
  if (!row) throw serverError('ORGANIZATION_NOT_FOUND')
  clearActiveIf(caller, row.id)
  const deleted = toOrganization(row)
  deleteOrganizationRow(ctx.db, row.id)
  return deleted
}

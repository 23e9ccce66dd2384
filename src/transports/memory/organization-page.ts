import type { OrganizationPage } from '../../core/domain'
import type { ParsedOperationInput } from '../../core/input-schemas'
import { rolesOf, toOrganization } from './output'
import { requireCaller } from './session'
import type { MemoryContext } from './state'

/**
 * `listOrganizationsWithRoles`, as the kit's Better Auth plugin answers it: the caller's organizations by name
 * (compared as the database's byte order does), then id, a page of them (`limit`, default and at most 100, from
 * `offset`), each with the caller's roles and its member count, and `total`. Signed in only.
 */
export function listOrganizationsWithRoles(
  ctx: MemoryContext,
  input: ParsedOperationInput<'listOrganizationsWithRoles'>,
): OrganizationPage {
  const caller = requireCaller(ctx)
  const rows = []
  for (const memberId of ctx.db.memberIdsByUser.get(caller.user.id) ?? []) {
    const member = ctx.db.members.get(memberId)
    const organization = member && ctx.db.organizations.get(member.organizationId)
    if (member && organization) rows.push({ organization, role: member.role })
  }
  const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  rows.sort(({ organization: a }, { organization: b }) => byCodeUnits(a.name, b.name) || byCodeUnits(a.id, b.id))
  const offset = input.query.offset ?? 0
  const page = rows.slice(offset, offset + Math.min(input.query.limit ?? 100, 100))
  return {
    organizations: page.map(({ organization, role }) => ({
      ...toOrganization(organization),
      role: rolesOf(role),
      memberCount: ctx.db.membersByOrganization.get(organization.id)?.size ?? 0,
    })),
    total: rows.length,
  }
}

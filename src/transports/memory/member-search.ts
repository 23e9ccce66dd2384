import type { Member, MemberPage } from '../../core/domain'
import type { ParsedOperationInput } from '../../core/input-schemas'
import { serverError } from './errors'
import { queryMembers } from './list-members-query'
import { readOrganization } from './member-ops'
import { toMember } from './output'
import { membershipOf, requireCaller } from './session'
import type { MemoryContext } from './state'

/**
 * `searchMembers`, as the kit's Better Auth plugin answers it: list-members' checks (signed in, the organization
 * by slug, id or the active one, the caller a member), then the members whose name or e-mail contains the term
 * in any case, with the role filter (`role` contained in the stored role), sorted, paged, and `total` counting
 * every match.
 */
export function searchMembers(ctx: MemoryContext, input: ParsedOperationInput<'searchMembers'>): MemberPage {
  const { search, role, limit = 100, offset = 0, ...query } = input.query
  const caller = requireCaller(ctx)
  const organizationId = readOrganization(ctx, caller, query)
  if (!membershipOf(ctx, caller, organizationId)) throw serverError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION')
  const sorted = queryMembers(ctx.db, organizationId, {
    sortBy: query.sortBy ?? 'createdAt',
    sortDirection: query.sortDirection,
    limit: Number.POSITIVE_INFINITY,
    ...(role === undefined ? {} : { filterField: 'role', filterOperator: 'contains', filterValue: role }),
  })
  const term = search.toLowerCase()
  const found: Member[] = []
  for (const row of sorted.rows) {
    const user = ctx.db.users.get(row.userId)
    if (user && (user.name.toLowerCase().includes(term) || user.email.toLowerCase().includes(term)))
      found.push(toMember(row, user))
  }
  return { members: found.slice(offset, offset + limit), total: found.length }
}

import type { FullOrganization, Member, MemberPage } from '../core/domain'
import type { MemberListParams } from './org-keys'

type SortField = NonNullable<MemberListParams['sortBy']>

const sortValue = (member: Member, field: SortField): string | number => {
  if (field === 'createdAt') return member.createdAt.getTime()
  if (field === 'role') return member.role.join(',')
  return member[field]
}

/**
 * The members a filter keeps, as the server's filter would keep them, or `undefined` for a filter whose
 * answer is left to the server. Only the member table's role filter is answered here (`membersWithRole`):
 * `role contains <name>` on the stored role string. A role name holds no comma, so it is contained in the
 * stored string exactly when it is contained in one of its comma-separated names (the member's `role`).
 */
function filteredMembers(members: readonly Member[], params: MemberListParams): readonly Member[] | undefined {
  const { filterField, filterOperator, filterValue } = params
  if (filterField === undefined && filterOperator === undefined && filterValue === undefined) return members
  const isRoleContains = filterField === 'role' && filterOperator === 'contains'
  if (!isRoleContains || typeof filterValue !== 'string' || filterValue.includes(',')) return undefined
  return members.filter((member) => member.role.some((roleName) => roleName.includes(filterValue)))
}

/**
 * A members page computed from a full read, or `undefined` when it cannot be computed exactly: the member
 * list may be cut at `membersLimit`, or a filter other than the role filter asks for the server's operator
 * semantics.
 */
export function deriveMemberPage(
  organization: FullOrganization,
  membersLimit: number,
  params: MemberListParams & { limit: number },
): MemberPage | undefined {
  if (organization.members.length >= membersLimit) return undefined
  const filtered = filteredMembers(organization.members, params)
  if (filtered === undefined) return undefined
  const { sortBy } = params
  const members = [...filtered]
  if (sortBy !== undefined) {
    // Ascending with ties in list order; `desc` is its exact reverse (the memory transport's convention,
    // and one order a real server may give for ties).
    members.sort((a, b) => {
      const x = sortValue(a, sortBy)
      const y = sortValue(b, sortBy)
      return x === y ? 0 : x < y ? -1 : 1
    })
    if (params.sortDirection === 'desc') members.reverse()
  }
  const offset = params.offset ?? 0
  return { members: members.slice(offset, offset + params.limit), total: members.length }
}

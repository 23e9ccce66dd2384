import type { FullOrganization, Member, MemberPage } from '../core/domain'
import type { MemberListParams } from './org-keys'

type SortField = NonNullable<MemberListParams['sortBy']>

const sortValue = (member: Member, field: SortField): string | number => {
  if (field === 'createdAt') return member.createdAt.getTime()
  if (field === 'role') return member.role.join(',')
  return member[field]
}

/**
 * A members page computed from a full read, or `undefined` when it cannot be computed exactly: the member
 * list may be cut at `membersLimit`, or a filter asks for the server's operator semantics.
 */
export function deriveMemberPage(
  organization: FullOrganization,
  membersLimit: number,
  params: MemberListParams & { limit: number },
): MemberPage | undefined {
  if (organization.members.length >= membersLimit) return undefined
  if ((params.filterField ?? params.filterValue ?? params.filterOperator) !== undefined) return undefined
  const { sortBy } = params
  let members = organization.members
  if (sortBy !== undefined) {
    // Ascending with ties in list order; `desc` is its exact reverse (the memory transport's convention,
    // and one order a real server may give for ties).
    members = [...members].sort((a, b) => {
      const x = sortValue(a, sortBy)
      const y = sortValue(b, sortBy)
      return x === y ? 0 : x < y ? -1 : 1
    })
    if (params.sortDirection === 'desc') members.reverse()
  }
  const offset = params.offset ?? 0
  return { members: members.slice(offset, offset + params.limit), total: members.length }
}

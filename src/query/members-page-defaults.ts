import type { MemberListParams } from './org-keys'

/** Rows on a `<MemberTable>` page unless the app says otherwise. */
export const DEFAULT_MEMBERS_PAGE_SIZE = 25

/**
 * The read behind a `<MemberTable>`'s first page with its default sort (joined date, oldest first): the
 * table and `prefetchMembers` build it here, so a server prefetch fills exactly the entry the table reads.
 */
export function firstMembersPageParams(pageSize: number = DEFAULT_MEMBERS_PAGE_SIZE): MemberListParams {
  return { sortBy: 'createdAt', sortDirection: 'asc', limit: pageSize, offset: 0 }
}

/** The filter counting the members who hold a role (`contains`: a member may hold several). */
export function membersWithRole(role: string) {
  return { filterField: 'role', filterOperator: 'contains', filterValue: role } as const
}

/**
 * The read behind a `<MemberTable>`'s "last owner" rules: the members whose role contains the creator role,
 * up to 100 of them, for the table to count as the server counts (`contains` also matches `"member, owner"`).
 */
export function creatorRoleHoldersParams(creatorRole: string) {
  return { limit: 100, ...membersWithRole(creatorRole) }
}

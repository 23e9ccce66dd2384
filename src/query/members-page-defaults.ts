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

/**
 * The largest `membership_limit` at which a `<MemberTable>` reads its whole organization when it mounts: one
 * full read of up to `membership_limit + 1` members (Better Auth's own default is 100 members), from which
 * its pages, sorts, role filters and searches, the viewer's role and the creator-role holders are derived
 * without a request of their own. Above it an organization may hold thousands of members, so the table
 * reads only what it shows, as each read asks the server: a page, the creator-role holders, the viewer's role.
 */
export const MEMBER_TABLE_FULL_READ_MEMBERSHIP_LIMIT = 100

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

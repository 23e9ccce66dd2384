import type { Role } from '../../core/roles'

/** A column the member table can sort by on the server. */
export type MemberTableSortColumn = 'createdAt' | 'role'

/** The sort of the member table (React Aria's sort-descriptor shape). */
export interface MemberTableSort {
  /** The column sorted by: joined date or role. */
  column: MemberTableSortColumn
  /** The direction. */
  direction: 'ascending' | 'descending'
}

/** The role filter: one role (members holding it, alone or with others), or `null` for every member. */
export type MemberTableRoleFilter = Role | null

/** Default sort: joined date, oldest first. */
export const DEFAULT_MEMBER_TABLE_SORT: MemberTableSort = { column: 'createdAt', direction: 'ascending' }

/** Default page sizes offered. */
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50, 100]

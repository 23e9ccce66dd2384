import type { Role } from '../../core/roles'
import type { ForbiddenActions } from '../can/forbidden-actions-context'

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

/** Props of {@link MemberTable}. Every view state is a controlled/uncontrolled triplet. */
export interface MemberTableProps {
  /** The organization; the active one when absent. */
  organizationId?: string | undefined
  /** Controlled sort. */
  sort?: MemberTableSort | undefined
  /** Initial sort when uncontrolled. @default { column: 'createdAt', direction: 'ascending' } */
  defaultSort?: MemberTableSort | undefined
  /** Called with every requested sort. */
  onSortChange?: ((sort: MemberTableSort) => void) | undefined
  /** Controlled page, 1-based. */
  page?: number | undefined
  /** Initial page when uncontrolled. @default 1 */
  defaultPage?: number | undefined
  /** Called with every requested page (also `1` when sort, filter, search or page size change). */
  onPageChange?: ((page: number) => void) | undefined
  /** Controlled page size. */
  pageSize?: number | undefined
  /** Initial page size when uncontrolled. @default 25 */
  defaultPageSize?: number | undefined
  /** Called with every requested page size. */
  onPageSizeChange?: ((pageSize: number) => void) | undefined
  /** Page sizes offered. @default [10, 25, 50, 100] */
  pageSizeOptions?: readonly number[] | undefined
  /** Controlled role filter (`null`: every role). Filtered on the server, multi-role safe. */
  roleFilter?: MemberTableRoleFilter | undefined
  /** Initial role filter when uncontrolled. @default null */
  defaultRoleFilter?: MemberTableRoleFilter | undefined
  /** Called with every requested role filter. */
  onRoleFilterChange?: ((roleFilter: MemberTableRoleFilter) => void) | undefined
  /** Controlled search term (name or e-mail). */
  search?: string | undefined
  /** Initial search term when uncontrolled. @default '' */
  defaultSearch?: string | undefined
  /** Called with every change of the search term. */
  onSearchChange?: ((search: string) => void) | undefined
  /** Called after the viewer left the organization from their own row. */
  onLeft?: ((organizationId: string) => void) | undefined
  /** Where to go after leaving from the viewer's own row (after `onLeft`), as a plain value, e.g. `"/"`. */
  afterLeaveUrl?: string | undefined
  /** Locale of dates. @default the provider's `locale`, else the browser's */
  locale?: string | undefined
  /**
   * Refused row actions (change role, remove, leave): left out (`hide`), or shown disabled with the reason
   * (`explain`).
   * @default the nearest `<ForbiddenActionsProvider>`'s, else 'hide'
   */
  forbiddenActions?: ForbiddenActions | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

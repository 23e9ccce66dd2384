import type { Member } from '../../core/domain'
import type { OrgKitError } from '../../core/org-kit-error'
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

/** The rows the table shows. */
export interface MemberTableView {
  /** The members of the page. */
  rows: readonly Member[]
  /** How many members there are in all: the server's total, or how many a search found. */
  total: number
  /** The index of the page's first row among all of them (0-based). */
  firstRowIndex: number
}

/** What a search read: `searched` members of the `count` the server holds (fewer while it is still reading). */
export interface MemberSearchScope {
  searched: number
  count: number
}

/** The page the member table shows (what `useMemberTablePage` gives). */
export interface MemberTablePage {
  /** Whether a new read is replacing the view, or a search is still reading (the view is then the last one). */
  isBusy: boolean
  /** The rows shown; `undefined` until the first read. */
  view: MemberTableView | undefined
  /** What a search read in the browser, once its first read is in (a server search has none). */
  searchScope: MemberSearchScope | undefined
  /** Why the page cannot be read. */
  error: OrgKitError | null
  /** Reads the page again after an error. */
  retry: () => void
}

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

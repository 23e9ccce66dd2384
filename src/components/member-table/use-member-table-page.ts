import { useState } from 'react'
import type { Member, MemberPage } from '../../core/domain'
import { useMembers } from '../../hooks/use-members'
import { membersWithRole } from '../../query/members-page-defaults'
import type { MemberTableRoleFilter, MemberTableSort } from './member-table-types'
import { memberMatchesSearch, searchTermOf } from './search-members'

/** Options of {@link useMemberTablePage}: the organization, and the view state the page is read for. */
export interface MemberTablePageOptions {
  organizationId: string | undefined
  sort: MemberTableSort
  roleFilter: MemberTableRoleFilter
  search: string
  page: number
  pageSize: number
  /** `membership_limit`: the most members an organization can have, so one read can hold them all. */
  membershipLimit: number
}

/** The rows the table shows. */
export interface MemberTableView {
  /** The members of the page. */
  rows: readonly Member[]
  /** How many members there are in all: the server's total, or how many a search found. */
  total: number
  /** The index of the page's first row among all of them (0-based). */
  firstRowIndex: number
}

/** What a search read: `searched` members of the `count` the server holds (fewer when the list is longer than one read). */
export interface MemberSearchScope {
  searched: number
  count: number
}

/** What {@link useMemberTablePage} gives. */
export interface MemberTablePage {
  /** The members read behind the page (a server page, or the whole list for a search). */
  query: ReturnType<typeof useMembers>
  /** Whether a new read is replacing the view (the view is then the last one read). */
  isBusy: boolean
  /** The rows shown; `undefined` until the first read. */
  view: MemberTableView | undefined
  /** What a search read, once its read is in. */
  searchScope: MemberSearchScope | undefined
}

/** A read of members, and the view state it was read for. */
interface MemberRead {
  data: MemberPage | undefined
  searchTerm: string
  firstRowIndex: number
  pageSize: number
}

function isSameRead(read: MemberRead, other: MemberRead | undefined): boolean {
  return (
    other !== undefined &&
    read.data === other.data &&
    read.searchTerm === other.searchTerm &&
    read.firstRowIndex === other.firstRowIndex &&
    read.pageSize === other.pageSize
  )
}

/** The view of a read: the server's page as it is; with a search term, the matching members paged here. */
function viewOfRead(read: MemberRead | undefined): MemberTableView | undefined {
  if (!read?.data) return undefined
  const { data, searchTerm, firstRowIndex, pageSize } = read
  if (!searchTerm) return { rows: data.members, total: data.total, firstRowIndex }
  const found = data.members.filter((member) => memberMatchesSearch(member, searchTerm))
  return { rows: found.slice(firstRowIndex, firstRowIndex + pageSize), total: found.length, firstRowIndex }
}

/**
 * The page the member table shows: its read, the rows and total of the view (search applied), whether a
 * new read is replacing it, and what a search covered.
 *
 * Without a search term the page is one server page. With one, Better Auth cannot filter by name or
 * e-mail, so the whole list (sorted and role-filtered on the server) is read once with
 * `limit: membership_limit`, then searched and paged here.
 */
export function useMemberTablePage(options: MemberTablePageOptions): MemberTablePage {
  const { organizationId, sort, roleFilter, search, page, pageSize, membershipLimit } = options
  const searchTerm = searchTermOf(search)
  const firstRowIndex = (page - 1) * pageSize
  const query = useMembers({
    organizationId,
    sortBy: sort.column,
    sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
    ...(roleFilter === null ? {} : membersWithRole(roleFilter)),
    limit: searchTerm ? membershipLimit : pageSize,
    offset: searchTerm ? 0 : firstRowIndex,
  })
  const { data, isPlaceholderData: isBusy } = query
  // A placeholder is the previous read's answer (another page, or the page before a search started):
  // never re-interpret it under the new view state; keep showing the last view built from real data.
  const read: MemberRead = { data, searchTerm, firstRowIndex, pageSize }
  const [lastRealRead, setLastRealRead] = useState(isBusy ? undefined : read)
  if (!isBusy && !isSameRead(read, lastRealRead)) setLastRealRead(read)
  const view = viewOfRead(isBusy ? lastRealRead : read)
  const searchScope: MemberSearchScope | undefined =
    searchTerm && !isBusy && data ? { searched: data.members.length, count: data.total } : undefined
  return { query, isBusy, view, searchScope }
}

import { useState } from 'react'
import type { Member, MemberPage } from '../../core/domain'
import { useMembers } from '../../hooks/use-members'
import { useControllableState } from '../ui/use-controllable-state'
import type { ControllableStateOptions } from '../ui/use-controllable-state'
import type { MemberTableProps, MemberTableRoleFilter, MemberTableSort } from './member-table-types'
import { DEFAULT_MEMBERS_PAGE_SIZE, membersWithRole } from '../../query/members-page-defaults'

interface ViewState {
  sort: MemberTableSort
  page: number
  pageSize: number
  roleFilter: MemberTableRoleFilter
  search: string
}

/** Options of {@link useViewState}: the prop triplet, and what else runs after every set. */
interface ViewStateOptions<T> extends ControllableStateOptions<T> {
  /** Runs after every set (e.g. back to the first page). */
  then?: (() => void) | undefined
}

/** One view state from its prop triplet (`page`, `defaultPage`, `onPageChange`); `then` runs after every set. */
function useViewState<T>({ then, ...triplet }: ViewStateOptions<T>) {
  const [value, set] = useControllableState(triplet)
  const setThen = (next: T) => {
    set(next)
    then?.()
  }
  return [value, setThen] as const
}

/** The table's view states from their prop triplets; a new sort, page size, role filter or search goes back to page 1. */
export function useViewStates(props: MemberTableProps) {
  const [page, setPage] = useViewState({
    prop: props.page,
    defaultProp: props.defaultPage ?? 1,
    onChange: props.onPageChange,
  })
  const restart = () => setPage(1)
  const [sort, setSort] = useViewState<MemberTableSort>({
    prop: props.sort,
    // The sort of firstMembersPageParams, which a server prefetch reads for the first page.
    defaultProp: props.defaultSort ?? { column: 'createdAt', direction: 'ascending' },
    onChange: props.onSortChange,
    then: restart,
  })
  const [pageSize, setPageSize] = useViewState({
    prop: props.pageSize,
    defaultProp: props.defaultPageSize ?? DEFAULT_MEMBERS_PAGE_SIZE,
    onChange: props.onPageSizeChange,
    then: restart,
  })
  const [roleFilter, setRoleFilter] = useViewState<MemberTableRoleFilter>({
    prop: props.roleFilter,
    defaultProp: props.defaultRoleFilter ?? null,
    onChange: props.onRoleFilterChange,
    then: restart,
  })
  const [search, setSearch] = useViewState({
    prop: props.search,
    defaultProp: props.defaultSearch ?? '',
    onChange: props.onSearchChange,
    then: restart,
  })

  return { page, setPage, sort, setSort, pageSize, setPageSize, roleFilter, setRoleFilter, search, setSearch }
}

/** The rows and total the table shows. */
interface MemberView {
  rows: readonly Member[]
  total: number
}

/** A read and the view parameters it was read for. */
interface PageRead {
  data: MemberPage | undefined
  term: string
  start: number
  pageSize: number
}

const samePageRead = (a: PageRead, b: PageRead | undefined) =>
  b !== undefined && a.data === b.data && a.term === b.term && a.start === b.start && a.pageSize === b.pageSize

/** The view of a read: with a search term, the matching members paged here; without, the server's page. */
function pageView(read: PageRead | undefined): MemberView | undefined {
  if (!read?.data) return undefined
  const { data, term, start, pageSize } = read
  const found = data.members.filter(({ user }) => `${user.name}\n${user.email}`.toLowerCase().includes(term))
  return term ? { rows: found.slice(start, start + pageSize), total: found.length } : { rows: found, total: data.total }
}

/** What the table shows: its read, the rows and total of the view (search applied), and what a search covered. */
export function useMemberPage(input: ViewState & { organizationId: string | undefined; limit: number }) {
  const { organizationId, sort, roleFilter, search, page, pageSize } = input
  // Without a search term: one server page. With one: Better Auth cannot filter by name or e-mail, so the
  // whole list (sorted and role-filtered on the server) is read once with `limit: membership_limit`, then
  // searched and paged here.
  const term = search.trim().toLowerCase()
  const start = (page - 1) * pageSize
  const query = useMembers({
    organizationId,
    sortBy: sort.column,
    sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
    ...(roleFilter && membersWithRole(roleFilter)),
    limit: term ? input.limit : pageSize,
    offset: term ? 0 : start,
  })
  const { data, isPlaceholderData: busy } = query
  // A placeholder is the previous read's answer (another page, or the page before a search started):
  // never re-interpret it under the new parameters; keep showing the last view built from real data.
  const read: PageRead = { data, term, start, pageSize }
  const [lastRealRead, setLastRealRead] = useState(busy ? undefined : read)
  if (!busy && !samePageRead(read, lastRealRead)) setLastRealRead(read)
  const view = pageView(busy ? lastRealRead : read)
  const searched = term && !busy && data && { count: data.members.length, total: data.total }
  return { query, busy, view, start, searched }
}

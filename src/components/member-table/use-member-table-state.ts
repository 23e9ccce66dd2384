import { DEFAULT_MEMBERS_PAGE_SIZE } from '../../query/members-page-defaults'
import { useControllableState } from '../ui/use-controllable-state'
import type { MemberTableProps, MemberTableRoleFilter, MemberTableSort } from './member-table-types'

/** The sort of `firstMembersPageParams`, which a server prefetch reads for the first page. */
const DEFAULT_SORT: MemberTableSort = { column: 'createdAt', direction: 'ascending' }

/** What the member table shows (its view state), and how to change it. */
export interface MemberTableState {
  /** The page shown, 1-based. */
  page: number
  pageSize: number
  sort: MemberTableSort
  roleFilter: MemberTableRoleFilter
  search: string
  changePage: (page: number) => void
  /** Changes the page size, and goes back to page 1. */
  changePageSize: (pageSize: number) => void
  /** Changes the sort, and goes back to page 1. */
  changeSort: (sort: MemberTableSort) => void
  /** Changes the role filter, and goes back to page 1. */
  changeRoleFilter: (roleFilter: MemberTableRoleFilter) => void
  /** Changes the search term, and goes back to page 1. */
  changeSearch: (search: string) => void
}

/**
 * The member table's view state, each value from its controlled/uncontrolled prop triplet (`page`,
 * `defaultPage`, `onPageChange`, ...). A new page size, sort, role filter or search goes back to page 1:
 * the page shown may not exist in the new list.
 */
export function useMemberTableState(props: MemberTableProps): MemberTableState {
  const [page, setPage] = useControllableState({
    prop: props.page,
    defaultProp: props.defaultPage ?? 1,
    onChange: props.onPageChange,
  })
  const [pageSize, setPageSize] = useControllableState({
    prop: props.pageSize,
    defaultProp: props.defaultPageSize ?? DEFAULT_MEMBERS_PAGE_SIZE,
    onChange: props.onPageSizeChange,
  })
  const [sort, setSort] = useControllableState<MemberTableSort>({
    prop: props.sort,
    defaultProp: props.defaultSort ?? DEFAULT_SORT,
    onChange: props.onSortChange,
  })
  const [roleFilter, setRoleFilter] = useControllableState<MemberTableRoleFilter>({
    prop: props.roleFilter,
    defaultProp: props.defaultRoleFilter ?? null,
    onChange: props.onRoleFilterChange,
  })
  const [search, setSearch] = useControllableState({
    prop: props.search,
    defaultProp: props.defaultSearch ?? '',
    onChange: props.onSearchChange,
  })

  return {
    page,
    pageSize,
    sort,
    roleFilter,
    search,
    changePage: setPage,
    changePageSize: (nextPageSize) => {
      setPageSize(nextPageSize)
      setPage(1)
    },
    changeSort: (nextSort) => {
      setSort(nextSort)
      setPage(1)
    },
    changeRoleFilter: (nextRoleFilter) => {
      setRoleFilter(nextRoleFilter)
      setPage(1)
    },
    changeSearch: (nextSearch) => {
      setSearch(nextSearch)
      setPage(1)
    },
  }
}

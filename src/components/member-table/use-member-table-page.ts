import { useQuery } from '@tanstack/react-query'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import type { Member, MemberPage } from '../../core/domain'
import type { OrgKitError } from '../../core/org-kit-error'
import { useOrgScope } from '../../hooks/use-org-scope'
import { MEMBER_TABLE_FULL_READ_MEMBERSHIP_LIMIT, membersWithRole } from '../../query/members-page-defaults'
import { createMemberSearchQueries } from '../../query/create-member-search-queries'
import { useProviderFactories } from '../../query/use-provider-factories'
import type { MemberTableRoleFilter, MemberTableSort } from './member-table-types'
import { memberMatchesSearch, searchTermOf } from './search-members'
import { useMemberChunkSearch } from './use-member-chunk-search'
import { useSettledValue } from './use-settled-value'

/** How long the search box waits for the next keystroke before the server is asked. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 250

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

/** What a search read: `searched` members of the `count` the server holds (fewer while it is still reading). */
export interface MemberSearchScope {
  searched: number
  count: number
}

/** What {@link useMemberTablePage} gives. */
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

/**
 * How the table finds its rows: `page`, a server page (no search term); `whole`, the whole list read at once
 * and searched here (it fits one read); `server`, the server's search (the kit's Better Auth plugin);
 * `chunks`, the list read in chunks and searched here (a server without search).
 */
type PageSource = 'page' | 'whole' | 'server' | 'chunks'

const pageOf = (data: MemberPage, firstRowIndex: number): MemberTableView => ({
  rows: data.members,
  total: data.total,
  firstRowIndex,
})

/**
 * The page the member table shows: the rows and total of the view (search applied), whether a new read is
 * replacing it, what a search in the browser covered, and the error.
 *
 * Without a search term the page is one server page. With one:
 * - an organization read whole (`membership_limit` up to 100, and the list no longer than that) is searched
 *   in the browser from one read with `limit: membership_limit` (derived from the table's full read);
 * - otherwise the server's member search (the kit's Better Auth plugin) answers each keystroke (after a
 *   pause of {@link MEMBER_SEARCH_DEBOUNCE_MS}), sort, filter and page with one request of one page, the
 *   newest only;
 * - on a server without it (known from its first answer), the list is read in chunks and searched in the
 *   browser as they come (`useMemberChunkSearch`), saying how far it got.
 */
export function useMemberTablePage(options: MemberTablePageOptions): MemberTablePage {
  const { sort, roleFilter, search, page, pageSize, membershipLimit } = options
  const { queries, userId, signedIn, activeOrganizationId } = useOrgScope()
  const organizationId = options.organizationId ?? activeOrganizationId
  const readable = signedIn && organizationId !== null
  const searchTerm = searchTermOf(search)
  const firstRowIndex = (page - 1) * pageSize
  const sortDirection = sort.direction === 'ascending' ? 'asc' : 'desc'
  // What was learnt: this organization's list is longer than one read; the server has no search.
  const [learnt, setLearnt] = useState({ organizationId, longerThanOneRead: false, withoutServerSearch: false })
  const known =
    learnt.organizationId === organizationId ? learnt : { ...learnt, organizationId, longerThanOneRead: false }
  const source: PageSource = !searchTerm
    ? 'page'
    : membershipLimit <= MEMBER_TABLE_FULL_READ_MEMBERSHIP_LIMIT && !known.longerThanOneRead
      ? 'whole'
      : known.withoutServerSearch
        ? 'chunks'
        : 'server'

  const { memberSearch } = useProviderFactories(createMemberSearchQueries)
  const pageRead = useQuery({
    ...queries.members({
      userId,
      organizationId: organizationId ?? '',
      params: {
        sortBy: sort.column,
        sortDirection,
        ...(roleFilter === null ? {} : membersWithRole(roleFilter)),
        limit: source === 'whole' ? membershipLimit : pageSize,
        offset: source === 'whole' ? 0 : firstRowIndex,
      },
    }),
    enabled: readable && (source === 'page' || source === 'whole'),
  })
  // The server is asked for a term once the typing pauses; a sort, filter or page of that term at once.
  const settledTerm = useSettledValue(searchTerm, MEMBER_SEARCH_DEBOUNCE_MS)
  const serverSearch = useQuery({
    ...memberSearch({
      userId,
      organizationId: organizationId ?? '',
      params: {
        search: searchTerm,
        sortBy: sort.column,
        sortDirection,
        ...(roleFilter === null ? {} : { role: roleFilter }),
        limit: pageSize,
        offset: firstRowIndex,
      },
    }),
    enabled: readable && source === 'server' && settledTerm === searchTerm,
  })
  const chunkSearch = useMemberChunkSearch({
    userId,
    organizationId: organizationId ?? '',
    active: readable && source === 'chunks',
    searchTerm,
    roleFilter,
    sort,
    firstRowIndex,
    pageSize,
  })

  const wholeList = source === 'whole' && !pageRead.isPlaceholderData ? pageRead.data : undefined
  if (wholeList && wholeList.members.length < wholeList.total && !known.longerThanOneRead)
    setLearnt({ ...known, longerThanOneRead: true })
  if (source === 'server' && serverSearch.data === null && !known.withoutServerSearch)
    setLearnt({ ...known, withoutServerSearch: true })

  const current = currentPage({ source, pageRead, serverSearch, chunkSearch, searchTerm, firstRowIndex, pageSize })
  // While a new read replaces the view, the last view built from real data of this organization stays (never
  // another organization's).
  const [last, setLast] = useState<{ organizationId: string | null; view: MemberTableView } | undefined>(undefined)
  const lastView = last?.organizationId === organizationId ? last.view : undefined
  if (current.view && !current.isBusy && !isSameView(current.view, lastView))
    setLast({ organizationId, view: current.view })
  return { ...current, view: current.isBusy ? (current.view ?? lastView) : current.view }
}

function isSameView(view: MemberTableView, other: MemberTableView | undefined): boolean {
  if (!other) return false
  return (
    view.total === other.total &&
    view.firstRowIndex === other.firstRowIndex &&
    view.rows.length === other.rows.length &&
    view.rows.every((row, index) => row === other.rows[index])
  )
}

interface PageReads {
  source: PageSource
  pageRead: UseQueryResult<MemberPage, OrgKitError>
  serverSearch: UseQueryResult<MemberPage | null, OrgKitError>
  chunkSearch: ReturnType<typeof useMemberChunkSearch>
  searchTerm: string
  firstRowIndex: number
  pageSize: number
}

/** The page of the source in use, whether it is being replaced, and its error. */
function currentPage(reads: PageReads): MemberTablePage {
  const { source, pageRead, serverSearch, chunkSearch, searchTerm, firstRowIndex, pageSize } = reads
  if (source === 'chunks') {
    // What was found so far is shown as found (not as stale), the summary saying how far the reading got.
    const { view, scope, error, retry } = chunkSearch
    return { view, isBusy: !view && !error, searchScope: scope, error, retry }
  }
  const read = source === 'server' ? serverSearch : pageRead
  const retry = () => void read.refetch()
  const data = read.isPlaceholderData ? undefined : read.data
  // A server search is busy from the keystroke on (the pause in the typing included), the last view showing.
  const isBusy = read.isPlaceholderData || (source === 'server' && !data && !read.error)
  if (!data) return { view: undefined, isBusy, searchScope: undefined, error: read.error, retry }
  if (source !== 'whole')
    return { view: pageOf(data, firstRowIndex), isBusy, searchScope: undefined, error: null, retry }
  // The whole list, searched here.
  const found = data.members.filter((member) => memberMatchesSearch(member, searchTerm))
  return {
    view: { rows: found.slice(firstRowIndex, firstRowIndex + pageSize), total: found.length, firstRowIndex },
    isBusy,
    searchScope: { searched: data.members.length, count: data.total },
    error: null,
    retry,
  }
}

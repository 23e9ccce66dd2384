import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useOrgScope } from '../../hooks/use-org-scope'
import { MEMBER_TABLE_FULL_READ_MEMBERSHIP_LIMIT, membersWithRole } from '../../query/members-page-defaults'
import { createMemberSearchQueries } from '../../query/create-member-search-queries'
import { useProviderFactories } from '../../query/use-provider-factories'
import { currentPage } from './current-page'
import type { PageSource } from './current-page'
import type { MemberTablePage, MemberTableRoleFilter, MemberTableSort, MemberTableView } from './member-table-types'
import { searchTermOf } from './search-members'
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

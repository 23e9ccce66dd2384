import type { UseQueryResult } from '@tanstack/react-query'
import type { MemberPage } from '../../core/domain'
import type { OrgKitError } from '../../core/org-kit-error'
import type { MemberTablePage, MemberTableView } from './member-table-types'
import { memberMatchesSearch } from './search-members'
import type { MemberChunkSearch } from './use-member-chunk-search'

/**
 * How the table finds its rows: `page`, a server page (no search term); `whole`, the whole list read at once
 * and searched here (it fits one read); `server`, the server's search (the kit's Better Auth plugin);
 * `chunks`, the list read in chunks and searched here (a server without search).
 */
export type PageSource = 'page' | 'whole' | 'server' | 'chunks'

const pageOf = (data: MemberPage, firstRowIndex: number): MemberTableView => ({
  rows: data.members,
  total: data.total,
  firstRowIndex,
})

/** The reads of every source, and the view state, {@link currentPage} picks from. */
export interface PageReads {
  source: PageSource
  pageRead: UseQueryResult<MemberPage, OrgKitError>
  serverSearch: UseQueryResult<MemberPage | null, OrgKitError>
  chunkSearch: MemberChunkSearch
  searchTerm: string
  firstRowIndex: number
  pageSize: number
}

/** The page of the source in use, whether it is being replaced, and its error. */
export function currentPage(reads: PageReads): MemberTablePage {
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

import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { OrgKitError } from '../../core/org-kit-error'
import { createMemberChunkQueries } from '../../query/create-member-chunk-queries'
import { useProviderFactories } from '../../query/use-provider-factories'
import type { MemberSearchScope, MemberTableView } from './member-table-types'
import type { MemberFinding } from './search-members'
import { findMembers } from './search-members'

/**
 * Members per request of a search without the server's: Better Auth 1.6 (Neon Auth's) answers 500 to a
 * members page of more than 100 (it looks their users up with its find-many default).
 */
export const MEMBER_SEARCH_CHUNK_SIZE = 100

/** Options of {@link useMemberChunkSearch}. */
export interface MemberChunkSearchOptions extends MemberFinding {
  userId: string
  organizationId: string
  /** Whether the table searches this way now; reading stops (and resumes where it stopped) when not. */
  active: boolean
  firstRowIndex: number
  pageSize: number
}

/** What a chunked search has found so far. */
export interface MemberChunkSearch {
  /** The page of what was found so far; `undefined` before the first chunk. */
  view: MemberTableView | undefined
  /** How many members were read, of how many the server holds; `undefined` before the first chunk. */
  scope: MemberSearchScope | undefined
  error: OrgKitError | null
  /** Reads again the chunk that failed (or, before any, the first). */
  retry: () => void
}

/**
 * A search over a server without one (Neon Auth, stock Better Auth): the organization's members are read in
 * chunks of {@link MEMBER_SEARCH_CHUNK_SIZE}, in one fixed order, one request after the other while the table
 * searches, and the term, the role filter and the sort are applied to what has been read, at once and again
 * on every change. Chunks are read once: a new term, sort or filter reads nothing again, and what is kept is
 * what was read so far, never more.
 */
export function useMemberChunkSearch(options: MemberChunkSearchOptions): MemberChunkSearch {
  const { userId, organizationId, active, firstRowIndex, pageSize, searchTerm, roleFilter, sort } = options
  const { memberChunks } = useProviderFactories(createMemberChunkQueries)
  const chunks = useInfiniteQuery({
    ...memberChunks({ userId, organizationId, chunkSize: MEMBER_SEARCH_CHUNK_SIZE }),
    enabled: active,
  })
  const { hasNextPage, isFetching, isError, fetchNextPage } = chunks
  const read = chunks.data?.pages
  // The next chunk once the last is in (a chunk answered at once may never show as fetching: the count moves).
  const chunkCount = read?.length ?? 0
  useEffect(() => {
    if (active && hasNextPage && !isFetching && !isError) void fetchNextPage()
  }, [active, hasNextPage, isFetching, isError, fetchNextPage, chunkCount])

  const members = useMemo(() => read?.flatMap((chunk) => chunk.members), [read])
  const found = useMemo(
    () => members && findMembers(members, { searchTerm, roleFilter, sort }),
    [members, searchTerm, roleFilter, sort],
  )
  const lastChunk = read?.at(-1)
  return {
    view: found && { rows: found.slice(firstRowIndex, firstRowIndex + pageSize), total: found.length, firstRowIndex },
    scope: members && lastChunk && { searched: members.length, count: Math.max(lastChunk.total, members.length) },
    error: chunks.error,
    retry: () => void (read ? fetchNextPage() : chunks.refetch()),
  }
}

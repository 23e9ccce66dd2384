import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InfiniteData } from '@tanstack/react-query'
import type { MemberPage } from '../core/domain'
import type { OrgKitError } from '../core/org-kit-error'
import type { Transport } from '../core/transport'
import { orgKeys } from './org-keys'
import { READ_RETRY } from './retry-policy'

/** Input of the chunked read of an organization's members. */
export interface MemberChunksInput {
  userId: string
  organizationId: string
  /** Members per request. */
  chunkSize: number
}

/** The one order chunks are read in: by id, unique, so consecutive chunks never overlap or skip. */
const CHUNK_ORDER = { sortBy: 'id', sortDirection: 'asc' } as const

/**
 * The read factory of the member table's search on a server without one (`useMemberChunkSearch`), apart from
 * `createMemberSearchQueries` so that `useMemberSearch` does not bundle it. Its keys sit under
 * `orgKeys.members`, so the kit's member writes patch them in place with the members pages; they are not
 * refetched after them (`meta.refetchOnWrite: false`).
 */
export function createMemberChunkQueries(transport: Transport) {
  return {
    /**
     * An organization's members, read `chunkSize` at a time in one fixed order (by id), one chunk per
     * `fetchNextPage`: a search over a server without one reads these once, and every term, sort and filter
     * is applied to what has been read. Reading all of them again would cost one request per chunk (50 at
     * 5,000 members), so nothing reads them again by itself: not time, a focus, a reconnect, nor a member
     * write (which patches them in place). They are read anew once dropped from the cache (unused for its
     * `gcTime`).
     */
    memberChunks: ({ userId, organizationId, chunkSize }: MemberChunksInput) => {
      const queryKey = [...orgKeys.members(userId, organizationId), 'chunks', { chunkSize }] as const
      return infiniteQueryOptions<MemberPage, OrgKitError, InfiniteData<MemberPage>, typeof queryKey, number>({
        queryKey,
        queryFn: ({ pageParam, signal }) =>
          transport.listMembers(
            { query: { ...CHUNK_ORDER, organizationId, limit: chunkSize, offset: pageParam } },
            { signal },
          ),
        initialPageParam: 0,
        getNextPageParam: (lastChunk, chunks) => {
          const read = chunks.reduce((count, chunk) => count + chunk.members.length, 0)
          return lastChunk.members.length > 0 && read < lastChunk.total ? read : undefined
        },
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        meta: { refetchOnWrite: false },
        ...READ_RETRY,
      })
    },
  }
}

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { InfiniteData } from '@tanstack/react-query'
import { abortableDelay } from '../core/abortable-delay'
import type { MemberPage } from '../core/domain'
import type { MemberSearchInput } from '../core/member-search-input'
import type { OrgKitError } from '../core/org-kit-error'
import type { Transport } from '../core/transport'
import { DEFAULT_STALE_TIME } from './org-query-settings'
import { orgKeys } from './org-keys'
import { READ_RETRY } from './retry-policy'
import { sameScope } from './same-scope'

/** What one server search selects: every `searchMembers` parameter but the organization. */
export type MemberSearchParams = Omit<MemberSearchInput['query'], 'organizationId' | 'organizationSlug'>

/** Input of a server search page. */
export interface MemberSearchPageInput {
  userId: string
  organizationId: string
  params: MemberSearchParams
  /**
   * Waits this long before asking; a newer search cancels this one meanwhile, so no request is made
   * (the debounce of a search box). Not part of the key. @default 0
   */
  delayMs?: number | undefined
}

/** Input of the chunked read of an organization's members. */
export interface MemberChunksInput {
  userId: string
  organizationId: string
  /** Members per request. */
  chunkSize: number
}

/** The one order chunks are read in: by id, unique, so consecutive chunks never overlap or skip. */
const CHUNK_ORDER = { sortBy: 'id', sortDirection: 'asc' } as const

/** Options of {@link createMemberSearchQueries}. */
export interface MemberSearchQueriesOptions {
  /** How long reads stay fresh, as `createOrgQueries`' option. @default 30000 */
  staleTime?: number | undefined
}

/**
 * Read factories of the member search, bound to a transport: apart from `createOrgQueries`, so only the pages
 * that search members download them. Their keys sit under `orgKeys.members`, so the kit's member writes
 * invalidate and patch them with the members pages.
 *
 * @example
 * const { memberSearch } = createMemberSearchQueries(transport)
 * await queryClient.prefetchQuery(memberSearch({ userId, organizationId, params: { search: 'ada', limit: 25 } }))
 */
export function createMemberSearchQueries(transport: Transport, options: MemberSearchQueriesOptions = {}) {
  const settings = { staleTime: options.staleTime ?? DEFAULT_STALE_TIME }
  return {
    /**
     * One page of the server's member search (the kit's Better Auth plugin); `null` when the server has none.
     * While the next search of the same organization loads, the previous page stays as placeholder.
     */
    memberSearch: ({ userId, organizationId, params, delayMs = 0 }: MemberSearchPageInput) =>
      queryOptions<MemberPage | null, OrgKitError>({
        queryKey: [...orgKeys.members(userId, organizationId), 'search', params],
        queryFn: async ({ signal }) => {
          await abortableDelay(delayMs, signal)
          return transport.searchMembers({ query: { ...params, organizationId } }, { signal })
        },
        placeholderData: (previousData, previousQuery) =>
          previousQuery && sameScope(previousQuery.queryKey, { userId, organizationId }) ? previousData : undefined,
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),

    /**
     * An organization's members, read `chunkSize` at a time in one fixed order (by id), one chunk per
     * `fetchNextPage`: a search over a server without one reads these once, and every term, sort and filter
     * is applied to what has been read. Reading all of them again on every window focus would cost one
     * request per chunk, so a focus does not.
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
        staleTime: settings.staleTime,
        refetchOnWindowFocus: false,
        ...READ_RETRY,
      })
    },
  }
}

import { queryOptions } from '@tanstack/react-query'
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

/** Options of {@link createMemberSearchQueries}. */
export interface MemberSearchQueriesOptions {
  /** How long reads stay fresh, as `createOrgQueries`' option. @default 30000 */
  staleTime?: number | undefined
}

/**
 * The read factory of the member search, bound to a transport: apart from `createOrgQueries`, so only the pages
 * that search members download it. Its keys sit under `orgKeys.members`, so the kit's member writes invalidate
 * and patch them with the members pages.
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
  }
}

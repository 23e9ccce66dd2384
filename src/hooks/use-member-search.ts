import { useQuery } from '@tanstack/react-query'
import type { MemberSearchParams } from '../query/create-member-search-queries'
import { createMemberSearchQueries } from '../query/create-member-search-queries'
import { useProviderFactories } from '../query/use-provider-factories'
import { useOrgScope } from './use-org-scope'

/** Input of {@link useMemberSearch}: the term, page, sort and role filter, of the given (else the active) organization. */
export interface UseMemberSearchInput extends MemberSearchParams {
  /** The organization; the active one when absent. */
  organizationId?: string | undefined
  /**
   * Waits this long before asking, and asks nothing for a term replaced meanwhile (a search box's debounce).
   * @default 0
   */
  delayMs?: number | undefined
  /**
   * Whether to search at all; `false` keeps the query idle (TanStack Query's `enabled`).
   * @default true
   */
  enabled?: boolean | undefined
}

/**
 * One page of the members whose name or e-mail contains `search` (any case), sorted, role-filtered and paged
 * by the server, with `total` counting every match: one request per page, whatever the organization's size.
 * It needs the kit's Better Auth plugin (`orgkit()` from `orgkit/better-auth-plugin`): `data` is `null` on a
 * server without it (Neon Auth, stock Better Auth), known after one request. While the next search loads, the
 * previous page of the same organization stays as placeholder (`isPlaceholderData`); only the newest is shown.
 *
 * @example
 * const [search, setSearch] = useState('')
 * const { data } = useMemberSearch({ search, limit: 25, sortBy: 'createdAt', delayMs: 250 })
 * if (data === null) // the server has no member search: use useMembers and filter what it gives
 */
export function useMemberSearch(input: UseMemberSearchInput) {
  const { userId, signedIn, activeOrganizationId } = useOrgScope()
  const { memberSearch } = useProviderFactories(createMemberSearchQueries)
  const { organizationId = activeOrganizationId, delayMs, enabled = true, ...params } = input
  return useQuery({
    ...memberSearch({ userId, organizationId: organizationId ?? '', params, delayMs }),
    enabled: enabled && signedIn && organizationId !== null,
  })
}

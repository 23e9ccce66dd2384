import { useQuery } from '@tanstack/react-query'
import type { MemberListParams } from '../query/org-keys'
import { useOrgScope } from './use-org-scope'

/** Input of {@link useMembers}: a page, sort and filter, of the given (else the active) organization. */
export interface UseMembersInput extends MemberListParams {
  /** The organization; the active one when absent. */
  organizationId?: string | undefined
}

/**
 * One page of members with the `total` matching the filter. While the next page loads, the previous
 * page of the same organization stays as placeholder (`isPlaceholderData`); a page of another
 * organization or user never does. Idle while no organization is active or given.
 *
 * @example
 * const [page, setPage] = useState(0)
 * const { data, isPlaceholderData } = useMembers({ limit: 20, offset: page * 20, sortBy: 'createdAt' })
 */
export function useMembers(input: UseMembersInput = {}) {
  const { queries, userId, signedIn, activeOrganizationId } = useOrgScope()
  const { organizationId = activeOrganizationId, ...params } = input
  return useQuery({
    ...queries.members({ userId, organizationId: organizationId ?? '', params }),
    enabled: signedIn && organizationId !== null,
  })
}

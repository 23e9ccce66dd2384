import { useQuery } from '@tanstack/react-query'
import { useOrgScope } from './use-org-scope'

/** Which organization {@link useFullOrganization} reads; none given reads the active one. */
export interface UseFullOrganizationInput {
  /** The organization's id. */
  organizationId?: string | undefined
  /** The organization's slug (wins over the id, as on the server). */
  organizationSlug?: string | undefined
  /**
   * How many members to return at most.
   * @default one more than the configured `membership_limit` (all of them)
   */
  membersLimit?: number | undefined
  /**
   * Whether to read at all; `false` keeps the read idle (TanStack Query's `enabled`).
   * @default true
   */
  enabled?: boolean | undefined
}

/**
 * An organization with its members and invitations, by id, by slug, or the active one; `null` when none
 * is active.
 *
 * @example
 * const { slug } = useParams()
 * const { data: organization, error } = useFullOrganization({ organizationSlug: slug })
 */
export function useFullOrganization(input: UseFullOrganizationInput = {}) {
  const { queries, userId, signedIn, activeOrganizationId } = useOrgScope()
  const { organizationId, organizationSlug, membersLimit, enabled = true } = input
  const options =
    organizationSlug !== undefined
      ? queries.organizationBySlug({ userId, slug: organizationSlug, membersLimit })
      : queries.fullOrganization({ userId, organizationId: organizationId ?? activeOrganizationId, membersLimit })
  return useQuery({ ...options, enabled: signedIn && enabled })
}

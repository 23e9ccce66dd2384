import { useQuery } from '@tanstack/react-query'
import { useOrgScope } from './use-org-scope'

/**
 * The signed-in user's role(s) in the active organization (or the given one); `null` when none is active.
 * Comes with the organization's full read, without a call of its own.
 *
 * @example
 * const { data } = useActiveMemberRole()
 * const isOwner = data?.role.includes('owner') ?? false
 */
export function useActiveMemberRole(input: { organizationId?: string | undefined } = {}) {
  const { queries, userId, signedIn, activeOrganizationId } = useOrgScope()
  const organizationId = input.organizationId ?? activeOrganizationId
  return useQuery({ ...queries.activeMemberRole({ userId, organizationId }), enabled: signedIn })
}

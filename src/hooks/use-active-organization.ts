import { useQuery } from '@tanstack/react-query'
import { useOrgScope } from './use-org-scope'

/**
 * The active organization with its members and invitations; `null` when none is active. Follows the
 * session: after a switch it never answers with the previous organization, not even while loading.
 * The read also yields the caller's own membership and role, so `useActiveMember`,
 * `useActiveMemberRole` and `usePermission` cost no call of their own.
 *
 * @example
 * const { data: organization } = useActiveOrganization()
 * return <h1>{organization?.name ?? 'No organization'}</h1>
 */
export function useActiveOrganization() {
  const { queries, userId, signedIn, activeOrganizationId } = useOrgScope()
  return useQuery({ ...queries.fullOrganization({ userId, organizationId: activeOrganizationId }), enabled: signedIn })
}

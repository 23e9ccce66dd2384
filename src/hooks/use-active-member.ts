import { useQuery } from '@tanstack/react-query'
import { useOrgScope } from './use-org-scope'

/**
 * The signed-in user's membership (with user profile) in the active organization; `null` when none is
 * active. Comes with the active organization's read, without a call of its own.
 *
 * @example
 * const { data: member } = useActiveMember()
 * return <span>Signed in as {member?.user.name} ({member?.role.join(', ')})</span>
 */
export function useActiveMember() {
  const { queries, userId, signedIn, activeOrganizationId } = useOrgScope()
  return useQuery({ ...queries.activeMember({ userId, organizationId: activeOrganizationId }), enabled: signedIn })
}

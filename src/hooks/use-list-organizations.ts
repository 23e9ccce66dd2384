import { useQuery } from '@tanstack/react-query'
import { useOrgScope } from './use-org-scope'

/**
 * The organizations the signed-in user belongs to. Waits for the session; idle while signed out.
 *
 * @example
 * const { data: organizations = [] } = useListOrganizations()
 * return organizations.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)
 */
export function useListOrganizations() {
  const { queries, userId, signedIn } = useOrgScope()
  return useQuery({ ...queries.organizations(userId), enabled: signedIn })
}

import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Switches the active organization, as a transaction: the old organization's reads in flight are
 * cancelled, the cached session points at the new one at once (rolled back if the server refuses), the
 * old organization's entries are dropped, and the mutation resolves once the new organization and the
 * caller's membership are loaded; then the provider's `onSwitched` runs. `organizationId: null` unsets.
 *
 * @example
 * const switchTo = useSetActiveOrganization()
 * <select onChange={(e) => switchTo.mutate({ organizationId: e.target.value })}>…</select>
 */
export function useSetActiveOrganization() {
  return useMutation(useOrgKit().queries.mutations.setActive())
}

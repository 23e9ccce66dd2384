import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Leaves an organization. Its cached entries are dropped; when it was active, none is active afterwards
 * (the cached session follows).
 *
 * @example
 * const leave = useLeaveOrganization()
 * leave.mutate({ organizationId }, { onSuccess: () => navigate('/') })
 */
export function useLeaveOrganization() {
  return useMutation(useOrgKit().queries.mutations.leave())
}

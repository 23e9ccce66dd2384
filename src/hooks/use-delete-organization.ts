import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Deletes an organization (owner only). Its cached entries are dropped; when it was active, none is
 * active afterwards (the cached session follows).
 *
 * @example
 * const remove = useDeleteOrganization()
 * remove.mutate({ organizationId }, { onSuccess: () => navigate('/') })
 */
export function useDeleteOrganization() {
  return useMutation(useOrgKit().queries.mutations.delete())
}

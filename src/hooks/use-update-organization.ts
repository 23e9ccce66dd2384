import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Updates name, slug, logo or metadata of the given (else the active) organization; the list and
 * full reads refetch.
 *
 * @example
 * const update = useUpdateOrganization()
 * update.mutate({ data: { name: 'Acme Corp' } }, { onSuccess: () => close() })
 */
export function useUpdateOrganization() {
  return useMutation(useOrgKit().queries.mutations.update())
}

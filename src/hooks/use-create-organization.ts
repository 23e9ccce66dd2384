import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Creates an organization. On success the new organization becomes active (unless
 * `keepCurrentActiveOrganization`), the cached session follows without a refetch, the previous
 * organization's entries are dropped, and the list refetches.
 *
 * @example
 * const create = useCreateOrganization()
 * create.mutate({ name: 'Acme', slug: 'acme' }, { onSuccess: (org) => navigate(`/${org.slug}`) })
 */
export function useCreateOrganization() {
  return useMutation(useOrgKit().queries.mutations.create())
}

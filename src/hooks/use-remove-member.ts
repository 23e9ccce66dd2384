import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Removes a member by member id or e-mail from the given (else the active) organization. Gone at once
 * from members pages and full reads, put back if the server refuses. Removing oneself is leaving.
 *
 * @example
 * const remove = useRemoveMember()
 * remove.mutate({ memberIdOrEmail: member.id })
 */
export function useRemoveMember() {
  return useMutation(useOrgKit().queries.mutations.removeMember())
}

import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Sets a member's role(s) in the given (else the active) organization. Shown at once in members pages,
 * full reads and the caller's own role; rolled back if the server refuses.
 *
 * @example
 * const updateRole = useUpdateMemberRole()
 * updateRole.mutate({ memberId: member.id, role: 'admin' })
 */
export function useUpdateMemberRole() {
  return useMutation(useOrgKit().queries.mutations.updateMemberRole())
}

import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Declines an invitation addressed to the signed-in user; the user's invitations refetch.
 *
 * @example
 * const reject = useRejectInvitation()
 * reject.mutate({ invitationId })
 */
export function useRejectInvitation() {
  return useMutation(useOrgKit().queries.mutations.rejectInvitation())
}

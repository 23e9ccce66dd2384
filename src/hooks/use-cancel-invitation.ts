import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Cancels an invitation (owner or admin). Shown as canceled at once, put back if the server refuses.
 *
 * @example
 * const cancel = useCancelInvitation()
 * cancel.mutate({ invitationId: invitation.id })
 */
export function useCancelInvitation() {
  return useMutation(useOrgKit().queries.mutations.cancelInvitation())
}

import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Accepts an invitation addressed to the signed-in user. Its organization becomes active (the cached
 * session follows), and the user's organizations and invitations refetch.
 *
 * @example
 * const accept = useAcceptInvitation()
 * accept.mutate({ invitationId }, { onSuccess: () => navigate('/') })
 */
export function useAcceptInvitation() {
  return useMutation(useOrgKit().queries.mutations.acceptInvitation())
}

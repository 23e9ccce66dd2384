import { useMutation } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * Invites someone by e-mail to the given (else the active) organization; `resend: true` renews a pending
 * invitation. The organization's invitations refetch.
 *
 * @example
 * const invite = useInviteMember()
 * invite.mutate({ email, role: 'member' }, { onError: (e) => setError('email', { message: t(e.code) }) })
 */
export function useInviteMember() {
  return useMutation(useOrgKit().queries.mutations.inviteMember())
}

import { useQuery } from '@tanstack/react-query'
import { useOrgScope } from './use-org-scope'

/**
 * The pending invitations addressed to the signed-in user (the server asks for a verified e-mail:
 * otherwise the error code is `EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION`).
 *
 * @example
 * const { data: invitations = [] } = useUserInvitations()
 * return invitations.map((i) => <InvitationRow key={i.id} invitation={i} />)
 */
export function useUserInvitations() {
  const { queries, userId, signedIn } = useOrgScope()
  return useQuery({ ...queries.userInvitations(userId), enabled: signedIn })
}

import { useQuery } from '@tanstack/react-query'
import { useOrgScope } from './use-org-scope'

/**
 * One invitation addressed to the signed-in user, with organization name and slug and inviter e-mail
 * (the accept-invitation page). Idle without an id.
 *
 * @example
 * const invitationId = new URLSearchParams(location.search).get('invitationId') ?? undefined
 * const { data: invitation, error } = useInvitation(invitationId)
 */
export function useInvitation(invitationId: string | undefined) {
  const { queries, userId, signedIn } = useOrgScope()
  return useQuery({
    ...queries.invitation({ userId, invitationId: invitationId ?? '' }),
    enabled: signedIn && !!invitationId,
  })
}

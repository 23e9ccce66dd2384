import { useMutationState, useQuery } from '@tanstack/react-query'
import { isAnswerToInvitation } from '../query/invitation-answer'
import { useOrgScope } from './use-org-scope'

/**
 * One invitation addressed to the signed-in user, with organization name and slug and inviter e-mail
 * (the accept-invitation page). Idle without an id, and once the user accepts or declines it (from the
 * start of that write): the invitation is then consumed, its read dropped from the cache and not asked
 * again (the server would answer 400), while the page still shows what it read.
 *
 * @example
 * const invitationId = new URLSearchParams(location.search).get('invitationId') ?? undefined
 * const { data: invitation, error } = useInvitation(invitationId)
 */
export function useInvitation(invitationId: string | undefined) {
  const { queries, userId, signedIn } = useOrgScope()
  const answers = useMutationState({
    filters: { predicate: (mutation) => isAnswerToInvitation(mutation, invitationId) },
    select: (mutation) => mutation.state.status,
  })
  return useQuery({
    ...queries.invitation({ userId, invitationId: invitationId ?? '' }),
    enabled: signedIn && !!invitationId && answers.length === 0,
  })
}

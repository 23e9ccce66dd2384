import { useQuery } from '@tanstack/react-query'
import { useOrgScope } from './use-org-scope'

/**
 * The invitations of the given (else the active) organization, in every status (derive "expired" with
 * `invitationDisplayStatus`). Idle while no organization is active or given.
 *
 * @example
 * const { data: invitations = [] } = useInvitations()
 * const pending = invitations.filter((i) => isInvitationOpen(i))
 */
export function useInvitations(input: { organizationId?: string | undefined } = {}) {
  const { queries, userId, signedIn, activeOrganizationId } = useOrgScope()
  const organizationId = input.organizationId ?? activeOrganizationId
  return useQuery({
    ...queries.invitations({ userId, organizationId: organizationId ?? '' }),
    enabled: signedIn && organizationId !== null,
  })
}

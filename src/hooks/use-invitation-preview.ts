import { useQuery } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * The public preview of an invitation (organization name and logo, inviter's name, role, status, expiry),
 * signed in or not: what the accept-invitation page shows before anyone signs in. `data` is `null` when the
 * server has no preview endpoint (Neon Auth, or an app without the kit's Better Auth plugin); a missing or
 * expired invitation is the error `INVITATION_NOT_FOUND`. Idle without an id. Accepting or declining the
 * invitation refreshes it.
 *
 * @example
 * const invitationId = new URLSearchParams(location.search).get('invitationId') ?? undefined
 * const { data: preview } = useInvitationPreview(invitationId)
 * if (preview) return <p>{preview.inviterName} invited you to join {preview.organizationName}</p>
 */
export function useInvitationPreview(invitationId: string | undefined) {
  const { queries } = useOrgKit()
  return useQuery({ ...queries.invitationPreview(invitationId ?? ''), enabled: !!invitationId })
}

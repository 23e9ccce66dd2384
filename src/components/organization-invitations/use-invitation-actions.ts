import type { Invitation } from '../../core/domain'
import { useCancelInvitation } from '../../hooks/use-cancel-invitation'
import { useInviteMember } from '../../hooks/use-invite-member'
import { useMessages } from '../../hooks/use-messages'
import { useRowWrites } from '../ui/table-row-writes'

/**
 * Resend and cancel for the invitations table. Each failure is kept by invitation id, so it shows on its
 * row; successes are announced politely. Cancelling is optimistic (the mutation factory rolls back).
 */
export function useInvitationActions(organizationId: string | undefined) {
  const { t } = useMessages()
  const invite = useInviteMember()
  const cancel = useCancelInvitation()
  return useRowWrites<Invitation, 'resend' | 'cancel'>(async (kind, { id, email, role }) => {
    if (kind === 'resend') {
      await invite.mutateAsync({ email, role, organizationId, resend: true })
      return t('orgInvitations.resent', { email })
    }
    await cancel.mutateAsync({ invitationId: id })
    return t('orgInvitations.canceled', { email })
  })
}

import type { Invitation } from '../../core/domain'
import { useCancelInvitation } from '../../hooks/use-cancel-invitation'
import { useInviteMember } from '../../hooks/use-invite-member'
import { organizationInvitationsMessagesEn } from '../../messages/en/organization-invitations'
import { useRowWrites } from '../ui/table-row-writes'
import type { RowWrites } from '../ui/table-row-writes'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** A write on one invitation's row: send it again (resend an open one, invite again otherwise), or cancel it. */
export interface InvitationWrite {
  kind: 'resend' | 'cancel'
  invitation: Invitation
}

/**
 * The invitations table's writes. A failed one leaves its error on its row, a successful one is announced;
 * cancelling is optimistic (the mutation factory rolls back).
 */
export function useInvitationWrites(organizationId: string | undefined): RowWrites<InvitationWrite> {
  const { t } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const inviteMember = useInviteMember()
  const cancelInvitation = useCancelInvitation()
  const run = async ({ kind, invitation }: InvitationWrite): Promise<string> => {
    const { id, email, role } = invitation
    if (kind === 'cancel') {
      await cancelInvitation.mutateAsync({ invitationId: id })
      return t('organizationInvitations.canceledAnnouncement', { email })
    }
    await inviteMember.mutateAsync({ email, role, organizationId, resend: true })
    return t('organizationInvitations.resentAnnouncement', { email })
  }
  return useRowWrites({ rowId: (write) => write.invitation.id, run })
}

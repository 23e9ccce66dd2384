import type { Invitation } from '../../core/domain'
import { useInviteMember } from '../../hooks/use-invite-member'
import { organizationInvitationsMessagesEn } from '../../messages/en/organization-invitations'
import { useOrgKit } from '../../query/use-org-kit'
import { useAnnounce } from '../announcer/use-announce'
import { useRowWrites } from '../ui/table-row-writes'
import type { RowWrites } from '../ui/table-row-writes'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/**
 * A write on one invitation's row: send an open one again (with invitation e-mails off: renew its link), or
 * invite again after it expired, was declined or canceled. Cancelling asks first (`CancelInvitationDialog`).
 */
export interface InvitationWrite {
  kind: 'resend' | 'invite-again'
  invitation: Invitation
}

/** What a write's success says, with invitation e-mails on and off. */
const RESULT_MESSAGE_KEY = {
  resend: {
    emailsOn: 'organizationInvitations.resentAnnouncement',
    emailsOff: 'organizationInvitations.renewedAnnouncement',
  },
  'invite-again': {
    emailsOn: 'organizationInvitations.invitedAgainAnnouncement',
    emailsOff: 'organizationInvitations.invitedAgainWithoutEmailAnnouncement',
  },
} as const satisfies Record<
  InvitationWrite['kind'],
  Record<'emailsOn' | 'emailsOff', keyof typeof organizationInvitationsMessagesEn>
>

/**
 * The invitations table's writes. A failed one leaves its error on its row; a successful one is announced,
 * in words that say "sent" only when invitation e-mails are on.
 */
export function useInvitationWrites(organizationId: string | undefined): RowWrites<InvitationWrite> {
  const { t } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const emailsOn = useOrgKit().config.send_invitation_email
  const announce = useAnnounce()
  const inviteMember = useInviteMember()
  const run = async ({ kind, invitation }: InvitationWrite): Promise<string> => {
    const { email, role } = invitation
    await inviteMember.mutateAsync({ email, role, organizationId, resend: true })
    const resultKey = RESULT_MESSAGE_KEY[kind][emailsOn ? 'emailsOn' : 'emailsOff']
    announce({ tone: 'success', message: t(resultKey, { email }) })
    return ''
  }
  return useRowWrites({ rowId: (write) => write.invitation.id, run })
}

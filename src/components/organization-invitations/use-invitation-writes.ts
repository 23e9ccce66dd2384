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

/** What a write says once it went through or failed, with invitation e-mails on and off. */
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

const FAILURE_MESSAGE_KEY = {
  resend: {
    emailsOn: 'organizationInvitations.resendFailedAnnouncement',
    emailsOff: 'organizationInvitations.renewFailedAnnouncement',
  },
  'invite-again': {
    emailsOn: 'organizationInvitations.inviteAgainFailedAnnouncement',
    emailsOff: 'organizationInvitations.inviteAgainFailedAnnouncement',
  },
} as const satisfies Record<
  InvitationWrite['kind'],
  Record<'emailsOn' | 'emailsOff', keyof typeof organizationInvitationsMessagesEn>
>

/**
 * The invitations table's writes, each announced, in words that say "sent" only when invitation e-mails are
 * on: a success politely, a failure at once with the server's reason (a row's narrow actions cell has no room
 * for a sentence).
 */
export function useInvitationWrites(organizationId: string | undefined): RowWrites<InvitationWrite> {
  const { t, errorMessage } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const emailsOn = useOrgKit().config.send_invitation_email
  const announce = useAnnounce()
  const inviteMember = useInviteMember()
  const run = async ({ kind, invitation }: InvitationWrite): Promise<void> => {
    const { email, role } = invitation
    const emails = emailsOn ? 'emailsOn' : 'emailsOff'
    try {
      await inviteMember.mutateAsync({ email, role, organizationId, resend: true })
    } catch (error) {
      announce({ tone: 'error', message: t(FAILURE_MESSAGE_KEY[kind][emails], { email, reason: errorMessage(error) }) })
      throw error
    }
    announce({ tone: 'success', message: t(RESULT_MESSAGE_KEY[kind][emails], { email }) })
  }
  return useRowWrites({ rowId: (write) => write.invitation.id, run })
}

import type { InvitationDisplayStatus } from '../../core/invitation-state'
import { invitationStatusMessagesEn } from '../../messages/en/invitation-statuses'
import { Badge } from '../ui/badge'
import type { BadgeProps } from '../ui/badge'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

const STATUS_MESSAGE_KEY = {
  pending: 'invitationStatus.pending',
  accepted: 'invitationStatus.accepted',
  rejected: 'invitationStatus.rejected',
  canceled: 'invitationStatus.canceled',
  expired: 'invitationStatus.expired',
} as const satisfies Record<InvitationDisplayStatus, keyof typeof invitationStatusMessagesEn>

/** The badge's tone by status: open ones stand out; declined and canceled ones are neutral. */
const STATUS_TONE = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
  rejected: 'neutral',
  canceled: 'neutral',
} as const satisfies Record<InvitationDisplayStatus, BadgeProps['tone']>

/** An invitation's status as a badge: pending, accepted, declined, canceled or expired. */
export function InvitationStatusBadge({ status }: { status: InvitationDisplayStatus }) {
  const { t } = useLocalizedMessages(invitationStatusMessagesEn)
  return (
    <Badge slot="orgkit-invitations-status" tone={STATUS_TONE[status]}>
      {t(STATUS_MESSAGE_KEY[status])}
    </Badge>
  )
}

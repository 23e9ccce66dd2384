import { memo } from 'react'
import type { Invitation } from '../../core/domain'
import type { InvitationDisplayStatus } from '../../core/invitation-state'
import type { RuleResult } from '../../core/role-rules'
import { useMessages } from '../../hooks/use-messages'
import { Badge } from '../ui/badge'
import { CopyLink } from '../ui/copy-link'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import { RoleBadges, RowError, TableDate } from '../ui/table-cells'
import { TableAction } from '../ui/table-action'

/** Props of one invitation row. */
export interface InvitationRowProps {
  invitation: Invitation
  status: InvitationDisplayStatus
  /** `canInviteWithRole` for this invitation's role (resend / invite again). */
  resendRule: RuleResult
  /** Whether the viewer may cancel invitations (`canCancelInvitation`). */
  mayCancel: boolean
  invitationUrl: AcceptInvitationUrl
  error: unknown
  pending: boolean
  locale: string | undefined
  onAction: (kind: 'resend' | 'cancel', invitation: Invitation) => void
}

const TONE = { pending: 'info', accepted: 'success', rejected: 'neutral', canceled: 'neutral', expired: 'warning' } as const

/** One invitation: e-mail, role, status (expired derived), expiry, and its actions as the rules allow. */
export const InvitationRow = memo(function InvitationRow(props: InvitationRowProps) {
  const { invitation, status, resendRule, mayCancel, invitationUrl, error, pending, locale } = props
  const { t } = useMessages()
  const open = status === 'pending'
  const values = { email: invitation.email }
  return (
    <tr data-slot="orgkit-invitations-row" data-status={status} data-state={pending ? 'pending' : undefined}>
      <td data-slot="orgkit-invitations-cell" data-column="email">{invitation.email}</td>
      <td data-slot="orgkit-invitations-cell" data-column="role">
        <RoleBadges roles={invitation.role} slot="orgkit-invitations-role" />
      </td>
      <td data-slot="orgkit-invitations-cell" data-column="status">
        <Badge slot="orgkit-invitations-status" tone={TONE[status]}>{t(`invitationStatus.${status}`)}</Badge>
      </td>
      <td data-slot="orgkit-invitations-cell" data-column="expires">
        <TableDate date={invitation.expiresAt} locale={locale} />
      </td>
      <td data-slot="orgkit-invitations-cell" data-column="actions">
        <div data-slot="orgkit-invitations-actions">
          {status === 'accepted' ? null : (
            <TableAction
              aria-label={t(open ? 'invite.resendLabel' : 'orgInvitations.reinviteLabel', values)}
              rule={resendRule}
              pending={pending}
              onAction={() => props.onAction('resend', invitation)}
            >
              {t(open ? 'invite.resend' : 'orgInvitations.reinvite')}
            </TableAction>
          )}
          {mayCancel && (open || status === 'expired') ? (
            <TableAction aria-label={t('orgInvitations.cancelLabel', values)} pending={pending} onAction={() => props.onAction('cancel', invitation)}>
              {t('orgInvitations.cancel')}
            </TableAction>
          ) : null}
          {open ? (
            <CopyLink value={invitationUrl(invitation.id)} label={t('orgInvitations.copyLabel', values)}>
              {t('orgInvitations.copy')}
            </CopyLink>
          ) : null}
        </div>
        <RowError slot="orgkit-invitations-row-error" error={error} />
      </td>
    </tr>
  )
})

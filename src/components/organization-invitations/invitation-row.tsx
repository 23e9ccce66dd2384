import { memo, useId } from 'react'
import type { Invitation } from '../../core/domain'
import type { InvitationDisplayStatus } from '../../core/invitation-state'
import type { RuleResult } from '../../core/role-rules'
import { useMessages } from '../../hooks/use-messages'
import { Badge } from '../ui/badge'
import { Button } from '../ui/button'
import { CopyLink } from '../ui/copy-link'
import { formatDate } from '../ui/format-date'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import { VisuallyHidden } from '../ui/visually-hidden'

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
  onResend: (invitation: Invitation) => void
  onCancel: (invitation: Invitation) => void
}

const TONE = { pending: 'info', accepted: 'success', rejected: 'neutral', canceled: 'neutral', expired: 'warning' } as const

/** One invitation: e-mail, role, status (expired derived), expiry, and its actions as the rules allow. */
export const InvitationRow = memo(function InvitationRow(props: InvitationRowProps) {
  const { invitation, status, resendRule, mayCancel, invitationUrl, error, pending, locale } = props
  const { t, errorMessage } = useMessages()
  const reasonId = useId()
  const open = status === 'pending'
  const resendable = status !== 'accepted'
  const values = { email: invitation.email }
  return (
    <tr data-slot="orgkit-invitations-row" data-status={status} data-state={pending ? 'pending' : undefined}>
      <td data-slot="orgkit-invitations-cell" data-column="email">{invitation.email}</td>
      <td data-slot="orgkit-invitations-cell" data-column="role">
        {invitation.role.map((role) => (
          <Badge key={role} slot="orgkit-invitations-role">{t(`role.${role}`)}</Badge>
        ))}
      </td>
      <td data-slot="orgkit-invitations-cell" data-column="status">
        <Badge slot="orgkit-invitations-status" tone={TONE[status]}>{t(`invitationStatus.${status}`)}</Badge>
      </td>
      <td data-slot="orgkit-invitations-cell" data-column="expires">
        <time dateTime={invitation.expiresAt.toISOString()}>
          {formatDate(invitation.expiresAt, locale)}
        </time>
      </td>
      <td data-slot="orgkit-invitations-cell" data-column="actions">
        <div data-slot="orgkit-invitations-actions">
          {resendable ? (
            <>
              <Button
                variant="ghost"
                aria-label={t(open ? 'orgInvitations.resendLabel' : 'orgInvitations.reinviteLabel', values)}
                aria-disabled={!resendRule.allowed || pending || undefined}
                aria-describedby={resendRule.allowed ? undefined : reasonId}
                onClick={() => resendRule.allowed && !pending && props.onResend(invitation)}
              >
                {t(open ? 'orgInvitations.resend' : 'orgInvitations.reinvite')}
              </Button>
              {resendRule.allowed ? null : <VisuallyHidden id={reasonId}>{t(`error.${resendRule.reason}`)}</VisuallyHidden>}
            </>
          ) : null}
          {mayCancel && (open || status === 'expired') ? (
            <Button
              variant="ghost"
              aria-label={t('orgInvitations.cancelLabel', values)}
              aria-disabled={pending || undefined}
              onClick={() => !pending && props.onCancel(invitation)}
            >
              {t('orgInvitations.cancel')}
            </Button>
          ) : null}
          {open ? (
            <CopyLink value={invitationUrl(invitation.id)} label={t('orgInvitations.copyLabel', values)}>
              {t('orgInvitations.copy')}
            </CopyLink>
          ) : null}
        </div>
        {error ? (
          <p data-slot="orgkit-invitations-row-error" role="alert">
            {errorMessage(error)}
          </p>
        ) : null}
      </td>
    </tr>
  )
})

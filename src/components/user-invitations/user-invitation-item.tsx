import { memo, useId } from 'react'
import type { Invitation } from '../../core/domain'
import { isInvitationOpen } from '../../core/invitation-state'
import { useMessages } from '../../hooks/use-messages'
import { formatDate } from '../ui/format-date'
import { TableAction } from '../ui/table-action'
import { RowError } from '../ui/table-cells'

/** Props of one received invitation. */
export interface UserInvitationItemProps {
  invitation: Invitation
  error: unknown
  pending: boolean
  locale: string | undefined
  onAction: (kind: 'accept' | 'reject', invitation: Invitation) => void
}

/** One invitation the user received: organization, role, inviter, expiry; accept (while open) and decline. */
export const UserInvitationItem = memo(function UserInvitationItem(props: UserInvitationItemProps) {
  const { invitation, error, pending, locale } = props
  const { t } = useMessages()
  const titleId = useId()
  const organization = invitation.organizationName ?? t('userInvitations.unknownOrganization')
  const open = isInvitationOpen(invitation)
  const values = { organization }
  const date = formatDate(invitation.expiresAt, locale)
  return (
    <li data-slot="orgkit-user-invitation" data-status={open ? 'pending' : 'expired'} data-state={pending ? 'pending' : undefined} aria-labelledby={titleId}>
      <div data-slot="orgkit-user-invitation-details">
        <span id={titleId} data-slot="orgkit-user-invitation-organization">
          {organization}
        </span>
        <span data-slot="orgkit-user-invitation-role">
          {t('userInvitations.role', { roles: invitation.role.map((r) => t(`role.${r}`)).join(', ') })}
        </span>
        {invitation.inviterEmail ? (
          <span data-slot="orgkit-user-invitation-inviter">{t('userInvitations.invitedBy', { email: invitation.inviterEmail })}</span>
        ) : null}
        <span data-slot="orgkit-user-invitation-expiry" data-state={open ? undefined : 'expired'}>
          {open ? t('userInvitations.expires', { date }) : t('userInvitations.expired', { date })}
        </span>
      </div>
      <div data-slot="orgkit-user-invitation-actions">
        <TableAction aria-label={t('userInvitations.rejectLabel', values)} pending={pending} onAction={() => props.onAction('reject', invitation)}>
          {t('userInvitations.reject')}
        </TableAction>
        {open ? (
          <TableAction
            variant="primary"
            aria-label={t('userInvitations.acceptLabel', values)}
            pending={pending}
            onAction={() => props.onAction('accept', invitation)}
          >
            {t('userInvitations.accept')}
          </TableAction>
        ) : null}
      </div>
      <RowError slot="orgkit-user-invitation-error" error={error} />
    </li>
  )
})

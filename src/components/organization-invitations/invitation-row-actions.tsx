import { canCancelInvitation, canInviteWithRole } from '../../core/role-rules'
import { trimRoleNames } from '../../core/roles'
import { organizationInvitationsMessagesEn } from '../../messages/en/organization-invitations'
import { CopyLink } from '../ui/copy-link'
import type { InvitationLinkOptions } from '../ui/invitation-link'
import { TableAction } from '../ui/table-action'
import { RowError } from '../ui/table-cells'
import type { RowWrites } from '../ui/table-row-writes'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { ViewerRoles } from '../ui/use-viewer-roles'
import type { InvitationRow } from './invitation-rows'
import type { InvitationWrite } from './use-invitation-writes'

/** Props of {@link InvitationRowActions}. */
export interface InvitationRowActionsProps {
  row: InvitationRow
  viewer: ViewerRoles
  writes: RowWrites<InvitationWrite>
  /** How to link to an invitation, for "Copy link". */
  links: InvitationLinkOptions
}

/**
 * A row's actions, as the role rules allow: resend an open invitation or invite again (not once accepted;
 * refused ones disabled with the reason), cancel an open or expired one, and copy an open one's link. Then
 * the row's last error.
 */
export function InvitationRowActions({ row, viewer, writes, links }: InvitationRowActionsProps) {
  const { t } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const { invitation, status } = row
  const { id, email } = invitation
  const isOpen = status === 'pending'
  const isPending = writes.isPending(id)
  const resendRule = canInviteWithRole({
    actorRoles: viewer.roles,
    // The names a resend sends: trimmed, as the kit writes every role.
    role: trimRoleNames(invitation.role),
    creatorRole: viewer.creatorRole,
    accessControl: viewer.accessControl,
  })
  const mayCancel = canCancelInvitation({ actorRoles: viewer.roles, accessControl: viewer.accessControl }).allowed
  const resend = () => void writes.start({ kind: 'resend', invitation })
  return (
    <>
      <div data-slot="orgkit-invitations-actions">
        {isOpen && (
          <TableAction
            aria-label={t('organizationInvitations.resendButtonLabel', { email })}
            rule={resendRule}
            pending={isPending}
            onAction={resend}
          >
            {t('organizationInvitations.resendButton')}
          </TableAction>
        )}
        {!isOpen && status !== 'accepted' && (
          <TableAction
            aria-label={t('organizationInvitations.inviteAgainButtonLabel', { email })}
            rule={resendRule}
            pending={isPending}
            onAction={resend}
          >
            {t('organizationInvitations.inviteAgainButton')}
          </TableAction>
        )}
        {mayCancel && (isOpen || status === 'expired') && (
          <TableAction
            aria-label={t('organizationInvitations.cancelButtonLabel', { email })}
            pending={isPending}
            onAction={() => void writes.start({ kind: 'cancel', invitation })}
          >
            {t('organizationInvitations.cancelButton')}
          </TableAction>
        )}
        {isOpen && <CopyLink id={id} email={email} links={links} short />}
      </div>
      <RowError slot="orgkit-invitations-row-error" error={writes.errorOf(id)} />
    </>
  )
}

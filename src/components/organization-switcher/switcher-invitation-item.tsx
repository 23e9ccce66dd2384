import type { Invitation } from '../../core/domain'
import { organizationSwitcherPopoverMessagesEn } from '../../messages/en/organization-switcher-popover'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { Avatar } from '../ui/avatar'
import { useRoleText } from '../ui/role-text'
import { TableAction } from '../ui/table-action'

/** How the user answers an invitation from the switcher: accept it, or decline it (`reject`, as the server calls it). */
export type SwitcherInvitationAnswer = 'accept' | 'reject'

/** Props of {@link SwitcherInvitationItem}. */
export interface SwitcherInvitationItemProps {
  invitation: Invitation
  /** The organization's name, or the words for one the invitation does not name. */
  organizationName: string
  /** Whether an answer to this invitation is in flight: both buttons then do nothing. */
  pending: boolean
  onAnswer: (answer: SwitcherInvitationAnswer) => void
}

/**
 * One pending invitation in the switcher: the organization's avatar and name, the role offered, then Accept
 * and, as the secondary action, Decline (each named with the organization, as there may be several).
 */
export function SwitcherInvitationItem({
  invitation,
  organizationName,
  pending,
  onAnswer,
}: SwitcherInvitationItemProps) {
  const { t } = useLocalizedMessages(organizationSwitcherPopoverMessagesEn)
  const roleText = useRoleText()
  return (
    // Focusable from code only: where the focus goes when the invitation before it was answered and left.
    <li
      data-slot="orgkit-organization-switcher-invitation"
      data-invitation-id={invitation.id}
      data-state={pending ? 'pending' : undefined}
      tabIndex={-1}
      aria-label={organizationName}
    >
      <Avatar name={organizationName} colorKey={invitation.organizationId} />
      <span data-slot="orgkit-organization-switcher-option-text">
        {/* Cut with an ellipsis when long: the whole name is the title, and in the buttons' names. */}
        <span data-slot="orgkit-organization-switcher-option-name" title={organizationName}>
          {organizationName}
        </span>
        <span data-slot="orgkit-organization-switcher-role">
          {t('organizationSwitcher.invitationRoleLabel', { roles: roleText.labels(invitation.role) })}
        </span>
      </span>
      <span data-slot="orgkit-organization-switcher-invitation-actions">
        <TableAction
          variant="primary"
          aria-label={t('organizationSwitcher.acceptInvitationAccessibleName', { organization: organizationName })}
          pending={pending}
          onAction={() => onAnswer('accept')}
        >
          {t('organizationSwitcher.acceptInvitationButton')}
        </TableAction>
        <TableAction
          aria-label={t('organizationSwitcher.declineInvitationAccessibleName', { organization: organizationName })}
          pending={pending}
          onAction={() => onAnswer('reject')}
        >
          {t('organizationSwitcher.declineInvitationButton')}
        </TableAction>
      </span>
    </li>
  )
}

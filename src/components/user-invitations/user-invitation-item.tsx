import type { Invitation } from '../../core/domain'
import { isInvitationOpen } from '../../core/invitation-state'
import { userInvitationsMessagesEn } from '../../messages/en/user-invitations'
import { useFormattedDate } from '../ui/format-date'
import { useRoleText } from '../ui/role-text'
import { TableAction } from '../ui/table-action'
import { RowError } from '../ui/table-cells'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** How the user answers an invitation: accept it, or decline it (`reject`, as the server calls it). */
export type InvitationAnswerChoice = 'accept' | 'reject'

/** The button of each answer. */
const ANSWER_BUTTON_MESSAGE_KEY = {
  accept: 'userInvitations.acceptButton',
  reject: 'userInvitations.declineButton',
} as const satisfies Record<InvitationAnswerChoice, keyof typeof userInvitationsMessagesEn>

/** Props of {@link UserInvitationItem}. */
export interface UserInvitationItemProps {
  invitation: Invitation
  /** The organization's name, or the words for one the invitation does not name. */
  organizationName: string
  /** Whether an answer to this invitation is in flight. */
  pending: boolean
  /** The error of the last answer that failed. */
  error: unknown
  /** Locale of the expiry date. */
  locale: string | undefined
  onAnswer: (answer: InvitationAnswerChoice) => void
}

/**
 * One received invitation: organization, role, inviter and expiry, then Decline and (while it is open)
 * Accept, and the error of a failed answer. Named by its organization.
 */
export function UserInvitationItem({
  invitation,
  organizationName,
  pending,
  error,
  locale,
  onAnswer,
}: UserInvitationItemProps) {
  const { t } = useLocalizedMessages(userInvitationsMessagesEn)
  const roleText = useRoleText()
  const open = isInvitationOpen(invitation)
  const answers: readonly InvitationAnswerChoice[] = open ? ['reject', 'accept'] : ['reject']
  return (
    // Focusable from code only: where the focus goes when the invitation before it was answered and left.
    <li
      data-slot="orgkit-user-invitation"
      data-invitation-id={invitation.id}
      tabIndex={-1}
      data-status={open ? 'pending' : 'expired'}
      data-state={pending ? 'pending' : undefined}
      aria-label={organizationName}
    >
      <div data-slot="orgkit-user-invitation-details">
        <b>{organizationName}</b>
        <span>{t('userInvitations.roleDetail', { roles: roleText.labels(invitation.role) })}</span>
        {invitation.inviterEmail ? (
          <span>{t('userInvitations.inviterDetail', { email: invitation.inviterEmail })}</span>
        ) : null}
        <InvitationExpiry expired={!open} expiresAt={invitation.expiresAt} locale={locale} />
      </div>
      <div data-slot="orgkit-user-invitation-actions">
        {answers.map((answer) => {
          const action = t(ANSWER_BUTTON_MESSAGE_KEY[answer])
          return (
            <TableAction
              key={answer}
              variant={answer === 'accept' ? 'primary' : 'ghost'}
              aria-label={t('userInvitations.actionButtonAccessibleName', { action, organization: organizationName })}
              pending={pending}
              onAction={() => onAnswer(answer)}
            >
              {action}
            </TableAction>
          )
        })}
      </div>
      <RowError slot="orgkit-user-invitation-error" error={error} />
    </li>
  )
}

/** Props of {@link InvitationExpiry}. */
interface InvitationExpiryProps {
  expired: boolean
  expiresAt: Date
  locale: string | undefined
}

/** "Expires: Mar 4, 2026" (or "Expired: …"), the date written safely for hydration. */
function InvitationExpiry({ expired, expiresAt, locale }: InvitationExpiryProps) {
  const { t } = useLocalizedMessages(userInvitationsMessagesEn)
  const date = useFormattedDate(expiresAt, locale)
  return <span>{t(expired ? 'userInvitations.expiredDetail' : 'userInvitations.expiresDetail', { date })}</span>
}

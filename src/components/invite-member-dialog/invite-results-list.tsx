import { inviteMemberDialogMessagesEn } from '../../messages/en/invite-member-dialog'
import { Button } from '../ui/button'
import { CopyLink } from '../ui/copy-link'
import type { InvitationLinkOptions } from '../ui/invitation-link'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { isRoleError, needsFixing } from './invite-result'
import type { InviteResult, SendingInviteResult, SentInviteResult } from './invite-result'

type InviteMemberDialogMessageKey = keyof typeof inviteMemberDialogMessagesEn

/** The words a row without an error says, for each status: "sent" with e-mails on, "created" with them off. */
type ResultStatusMessageKeys = Record<(SendingInviteResult | SentInviteResult)['status'], InviteMemberDialogMessageKey>

/** The words of the results that carry no error, when invitation e-mails are on. */
const RESULT_STATUS_MESSAGE_KEY_WITH_EMAILS = {
  sending: 'inviteMemberDialog.sendingResultStatus',
  sent: 'inviteMemberDialog.sentResultStatus',
  resent: 'inviteMemberDialog.resentResultStatus',
} as const satisfies ResultStatusMessageKeys

/** The words of the results that carry no error, when invitation e-mails are off: nothing was sent. */
const RESULT_STATUS_MESSAGE_KEY_WITHOUT_EMAILS = {
  sending: 'inviteMemberDialog.sendingResultStatus',
  sent: 'inviteMemberDialog.createdResultStatus',
  resent: 'inviteMemberDialog.renewedResultStatus',
} as const satisfies ResultStatusMessageKeys

/** Props of {@link InviteResultsList}. */
export interface InviteResultsListProps {
  /** The id of the list's heading, which labels it. */
  titleId: string
  results: readonly InviteResult[]
  isSending: boolean
  /**
   * Invitation e-mails are off: the results say "created", never "sent", and each invitation offers its
   * link to copy.
   */
  invitationEmailsOff: boolean
  /** How the copied links are built. */
  links: InvitationLinkOptions
  /** Sends one address again (resend or retry). */
  onSendAgain: (result: InviteResult) => void
}

/** The outcome of a batch: a summary, then one line per address with its status and its action. */
export function InviteResultsList({
  titleId,
  results,
  isSending,
  invitationEmailsOff,
  links,
  onSendAgain,
}: InviteResultsListProps) {
  const { t } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  const invitedCount = results.filter((result) => 'invitation' in result).length
  const notInvitedCount = results.length - invitedCount
  const invited = invitationEmailsOff
    ? t('inviteMemberDialog.createdCount', { count: invitedCount })
    : t('inviteMemberDialog.sentCount', { count: invitedCount })
  const notInvited = invitationEmailsOff
    ? t('inviteMemberDialog.notCreatedCount', { count: notInvitedCount })
    : t('inviteMemberDialog.notSentCount', { count: notInvitedCount })
  // "2 invitations created." when every address got one, rather than a trailing "0 not created".
  const summary =
    notInvitedCount === 0
      ? t('inviteMemberDialog.allInvitedSummaryStatus', { invited })
      : t('inviteMemberDialog.resultsSummaryStatus', { invited, notInvited })
  const someNeedFixing = results.some(needsFixing)
  return (
    <section data-slot="orgkit-invite-results" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('inviteMemberDialog.resultsTitle')}</h3>
      <p role="status">
        {isSending ? t('inviteMemberDialog.sendingStatus') : summary}
        {!isSending && someNeedFixing ? ` ${t('inviteMemberDialog.addressesToFixKeptHint')}` : null}
      </p>
      <ul>
        {results.map((result) => (
          <InviteResultItem
            key={result.email}
            result={result}
            invitationEmailsOff={invitationEmailsOff}
            links={links}
            onSendAgain={onSendAgain}
          />
        ))}
      </ul>
    </section>
  )
}

/** Props of {@link InviteResultItem}. */
interface InviteResultItemProps {
  result: InviteResult
  invitationEmailsOff: boolean
  links: InvitationLinkOptions
  onSendAgain: (result: InviteResult) => void
}

/**
 * What one row says. A refusal of the role is said once, on the role field, so its rows only point there;
 * a malformed address gets a short status rather than the field's "Enter a valid…" instruction.
 */
function useResultStatusText(result: InviteResult, invitationEmailsOff: boolean): string {
  const { t, errorMessage } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  if (!('error' in result)) {
    const keys = invitationEmailsOff ? RESULT_STATUS_MESSAGE_KEY_WITHOUT_EMAILS : RESULT_STATUS_MESSAGE_KEY_WITH_EMAILS
    return t(keys[result.status])
  }
  if (result.status === 'invalid') return t('inviteMemberDialog.invalidAddressResultStatus')
  if (isRoleError(result.error)) return t('inviteMemberDialog.roleRefusedResultStatus')
  return errorMessage(result.error)
}

/** The action offered on a row: resend (or, without e-mails, get the link of) an existing invitation, or retry. */
function resultActionMessageKey(
  status: InviteResult['status'],
  invitationEmailsOff: boolean,
): InviteMemberDialogMessageKey | undefined {
  if (status === 'invited')
    return invitationEmailsOff ? 'inviteMemberDialog.getLinkButton' : 'inviteMemberDialog.resendButton'
  if (status === 'failed') return 'inviteMemberDialog.retryButton'
  return undefined
}

/** One address: its status (or its refusal's sentence), a resend or retry, and its link to copy once invited. */
function InviteResultItem({ result, invitationEmailsOff, links, onSendAgain }: InviteResultItemProps) {
  const { t } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  const { email, status } = result
  const statusText = useResultStatusText(result, invitationEmailsOff)
  const actionKey = resultActionMessageKey(status, invitationEmailsOff)
  return (
    <li data-slot="orgkit-invite-result" data-status={status}>
      <span data-slot="orgkit-invite-result-email">{email}</span>
      <span>{statusText}</span>
      <span data-slot="orgkit-invite-result-actions">
        {actionKey ? (
          <Button
            variant="ghost"
            aria-label={t('inviteMemberDialog.resultActionAccessibleName', { action: t(actionKey), email })}
            onClick={() => onSendAgain(result)}
          >
            {t(actionKey)}
          </Button>
        ) : null}
        {invitationEmailsOff && 'invitation' in result ? (
          <CopyLink id={result.invitation.id} email={email} links={links} />
        ) : null}
      </span>
    </li>
  )
}

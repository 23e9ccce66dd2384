import { inviteMemberDialogMessagesEn } from '../../messages/en/invite-member-dialog'
import { Button } from '../ui/button'
import { CopyLink } from '../ui/copy-link'
import type { InvitationLinkOptions } from '../ui/invitation-link'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { needsFixing } from './invite-result'
import type { InviteResult, SendingInviteResult, SentInviteResult } from './invite-result'

type InviteMemberDialogMessageKey = keyof typeof inviteMemberDialogMessagesEn

/** The words of the results that carry no error (a refusal shows its error's sentence instead). */
const RESULT_STATUS_MESSAGE_KEY = {
  sending: 'inviteMemberDialog.sendingResultStatus',
  sent: 'inviteMemberDialog.sentResultStatus',
  resent: 'inviteMemberDialog.resentResultStatus',
} as const satisfies Record<(SendingInviteResult | SentInviteResult)['status'], InviteMemberDialogMessageKey>

/** The action offered on a result: a resend of an existing invitation, or a retry of a failed request. */
const RESULT_ACTION_MESSAGE_KEY = {
  invited: 'inviteMemberDialog.resendButton',
  failed: 'inviteMemberDialog.retryButton',
} as const satisfies Partial<Record<InviteResult['status'], InviteMemberDialogMessageKey>>

/** Props of {@link InviteResultsList}. */
export interface InviteResultsListProps {
  /** The id of the list's heading, which labels it. */
  titleId: string
  results: readonly InviteResult[]
  isSending: boolean
  /** Offer each sent invitation's link to copy (invitation e-mails are off). */
  offerLinks: boolean
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
  offerLinks,
  links,
  onSendAgain,
}: InviteResultsListProps) {
  const { t } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  const sentCount = results.filter((result) => 'invitation' in result).length
  const summary = t('inviteMemberDialog.resultsSummaryStatus', {
    sent: t('inviteMemberDialog.sentCount', { count: sentCount }),
    notSent: t('inviteMemberDialog.notSentCount', { count: results.length - sentCount }),
  })
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
            offerLinks={offerLinks}
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
  offerLinks: boolean
  links: InvitationLinkOptions
  onSendAgain: (result: InviteResult) => void
}

/** One address: its status (or its refusal's sentence), a resend or retry, and its link to copy once sent. */
function InviteResultItem({ result, offerLinks, links, onSendAgain }: InviteResultItemProps) {
  const { t, errorMessage } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  const { email, status } = result
  const statusText = 'error' in result ? errorMessage(result.error) : t(RESULT_STATUS_MESSAGE_KEY[result.status])
  const actionKey = status === 'invited' || status === 'failed' ? RESULT_ACTION_MESSAGE_KEY[status] : undefined
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
        {offerLinks && 'invitation' in result ? (
          <CopyLink id={result.invitation.id} email={email} links={links} />
        ) : null}
      </span>
    </li>
  )
}

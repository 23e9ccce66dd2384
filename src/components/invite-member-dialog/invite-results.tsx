import { useId } from 'react'
import { useMessages } from '../../hooks/use-messages'
import { Button } from '../ui/button'
import { CopyLink } from '../ui/copy-link'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import type { InviteResult } from './use-invite-batch'

/** Props of {@link InviteResults}. */
export interface InviteResultsProps {
  results: readonly InviteResult[]
  /** Whether to offer "Copy invitation link" on sent invitations (invitation e-mails are off). */
  offerLinks: boolean
  invitationUrl: AcceptInvitationUrl
  onResend: (result: InviteResult) => void
  onRetry: (result: InviteResult) => void
}

const TONE = { sending: 'info', sent: 'success', resent: 'success', member: 'info', invited: 'warning', invalid: 'danger', failed: 'danger' } as const

/**
 * One line per address: sent, already a member, already invited (resend), invalid, failed (retry).
 * Sent invitations offer their link when nobody gets an e-mail.
 */
export function InviteResults({ results, offerLinks, invitationUrl, onResend, onRetry }: InviteResultsProps) {
  const { t, errorMessage } = useMessages()
  const titleId = useId()
  if (results.length === 0) return null
  const sent = results.filter((r) => r.status === 'sent' || r.status === 'resent').length
  const pending = results.some((r) => r.status === 'sending')
  return (
    <section data-slot="orgkit-invite-results" aria-labelledby={titleId}>
      <h3 id={titleId} data-slot="orgkit-invite-results-title">
        {t('invite.resultsTitle')}
      </h3>
      <p data-slot="orgkit-invite-results-summary" role="status">
        {pending ? t('invite.sending') : t('invite.summary', { sent, other: results.length - sent })}
      </p>
      <ul data-slot="orgkit-invite-results-list">
        {results.map((result) => (
          <li key={result.email} data-slot="orgkit-invite-result" data-status={result.status} data-tone={TONE[result.status]}>
            <span data-slot="orgkit-invite-result-email">{result.email}</span>
            <span data-slot="orgkit-invite-result-status">
              {t(`invite.status.${result.status}`)}
              {result.status === 'failed' ? ` — ${errorMessage(result.error)}` : null}
            </span>
            <span data-slot="orgkit-invite-result-actions">
              {result.status === 'invited' ? (
                <Button variant="ghost" aria-label={t('invite.resendLabel', { email: result.email })} onClick={() => onResend(result)}>
                  {t('invite.resend')}
                </Button>
              ) : null}
              {result.status === 'failed' ? (
                <Button variant="ghost" aria-label={t('invite.retryLabel', { email: result.email })} onClick={() => onRetry(result)}>
                  {t('invite.retry')}
                </Button>
              ) : null}
              {offerLinks && result.invitation && (result.status === 'sent' || result.status === 'resent') ? (
                <CopyLink value={invitationUrl(result.invitation.id)} label={t('invite.copyLinkLabel', { email: result.email })}>
                  {t('invite.copyLink')}
                </CopyLink>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

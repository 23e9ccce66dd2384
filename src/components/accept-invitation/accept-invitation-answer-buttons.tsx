import { acceptInvitationMessagesEn } from '../../messages/en/accept-invitation'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { ActionButton } from './accept-invitation-action'

/** Props of {@link AnswerButtons}. */
export interface AnswerButtonsProps {
  onAccept: () => void
  onDecline: () => void
  /** Accepting is in flight. */
  isAccepting: boolean
  /** Declining is in flight. */
  isDeclining: boolean
}

/**
 * The answers to an open invitation: decline, and accept (the primary one). While either runs, both refuse
 * clicks and the running one says so.
 */
export function AnswerButtons({ onAccept, onDecline, isAccepting, isDeclining }: AnswerButtonsProps) {
  const { t } = useLocalizedMessages(acceptInvitationMessagesEn)
  const answering = isAccepting || isDeclining
  return (
    <>
      <ActionButton
        label={t(isDeclining ? 'acceptInvitation.decliningButton' : 'acceptInvitation.declineButton')}
        onPress={onDecline}
        blocked={answering}
      />
      <ActionButton
        label={t(isAccepting ? 'acceptInvitation.acceptingButton' : 'acceptInvitation.acceptButton')}
        onPress={onAccept}
        variant="primary"
        blocked={answering}
      />
    </>
  )
}

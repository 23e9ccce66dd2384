import type { Invitation } from '../../core/domain'
import type { AcceptInvitationResult } from '../../core/transport'
import { useAcceptInvitation } from '../../hooks/use-accept-invitation'
import { useRejectInvitation } from '../../hooks/use-reject-invitation'
import { acceptInvitationMessagesEn } from '../../messages/en/accept-invitation'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useAnnounce } from '../announcer/use-announce'
import { useRedirect } from '../ui/use-redirect'
import { useSingleFlight } from '../ui/use-single-flight'

/** Options of {@link useInvitationAnswer}. */
export interface InvitationAnswerOptions {
  invitationId: string
  /** The invitation as shown; nothing is sent before it is read. */
  invitation: Invitation | undefined
  onAccepted?: ((result: AcceptInvitationResult, invitation: Invitation) => void) | undefined
  /** Where to go after accepting (`:id` and `:slug` become the organization's). */
  afterAcceptUrl?: string | undefined
  onRejected?: ((invitation: Invitation) => void) | undefined
  /** Where to go after declining. */
  afterRejectUrl?: string | undefined
}

/** What {@link useInvitationAnswer} gives: the two answers, their progress and their outcome. */
export interface InvitationAnswer {
  accept: () => void
  decline: () => void
  isAccepting: boolean
  isDeclining: boolean
  accepted: boolean
  declined: boolean
  /** The refusal of the answer given last, if it was refused. */
  error: unknown
}

/**
 * Accepting or declining the invitation, one answer at a time however fast the clicks come: each says what
 * happened, calls the page's callback, then goes to the page's URL for it (through the provider's `navigate`).
 * A refusal is the mutation's `error`, shown by the page.
 */
export function useInvitationAnswer({
  invitationId,
  invitation,
  onAccepted,
  afterAcceptUrl,
  onRejected,
  afterRejectUrl,
}: InvitationAnswerOptions): InvitationAnswer {
  const { t } = useLocalizedMessages(acceptInvitationMessagesEn)
  const announce = useAnnounce()
  const redirect = useRedirect()
  const organizationName = invitation?.organizationName ?? t('acceptInvitation.unknownOrganizationName')
  const acceptMutation = useAcceptInvitation()
  const rejectMutation = useRejectInvitation()

  // One answer at a time: a double click on Accept, or Decline pressed while accepting, sends nothing more.
  const flight = useSingleFlight()

  const accept = () => {
    if (!invitation) return
    const organization = { id: invitation.organizationId, slug: invitation.organizationSlug }
    void flight.run('answer', async () => {
      const result = await acceptMutation.mutateAsync({ invitationId })
      const message = t('acceptInvitation.acceptedAnnouncement', { organization: organizationName })
      announce({ tone: 'success', message })
      onAccepted?.(result, invitation)
      redirect(afterAcceptUrl, organization)
    })
  }

  const decline = () => {
    if (!invitation) return
    const organization = { id: invitation.organizationId, slug: invitation.organizationSlug }
    void flight.run('answer', async () => {
      await rejectMutation.mutateAsync({ invitationId })
      const message = t('acceptInvitation.declinedAnnouncement', { organization: organizationName })
      announce({ tone: 'success', message })
      onRejected?.(invitation)
      redirect(afterRejectUrl, organization)
    })
  }

  const answeredLast = acceptMutation.submittedAt >= rejectMutation.submittedAt ? acceptMutation : rejectMutation
  return {
    accept,
    decline,
    isAccepting: acceptMutation.isPending,
    isDeclining: rejectMutation.isPending,
    accepted: acceptMutation.isSuccess,
    declined: rejectMutation.isSuccess,
    error: answeredLast.error,
  }
}

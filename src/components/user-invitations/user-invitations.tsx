import { useId, useRef } from 'react'
import type { Invitation } from '../../core/domain'
import { OrgKitError } from '../../core/org-kit-error'
import type { AcceptInvitationResult } from '../../core/transport'
import { useAcceptInvitation } from '../../hooks/use-accept-invitation'
import { useRejectInvitation } from '../../hooks/use-reject-invitation'
import { useSession } from '../../hooks/use-session'
import { useUserInvitations } from '../../hooks/use-user-invitations'
import { userInvitationsMessagesEn } from '../../messages/en/user-invitations'
import { useRowWrites } from '../ui/table-row-writes'
import { TableContent } from '../ui/table-states'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useRedirect } from '../ui/use-redirect'
import { useAnnounce } from '../announcer/use-announce'
import { useFocusAfterAnswer } from './use-focus-after-answer'
import { UserInvitationItem } from './user-invitation-item'
import type { InvitationAnswerChoice } from './user-invitation-item'

/** Props of {@link UserInvitations}. */
export interface UserInvitationsProps {
  /** Called after an invitation was accepted; its organization is then the active one. */
  onAccepted?: ((result: AcceptInvitationResult, invitation: Invitation) => void) | undefined
  /** Where to go after accepting (after `onAccepted`), as a plain value. Goes through the provider's `navigate`; `:id` and `:slug` become the organization's. */
  afterAcceptUrl?: string | undefined
  /** Called after an invitation was declined. */
  onRejected?: ((invitation: Invitation) => void) | undefined
  /** Where to go after declining (after `onRejected`), as a plain value. */
  afterRejectUrl?: string | undefined
  /** Locale of dates. @default the provider's `locale`, else the browser's */
  locale?: string | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/** One answer to one invitation, a write on its row. */
interface InvitationAnswerWrite {
  answer: InvitationAnswerChoice
  invitation: Invitation
}

/** What is said once an answer went through. */
const ANSWERED_ANNOUNCEMENT_MESSAGE_KEY = {
  accept: 'userInvitations.acceptedAnnouncement',
  reject: 'userInvitations.declinedAnnouncement',
} as const satisfies Record<InvitationAnswerChoice, keyof typeof userInvitationsMessagesEn>

/**
 * The invitations the signed-in user received (the inbox Neon apps need while invitation e-mails are off):
 * organization, role, inviter and expiry, with accept and decline. An unverified e-mail gets a "verify
 * your e-mail" state instead of an error, as the server asks for one.
 *
 * @example
 * <UserInvitations onAccepted={() => navigate('/dashboard')} />
 */
export function UserInvitations(props: UserInvitationsProps) {
  const { t } = useLocalizedMessages(userInvitationsMessagesEn)
  const titleId = useId()
  const sectionRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const session = useSession()
  const query = useUserInvitations()
  const announce = useAnnounce()
  const answerInvitation = useAnswerInvitation(props)
  const invitations = query.data
  const focus = useFocusAfterAnswer({
    containerRef: sectionRef,
    headingRef,
    shownIds: invitations?.map((invitation) => invitation.id) ?? [],
  })
  const organizationNameOf = (invitation: Invitation) =>
    invitation.organizationName ?? t('userInvitations.unknownOrganizationName')
  const writes = useRowWrites<InvitationAnswerWrite>({
    rowId: ({ invitation }) => invitation.id,
    run: async (write) => {
      const { id } = write.invitation
      focus.remember(id)
      try {
        await answerInvitation(write)
      } catch (error) {
        focus.forget(id)
        throw error
      }
      focus.succeeded(id)
      const organization = organizationNameOf(write.invitation)
      announce({ tone: 'success', message: t(ANSWERED_ANNOUNCEMENT_MESSAGE_KEY[write.answer], { organization }) })
    },
  })

  return (
    <section ref={sectionRef} data-slot="orgkit-user-invitations" aria-labelledby={titleId} className={props.className}>
      {/* Focusable from code only: where the focus goes once the last invitation was answered. */}
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {t('userInvitations.title')}
      </h2>
      <TableContent
        error={session.data === null ? new OrgKitError('UNAUTHORIZED') : query.error}
        onRetry={() => void query.refetch()}
        stale={!!invitations}
        notices={{
          EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: t('userInvitations.verifyEmailNotice', {
            email: session.data?.user.email ?? '',
          }),
        }}
      >
        {invitations?.length ? (
          <ul data-slot="orgkit-user-invitations-list" aria-labelledby={titleId}>
            {invitations.map((invitation) => (
              <UserInvitationItem
                key={invitation.id}
                invitation={invitation}
                organizationName={organizationNameOf(invitation)}
                pending={writes.isPending(invitation.id)}
                error={writes.errorOf(invitation.id)}
                locale={props.locale}
                onAnswer={(answer) => void writes.start({ answer, invitation })}
              />
            ))}
          </ul>
        ) : (
          <p data-slot="orgkit-user-invitations-note" role={invitations ? undefined : 'status'}>
            {invitations ? t('userInvitations.emptyListNote') : t('userInvitations.loadingStatus')}
          </p>
        )}
      </TableContent>
    </section>
  )
}

/**
 * Accepts or declines an invitation, then tells the app (`onAccepted`, `onRejected`) and goes where it asked
 * (`afterAcceptUrl`, `afterRejectUrl`, with the organization's id and slug).
 */
function useAnswerInvitation(props: UserInvitationsProps) {
  const accept = useAcceptInvitation()
  const reject = useRejectInvitation()
  const redirect = useRedirect()
  return async ({ answer, invitation }: InvitationAnswerWrite) => {
    const variables = { invitationId: invitation.id }
    const organization = { id: invitation.organizationId, slug: invitation.organizationSlug }
    if (answer === 'accept') {
      const result = await accept.mutateAsync(variables)
      props.onAccepted?.(result, invitation)
      redirect(props.afterAcceptUrl, organization)
    } else {
      await reject.mutateAsync(variables)
      props.onRejected?.(invitation)
      redirect(props.afterRejectUrl, organization)
    }
  }
}

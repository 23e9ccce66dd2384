import { useState } from 'react'
import type { Invitation } from '../../core/domain'
import { splitRoles } from '../../core/roles'
import { useInvitation } from '../../hooks/use-invitation'
import { useInvitationPreview } from '../../hooks/use-invitation-preview'
import { useOrgKit } from '../../query/use-org-kit'
import { useSession } from '../../hooks/use-session'
import { acceptInvitationMessagesEn } from '../../messages/en/accept-invitation'
import { Alert } from '../ui/alert'
import { Avatar } from '../ui/avatar'
import { useFormattedDate } from '../ui/format-date'
import { useRoleText } from '../ui/role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { AcceptInvitationProps } from './accept-invitation'
import { ActionButton } from './accept-invitation-action'
import { AnswerButtons } from './accept-invitation-answer-buttons'
import { resolveAcceptInvitationCase } from './accept-invitation-case'
import type { AcceptInvitationCase } from './accept-invitation-case'
import { defaultSignInUrl, useCurrentPath } from './accept-invitation-links'
import { AcceptInvitationScreen } from './accept-invitation-screen'
import { SignInLinks } from './accept-invitation-sign-in-links'
import { SignOutAction } from './accept-invitation-sign-out-action'
import { useInvitationAnswer } from './use-invitation-answer'
import { useRelativeTime } from './use-relative-time'

/** Props of {@link AcceptInvitationFlow}: the page's, with an id already checked. */
export interface AcceptInvitationFlowProps extends AcceptInvitationProps {
  invitationId: string
}

/**
 * The page for a well-formed invitation id: the reads (the session, the invitation when signed in, and the
 * public preview, signed in or not), the answers, and the screen they add up to. Where the server has no
 * preview (Neon Auth), the page is the one without it.
 */
export function AcceptInvitationFlow(props: AcceptInvitationFlowProps) {
  const { invitationId, signInUrl = defaultSignInUrl, signUpUrl, onSignOut, signOutUrl } = props
  const email = props.email ?? undefined
  const { t } = useLocalizedMessages(acceptInvitationMessagesEn)
  const roleText = useRoleText()
  const membershipLimit = useOrgKit().config.membership_limit
  const session = useSession()
  const read = useInvitation(invitationId)
  const previewRead = useInvitationPreview(invitationId)
  const preview = previewRead.data ?? undefined
  const invitation = useLastReadInvitation(read.data)
  const expires = useFormattedDate(invitation?.expiresAt ?? preview?.expiresAt, props.locale)
  const expiresIn = useRelativeTime(preview?.expiresAt, props.locale)
  // Without a browser (a server render, the hydrating render) the current path is `/`.
  const currentPath = useCurrentPath()
  const returnTo = props.returnTo ?? currentPath
  const answer = useInvitationAnswer({
    invitationId,
    invitation,
    onAccepted: props.onAccepted,
    afterAcceptUrl: props.afterAcceptUrl,
    onRejected: props.onRejected,
    afterRejectUrl: props.afterRejectUrl,
  })

  const screen = resolveAcceptInvitationCase({
    session,
    invitation: { data: invitation, error: read.error },
    preview: { data: previewRead.data, error: previewRead.error },
    accepted: answer.accepted,
    rejected: answer.declined,
    writeError: answer.error,
  })
  // What the `error` screen says, or the refusal of an answer shown on the open invitation.
  const error = session.data === undefined ? session.error : invitation ? answer.error : read.error
  const organizationName =
    invitation?.organizationName ?? preview?.organizationName ?? t('acceptInvitation.unknownOrganizationName')
  const values = {
    email: session.data?.user.email ?? '',
    organization: organizationName,
    roles: invitation ? roleText.labels(invitation.role) : preview ? roleText.labels(splitRoles(preview.role)) : '',
    date: expires,
    // The configured membership limit, which the "organization full" screen names.
    count: membershipLimit,
    inviter: preview?.inviterName ?? '',
  }
  // The preview's words, where there is one: signed out before signing in, and signed in before answering.
  const previewShown = preview && (screen === 'invited' || screen === 'open')
  const retryLoading = () => Promise.all([session.refetch(), read.refetch(), previewRead.refetch()])

  const actionsOf = (kind: AcceptInvitationCase) => {
    switch (kind) {
      case 'signin':
      case 'invited':
        return <SignInLinks signInUrl={signInUrl} signUpUrl={signUpUrl} returnTo={returnTo} email={email} />
      case 'mismatch':
        return (
          <SignOutAction
            onSignOut={onSignOut}
            signOutUrl={signOutUrl}
            signInUrl={signInUrl}
            returnTo={returnTo}
            email={email}
            refetchSession={session.refetch}
          />
        )
      case 'unverified':
      case 'error':
        return <ActionButton label={t('acceptInvitation.retryLoadingButton')} onPress={retryLoading} />
      case 'full':
        return <ActionButton label={t('acceptInvitation.retryAcceptingButton')} onPress={answer.accept} />
      case 'open':
        return (
          <AnswerButtons
            onAccept={answer.accept}
            onDecline={answer.decline}
            isAccepting={answer.isAccepting}
            isDeclining={answer.isDeclining}
          />
        )
      default:
        return null
    }
  }

  return (
    <AcceptInvitationScreen
      screen={screen}
      values={values}
      error={error}
      description={
        previewShown
          ? t(
              preview.inviterName
                ? 'acceptInvitation.previewWithInviterDescription'
                : 'acceptInvitation.previewDescription',
              values,
            )
          : undefined
      }
      logo={previewShown ? <Avatar name={organizationName} src={preview.organizationLogo} /> : null}
      actions={actionsOf(screen)}
      className={props.className}
    >
      {previewShown ? (
        <p>
          <time dateTime={preview.expiresAt.toISOString()}>
            {t('acceptInvitation.previewExpiresDescription', { relativeTime: expiresIn })}
          </time>
        </p>
      ) : null}
      {screen === 'invited' ? <p>{t('acceptInvitation.signedOutDescription')}</p> : null}
      {screen === 'open' ? <OpenInvitationDetails inviterEmail={invitation?.inviterEmail} refusal={error} /> : null}
    </AcceptInvitationScreen>
  )
}

/**
 * The invitation as last read. Once it is accepted or declined, reading it fails (it is used): the success
 * screens keep showing the one read before.
 */
function useLastReadInvitation(read: Invitation | undefined): Invitation | undefined {
  const [lastRead, setLastRead] = useState(read)
  if (read && read !== lastRead) setLastRead(read)
  return read ?? lastRead
}

/** Under an open invitation's description: who sent it, and why the last answer was refused. */
function OpenInvitationDetails({ inviterEmail, refusal }: { inviterEmail: string | undefined; refusal: unknown }) {
  const { t, errorMessage } = useLocalizedMessages(acceptInvitationMessagesEn)
  return (
    <>
      {inviterEmail ? <p>{t('acceptInvitation.invitedByDescription', { email: inviterEmail })}</p> : null}
      {refusal ? <Alert tone="danger">{errorMessage(refusal)}</Alert> : null}
    </>
  )
}

import type { Invitation } from '../../core/domain'
import { idInputSchema } from '../../core/input-schemas'
import type { AcceptInvitationResult } from '../../core/transport'
import { useMessages } from '../../hooks/use-messages'
import { acceptInvitationEn } from '../../messages/en/accept-invitation'
import { unknownOrganizationEn } from '../../messages/en/invitations'
import type { AreaMessages } from '../../messages/messages-scope-context'
import { MessagesScope } from '../ui/messages-scope'
import { AcceptInvitationFlow, AcceptInvitationPanel } from './accept-invitation-flow'
import type { ReturnUrl } from './accept-invitation-links'

/** English strings this component shows (see `MessagesScope`): its area, and the invitations area's unknown organization. */
const MESSAGES: AreaMessages = { ...acceptInvitationEn, ...unknownOrganizationEn }

/** Props of {@link AcceptInvitation}. */
export interface AcceptInvitationProps {
  /** The invitation's id, as read from the link (`?invitationId=`); a malformed one is refused before any request. */
  invitationId: string | null | undefined
  /**
   * Where a signed-out invitee signs in: a URL, or a function of the path to come back to.
   * @default (returnTo) => `/auth/sign-in?redirectTo=${encodeURIComponent(returnTo)}`
   */
  signInUrl?: ReturnUrl | undefined
  /** Where a signed-out invitee without an account signs up; no link when absent. */
  signUpUrl?: ReturnUrl | undefined
  /** The path to come back to after signing in. @default the current path and query */
  returnTo?: string | undefined
  /** Called after accepting; the organization is then active. Navigate from here. */
  onAccepted?: ((result: AcceptInvitationResult, invitation: Invitation) => void) | undefined
  /** Called after declining. */
  onRejected?: ((invitation: Invitation) => void) | undefined
  /**
   * Signs the current user out, offered when the invitation is for another address. The kit refetches
   * the session once it resolves. Without it, a sign-in link is offered instead.
   */
  onSignOut?: (() => void | Promise<void>) | undefined
  /** Locale of dates. @default the browser's */
  locale?: string | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * The page behind an invitation link, router-agnostic: loading; signed out (sign in, and come back);
 * signed in as someone else (says who, offers to sign out); e-mail not verified; not found, expired,
 * canceled or used; organization full (the invitation stays open); plugin off; then accept or decline,
 * the accepted organization becoming active before `onAccepted`.
 *
 * @example
 * const invitationId = new URLSearchParams(location.search).get('invitationId')
 * <AcceptInvitation invitationId={invitationId} onAccepted={() => navigate('/')} onSignOut={signOut} />
 */
export function AcceptInvitation(props: AcceptInvitationProps) {
  const parsed = idInputSchema.safeParse(props.invitationId ?? '')
  return (
    <MessagesScope messages={MESSAGES}>
      {parsed.success ? <AcceptInvitationFlow {...props} invitationId={parsed.data} /> : <InvalidLink className={props.className} />}
    </MessagesScope>
  )
}

function InvalidLink({ className }: { className?: string | undefined }) {
  const { t } = useMessages()
  return (
    <AcceptInvitationPanel status="invalid-link" tone="warning" title={t('accept.invalidLinkTitle')} className={className}>
      <p>{t('accept.invalidLinkBody')}</p>
    </AcceptInvitationPanel>
  )
}

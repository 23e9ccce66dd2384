import type { Invitation } from '../../core/domain'
import { idInputSchema } from '../../core/input-schemas'
import type { AcceptInvitationResult } from '../../core/transport'
import { AcceptInvitationFlow } from './accept-invitation-flow'
import type { ReturnUrl } from './accept-invitation-links'
import { AcceptInvitationScreen } from './accept-invitation-screen'

/** Props of {@link AcceptInvitation}. */
export interface AcceptInvitationProps {
  /** The invitation's id, as read from the link (`?invitationId=`); a malformed one is refused before any request. */
  invitationId: string | null | undefined
  /**
   * Where a signed-out invitee signs in: a URL (`:returnTo` in it becomes the path to come back to), or a
   * function of that path.
   * @default (returnTo) => `/auth/sign-in?redirectTo=${encodeURIComponent(returnTo)}`
   */
  signInUrl?: ReturnUrl | undefined
  /** Where a signed-out invitee without an account signs up; no link when absent. */
  signUpUrl?: ReturnUrl | undefined
  /**
   * The invited address, as the invitation's link may carry it (`&email=`, as the embedded backend's
   * invitation e-mails do): handed to `signInUrl` and `signUpUrl` (`:email`, or their function's second
   * argument) so that the app's forms start with it, as a value the visitor can still change. It is never
   * trusted: the server checks the address when the invitation is accepted.
   */
  email?: string | null | undefined
  /** The path to come back to after signing in. @default the current path and query */
  returnTo?: string | undefined
  /** Called after accepting; the organization is then active. Navigate from here. */
  onAccepted?: ((result: AcceptInvitationResult, invitation: Invitation) => void) | undefined
  /**
   * Where to go after accepting (after `onAccepted`), as a plain value: `:id` and `:slug` become the
   * organization's. Goes through the provider's `navigate`.
   */
  afterAcceptUrl?: string | undefined
  /** Called after declining. */
  onRejected?: ((invitation: Invitation) => void) | undefined
  /** Where to go after declining (after `onRejected`), as a plain value. */
  afterRejectUrl?: string | undefined
  /**
   * Signs the current user out, offered when the invitation is for another address. The kit refetches
   * the session once it resolves. Without it, a sign-in link is offered instead.
   */
  onSignOut?: (() => void | Promise<void>) | undefined
  /**
   * The app's sign-out page, as a plain value: offered as a link when the invitation is for another
   * address and `onSignOut` is not given. `:returnTo` in it becomes the path to come back to.
   */
  signOutUrl?: ReturnUrl | undefined
  /** Locale of dates. @default the provider's `locale`, else the browser's */
  locale?: string | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * The page behind an invitation link, router-agnostic: loading; signed out, the invitation's public preview
 * (who invited you, to which organization, as what, until when: the kit's Better Auth plugin; without it, as
 * on Neon Auth, the page asks to sign in without one), then sign in or create an account, and come back; no
 * such invitation (missing and expired alike); signed in as someone else (says who, offers to sign out);
 * e-mail not verified; not found, expired, canceled or used; organization full (the invitation stays open);
 * plugin off; then accept or decline, the accepted organization becoming active before `onAccepted`.
 *
 * @example
 * const params = new URLSearchParams(location.search)
 * <AcceptInvitation
 *   invitationId={params.get('invitationId')}
 *   email={params.get('email')}
 *   signUpUrl="/sign-up?redirectTo=:returnTo&email=:email"
 *   onAccepted={() => navigate('/')}
 *   onSignOut={signOut}
 * />
 */
export function AcceptInvitation(props: AcceptInvitationProps) {
  const parsedId = idInputSchema.safeParse(props.invitationId ?? '')
  if (!parsedId.success) return <AcceptInvitationScreen screen="invalid" className={props.className} />
  return <AcceptInvitationFlow {...props} invitationId={parsedId.data} />
}

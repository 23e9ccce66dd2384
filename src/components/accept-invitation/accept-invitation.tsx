import { useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { Invitation } from '../../core/domain'
import { idInputSchema } from '../../core/input-schemas'
import type { AcceptInvitationResult } from '../../core/transport'
import { useAcceptInvitation } from '../../hooks/use-accept-invitation'
import { useInvitation } from '../../hooks/use-invitation'
import { useMessages } from '../../hooks/use-messages'
import { useRejectInvitation } from '../../hooks/use-reject-invitation'
import { useSession } from '../../hooks/use-session'
import type { MessageKey } from '../../messages/catalog'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { useFormattedDate } from '../ui/format-date'
import { useRoleText } from '../ui/role-text'
import type { AcceptKind } from './accept-invitation-case'
import { resolveAcceptCase } from './accept-invitation-case'
import type { ReturnUrl } from './accept-invitation-links'
import { defaultSignInUrl, resolveReturnUrl, useCurrentPath } from './accept-invitation-links'
import { useRedirect } from '../ui/use-redirect'

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
    <>
      {parsed.success ? (
        <Flow {...props} invitationId={parsed.data} />
      ) : (
        <Screen kind="invalid" className={props.className} />
      )}
    </>
  )
}

type ScreenKind = AcceptKind | 'invalid'

interface ScreenProps {
  kind: ScreenKind
  /** Placeholders of the title and body. */
  values?: Record<string, string>
  error?: unknown
  children?: ReactNode
  /** Buttons and links. */
  actions?: ReactNode
  className?: string | undefined
}

/**
 * One case of the page: a card titled `accept.<kind>Title`, its body `accept.<kind>Body` (the error's own
 * sentence for `error`), then actions; the case is its `data-status` (the stylesheet's tone follows it).
 */
function Screen({ kind, values, error, children, actions, className }: ScreenProps) {
  const { t, errorMessage } = useMessages()
  const heading = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  // Focus moves to the title when the case changes, so the change is announced: it follows a change the user
  // caused (accepted, declined, signed out), not the first answer, and never goes to a loading state.
  const previous = useRef(kind)
  useEffect(() => {
    const before = previous.current
    previous.current = kind
    if (before !== 'loading' && kind !== 'loading' && before !== kind) heading.current?.focus()
  }, [kind])
  return (
    <section data-slot="orgkit-accept-invitation" data-status={kind} className={className} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} data-slot="orgkit-accept-invitation-title">
        {t(kind === 'error' ? 'common.errorTitle' : `accept.${kind}Title`, values)}
      </h2>
      <div data-slot="orgkit-accept-invitation-body">
        <p role={kind === 'loading' || kind === 'accepted' || kind === 'rejected' ? 'status' : undefined}>
          {kind === 'error' ? errorMessage(error) : t(`accept.${kind}Body`, values)}
        </p>
        {children}
      </div>
      {actions && <div data-slot="orgkit-accept-invitation-actions">{actions}</div>}
    </section>
  )
}

/** The page for a well-formed invitation id: reads, writes, and the case they add up to. */
function Flow(props: AcceptInvitationProps & { invitationId: string }) {
  const { invitationId, onAccepted, onRejected, onSignOut, signOutUrl, signInUrl = defaultSignInUrl, signUpUrl } = props
  const redirect = useRedirect()
  const { t, errorMessage } = useMessages()
  const roleText = useRoleText()
  const session = useSession()
  const read = useInvitation(invitationId)
  const accept = useAcceptInvitation()
  const reject = useRejectInvitation()
  const [signingOut, setSigningOut] = useState(false)
  // The read fails once the invitation is used; keep what was shown for the success screens.
  const [shown, setShown] = useState(read.data)
  if (read.data && read.data !== shown) setShown(read.data)
  const invitation = read.data ?? shown
  const expires = useFormattedDate(invitation?.expiresAt, props.locale)

  const writeError = (accept.submittedAt >= reject.submittedAt ? accept : reject).error
  const kind = resolveAcceptCase({
    session,
    invitation: { data: invitation, error: read.error },
    accepted: accept.isSuccess,
    rejected: reject.isSuccess,
    writeError,
  })
  // What an `error` screen says, or the refusal shown on an open invitation.
  const error = session.data === undefined ? session.error : invitation ? writeError : read.error
  const values = {
    email: session.data?.user.email ?? '',
    organization: invitation?.organizationName ?? t('userInvitations.unknownOrganization'),
    roles: invitation ? roleText.labels(invitation.role) : '',
    date: expires,
  }

  // Without a browser the path to come back to is `/`.
  const currentPath = useCurrentPath()
  const returnTo = props.returnTo ?? currentPath
  const link = (url: ReturnUrl, label: MessageKey, variant?: 'primary') => (
    <a href={resolveReturnUrl(url, returnTo)} data-slot="orgkit-button" data-variant={variant}>
      {t(label)}
    </a>
  )
  // A button that refuses clicks while `blocked` (an action runs), staying focusable.
  const button = (onClick: () => unknown, label: MessageKey, variant?: 'primary', blocked = false) => (
    <Button variant={variant} aria-disabled={blocked || undefined} onClick={() => blocked || onClick()}>
      {t(label)}
    </Button>
  )
  const doAccept = () =>
    invitation &&
    accept.mutate(
      { invitationId },
      {
        onSuccess: (result) => {
          onAccepted?.(result, invitation)
          redirect(props.afterAcceptUrl, { id: invitation.organizationId, slug: invitation.organizationSlug })
        },
      },
    )
  const signIn = link(signInUrl, 'accept.signIn', 'primary')
  const retry = button(() => Promise.all([session.refetch(), read.refetch()]), 'common.retry')
  const busy = accept.isPending || reject.isPending
  const actions: Partial<Record<AcceptKind, ReactNode>> = {
    signin: (
      <>
        {signIn}
        {signUpUrl && link(signUpUrl, 'accept.signUp')}
      </>
    ),
    mismatch: onSignOut
      ? button(
          async () => {
            setSigningOut(true)
            try {
              await onSignOut()
              await session.refetch()
            } finally {
              setSigningOut(false)
            }
          },
          signingOut ? 'accept.signingOut' : 'accept.signOut',
          'primary',
          signingOut,
        )
      : signOutUrl
        ? link(signOutUrl, 'accept.signOut', 'primary')
        : signIn,
    unverified: retry,
    error: retry,
    full: button(doAccept, 'common.retry'),
    open: (
      <>
        {button(
          () =>
            invitation &&
            reject.mutate(
              { invitationId },
              {
                onSuccess: () => {
                  onRejected?.(invitation)
                  redirect(props.afterRejectUrl, { id: invitation.organizationId, slug: invitation.organizationSlug })
                },
              },
            ),
          reject.isPending ? 'accept.rejecting' : 'accept.reject',
          undefined,
          busy,
        )}
        {button(doAccept, accept.isPending ? 'accept.accepting' : 'accept.accept', 'primary', busy)}
      </>
    ),
  }
  return (
    <Screen kind={kind} values={values} error={error} actions={actions[kind]} className={props.className}>
      {kind === 'open' ? (
        <>
          {invitation?.inviterEmail && <p>{t('accept.invitedBy', { email: invitation.inviterEmail })}</p>}
          {error ? <Alert tone="danger">{errorMessage(error)}</Alert> : null}
        </>
      ) : null}
    </Screen>
  )
}

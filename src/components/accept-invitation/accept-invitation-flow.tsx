import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { Invitation } from '../../core/domain'
import type { Role } from '../../core/roles'
import { useAcceptInvitation } from '../../hooks/use-accept-invitation'
import { useInvitation } from '../../hooks/use-invitation'
import { useMessages } from '../../hooks/use-messages'
import { useRejectInvitation } from '../../hooks/use-reject-invitation'
import { useSession } from '../../hooks/use-session'
import type { MessageKey } from '../../messages/catalog'
import { orgKeys } from '../../query/org-keys'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { formatDate } from '../ui/format-date'
import type { AcceptInvitationProps } from './accept-invitation'
import { resolveAcceptCase } from './accept-invitation-case'
import type { AcceptKind } from './accept-invitation-case'
import type { ReturnUrl } from './accept-invitation-links'

type Tone = 'info' | 'success' | 'warning' | 'danger'

/** A card with a title, a body and actions: every case of the accept page is one (`status` as `data-status`). */
export function AcceptInvitationPanel(props: { status: string; tone: Tone; title: string; children: ReactNode; actions?: ReactNode; className?: string | undefined }) {
  const { status } = props
  const heading = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  // Focus moves to the title when the case changes, so the change is announced: it follows a change the user
  // caused (accepted, declined, signed out), not the first answer, and never goes to a loading state.
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = status
    if (before !== null && before !== 'loading' && status !== 'loading' && before !== status) heading.current?.focus()
  }, [status])
  return (
    <section data-slot="orgkit-accept-invitation" data-status={status} data-tone={props.tone} className={cn(props.className)} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} data-slot="orgkit-accept-invitation-title">
        {props.title}
      </h2>
      <div data-slot="orgkit-accept-invitation-body">{props.children}</div>
      {props.actions ? <div data-slot="orgkit-accept-invitation-actions">{props.actions}</div> : null}
    </section>
  )
}

/** Each case's tone, title and body (`null`: the error's own sentence). Placeholders come from the case. */
const PANELS: Record<AcceptKind, [Tone, MessageKey, MessageKey | null]> = {
  loading: ['info', 'accept.loading', 'common.loading'],
  'signed-out': ['info', 'accept.signedOutTitle', 'accept.signedOutBody'],
  'wrong-account': ['warning', 'accept.wrongAccountTitle', 'accept.wrongAccountBody'],
  'verify-email': ['warning', 'accept.verifyTitle', 'accept.verifyBody'],
  unavailable: ['warning', 'accept.unavailableTitle', 'accept.unavailableBody'],
  expired: ['warning', 'accept.expiredTitle', 'accept.expiredBody'],
  canceled: ['warning', 'accept.canceledTitle', 'accept.canceledBody'],
  used: ['warning', 'accept.usedTitle', 'accept.usedBody'],
  'already-member': ['info', 'accept.alreadyMemberTitle', 'accept.alreadyMemberBody'],
  'membership-limit': ['warning', 'accept.limitTitle', 'accept.limitBody'],
  'plugin-disabled': ['warning', 'accept.disabledTitle', 'common.pluginDisabled'],
  error: ['danger', 'common.errorTitle', null],
  open: ['info', 'accept.inviteTitle', 'accept.inviteBody'],
  accepted: ['success', 'accept.acceptedTitle', 'accept.acceptedBody'],
  rejected: ['info', 'accept.rejectedTitle', 'accept.rejectedBody'],
}

/** Where signed-out invitees go unless told otherwise: Neon Auth's sign-in path with `redirectTo`. */
const defaultSignInUrl = (returnTo: string) => `/auth/sign-in?redirectTo=${encodeURIComponent(returnTo)}`

/** The accept page for a well-formed invitation id: reads, writes, and the case they add up to. */
export function AcceptInvitationFlow(props: AcceptInvitationProps & { invitationId: string }) {
  const { invitationId, onAccepted, onRejected, onSignOut, signInUrl = defaultSignInUrl, signUpUrl } = props
  const { t, errorMessage } = useMessages()
  const queryClient = useQueryClient()
  const session = useSession()
  const read = useInvitation(invitationId)
  const accept = useAcceptInvitation()
  const reject = useRejectInvitation()
  const [signingOut, setSigningOut] = useState(false)
  // The read fails once the invitation is used; keep what was shown for the success screens.
  const shown = useRef<Invitation | undefined>(undefined)
  if (read.data) shown.current = read.data
  const invitation = shown.current

  const current = resolveAcceptCase({
    session,
    invitation: { data: invitation, error: read.error },
    accepted: accept.data,
    rejected: reject.isSuccess,
    writeError: (accept.submittedAt >= reject.submittedAt ? accept : reject).error,
  })
  const { kind } = current
  const [tone, title, body] = PANELS[kind]
  const values = {
    email: current.email ?? '',
    organization: invitation?.organizationName ?? t('userInvitations.unknownOrganization'),
    roles: (current.member ?? invitation)?.role.map((role) => t(`role.${role as Role}`)).join(', ') ?? '',
    date: invitation ? formatDate(invitation.expiresAt, props.locale) : '',
  }

  // Without a browser the path to come back to is `/`.
  const returnTo = props.returnTo ?? (typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`)
  const link = (url: ReturnUrl, label: MessageKey, variant?: 'primary') => (
    <a href={typeof url === 'function' ? url(returnTo) : url} data-slot="orgkit-button" data-variant={variant}>
      {t(label)}
    </a>
  )
  // A button that refuses clicks while `blocked` (an action runs), staying focusable.
  const button = (onClick: () => unknown, label: MessageKey, variant?: 'primary', blocked = false) => (
    <Button variant={variant} aria-disabled={blocked || undefined} onClick={() => blocked || onClick()}>
      {t(label)}
    </Button>
  )
  const doAccept = () => invitation && accept.mutate({ invitationId }, { onSuccess: (result) => onAccepted?.(result, invitation) })
  const signIn = link(signInUrl, 'accept.signIn', 'primary')
  const retry = button(() => Promise.all([session.refetch(), read.refetch()]), 'common.retry')
  const busy = accept.isPending || reject.isPending
  const actions: Partial<Record<AcceptKind, ReactNode>> = {
    'signed-out': (
      <>
        {signIn}
        {signUpUrl === undefined ? null : link(signUpUrl, 'accept.signUp')}
      </>
    ),
    'wrong-account': onSignOut
      ? button(
          async () => {
            setSigningOut(true)
            try {
              await onSignOut()
              await queryClient.invalidateQueries({ queryKey: orgKeys.session() })
            } finally {
              setSigningOut(false)
            }
          },
          signingOut ? 'accept.signingOut' : 'accept.signOut',
          'primary',
          signingOut,
        )
      : signIn,
    'verify-email': retry,
    error: retry,
    'membership-limit': button(doAccept, 'common.retry'),
    open: (
      <>
        {button(
          () => invitation && reject.mutate({ invitationId }, { onSuccess: () => onRejected?.(invitation) }),
          reject.isPending ? 'accept.rejecting' : 'accept.reject',
          undefined,
          busy,
        )}
        {button(doAccept, accept.isPending ? 'accept.accepting' : 'accept.accept', 'primary', busy)}
      </>
    ),
  }
  return (
    <AcceptInvitationPanel className={props.className} status={kind} tone={tone} title={t(title, values)} actions={actions[kind]}>
      <p
        role={kind === 'loading' || kind === 'accepted' || kind === 'rejected' ? 'status' : undefined}
        data-slot={kind === 'loading' ? 'orgkit-accept-invitation-loading' : undefined}
      >
        {body ? t(body, values) : errorMessage(current.error)}
      </p>
      {kind === 'open' ? (
        <>
          {invitation?.inviterEmail ? <p data-slot="orgkit-accept-invitation-inviter">{t('accept.invitedBy', { email: invitation.inviterEmail })}</p> : null}
          <p data-slot="orgkit-accept-invitation-expiry">{t('accept.expires', values)}</p>
          {current.error ? <Alert tone="danger">{errorMessage(current.error)}</Alert> : null}
        </>
      ) : null}
    </AcceptInvitationPanel>
  )
}

import type { ReactNode } from 'react'
import type { Role } from '../../core/roles'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { formatDate } from '../ui/format-date'
import type { AcceptInvitationProps } from './accept-invitation'
import type { AcceptCase } from './accept-invitation-case'
import { currentPath, defaultSignInUrl, resolveReturnUrl } from './accept-invitation-links'
import type { ReturnUrl } from './accept-invitation-links'
import { AcceptInvitationPanel } from './accept-invitation-panel'
import type { AcceptInvitationPanelProps } from './accept-invitation-panel'

/** What the view can ask the flow to do. */
export interface AcceptInvitationHandlers {
  accept: () => void
  reject: () => void
  retry: () => void
  signOut: (() => Promise<void>) | undefined
}

/** Props of the view: the component's props, the case, what is running and the handlers. */
export interface AcceptInvitationViewProps extends AcceptInvitationProps {
  current: AcceptCase
  busy: 'accept' | 'reject' | 'sign-out' | undefined
  handlers: AcceptInvitationHandlers
}

/** Each case's tone, title and body (`null`: the error's own sentence). Placeholders come from the case. */
const PANELS: Record<AcceptCase['kind'], [AcceptInvitationPanelProps['tone'], MessageKey, MessageKey | null]> = {
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

/** Renders one case of the accept page. */
export function AcceptInvitationView({ current, busy, handlers, className, locale, ...props }: AcceptInvitationViewProps) {
  const { t, errorMessage } = useMessages()
  const { kind } = current
  const [tone, title, body] = PANELS[kind]
  const invitation = 'invitation' in current ? current.invitation : undefined
  const values = {
    email: 'email' in current ? current.email : '',
    organization: invitation?.organizationName ?? t('userInvitations.unknownOrganization'),
    roles: ('member' in current ? current.member.role : (invitation?.role ?? [])).map((r) => t(`role.${r as Role}`)).join(', '),
    date: invitation ? formatDate(invitation.expiresAt, locale) : '',
  }
  const returnTo = props.returnTo ?? currentPath()
  const link = (url: ReturnUrl, label: MessageKey, variant?: 'primary') => (
    <a href={resolveReturnUrl(url, returnTo)} data-slot="orgkit-button" data-variant={variant}>
      {t(label)}
    </a>
  )
  // A button that says so while its action runs, and refuses clicks while `blocked`.
  const button = (onClick: () => void, label: MessageKey, variant?: 'primary', blocked = false) => (
    <Button variant={variant} aria-disabled={blocked || undefined} onClick={() => blocked || onClick()}>
      {t(label)}
    </Button>
  )
  const retry = button(handlers.retry, 'common.retry')
  const actions: Partial<Record<AcceptCase['kind'], ReactNode>> = {
    'signed-out': (
      <>
        {link(props.signInUrl ?? defaultSignInUrl, 'accept.signIn', 'primary')}
        {props.signUpUrl === undefined ? null : link(props.signUpUrl, 'accept.signUp')}
      </>
    ),
    'wrong-account': handlers.signOut
      ? button(handlers.signOut, busy === 'sign-out' ? 'accept.signingOut' : 'accept.signOut', 'primary', busy === 'sign-out')
      : link(props.signInUrl ?? defaultSignInUrl, 'accept.signIn', 'primary'),
    'verify-email': retry,
    error: retry,
    'membership-limit': button(handlers.accept, 'common.retry'),
    open: (
      <>
        {button(handlers.reject, busy === 'reject' ? 'accept.rejecting' : 'accept.reject', undefined, busy !== undefined)}
        {button(handlers.accept, busy === 'accept' ? 'accept.accepting' : 'accept.accept', 'primary', busy !== undefined)}
      </>
    ),
  }
  return (
    <AcceptInvitationPanel className={className} status={kind} tone={tone} title={t(title, values)} actions={actions[kind]}>
      <p
        role={kind === 'loading' || kind === 'accepted' || kind === 'rejected' ? 'status' : undefined}
        data-slot={kind === 'loading' ? 'orgkit-accept-invitation-loading' : undefined}
      >
        {body ? t(body, values) : errorMessage('error' in current ? current.error : undefined)}
      </p>
      {current.kind === 'open' ? (
        <>
          {current.invitation.inviterEmail ? (
            <p data-slot="orgkit-accept-invitation-inviter">{t('accept.invitedBy', { email: current.invitation.inviterEmail })}</p>
          ) : null}
          <p data-slot="orgkit-accept-invitation-expiry">{t('accept.expires', values)}</p>
          {current.error ? <Alert tone="danger">{errorMessage(current.error)}</Alert> : null}
        </>
      ) : null}
    </AcceptInvitationPanel>
  )
}

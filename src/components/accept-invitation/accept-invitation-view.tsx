import type { Invitation } from '../../core/domain'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { formatDate } from '../ui/format-date'
import type { AcceptInvitationProps } from './accept-invitation'
import type { AcceptCase } from './accept-invitation-case'
import { currentPath, defaultSignInUrl, resolveReturnUrl } from './accept-invitation-links'
import { AcceptInvitationPanel } from './accept-invitation-panel'

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

/** Renders one case of the accept page. */
export function AcceptInvitationView({ current, busy, handlers, className, locale, ...props }: AcceptInvitationViewProps) {
  const { t, errorMessage } = useMessages()
  const returnTo = props.returnTo ?? currentPath()
  const signIn = resolveReturnUrl(props.signInUrl ?? defaultSignInUrl, returnTo)
  const signUp = props.signUpUrl === undefined ? undefined : resolveReturnUrl(props.signUpUrl, returnTo)
  const organization = (invitation: Invitation) => invitation.organizationName ?? t('userInvitations.unknownOrganization')
  const roles = (list: readonly string[]) => list.map((r) => t(`role.${r as 'owner'}`)).join(', ')
  const panel = { className, status: current.kind }
  const retry = <Button onClick={handlers.retry}>{t('common.retry')}</Button>
  const signInLink = (label: string, primary = true) => (
    <a href={signIn} data-slot="orgkit-button" data-variant={primary ? 'primary' : 'secondary'}>
      {label}
    </a>
  )
  const signOut = handlers.signOut ? (
    <Button variant="primary" aria-disabled={busy === 'sign-out' || undefined} onClick={() => busy !== 'sign-out' && void handlers.signOut?.()}>
      {busy === 'sign-out' ? t('accept.signingOut') : t('accept.signOut')}
    </Button>
  ) : (
    signInLink(t('accept.signIn'))
  )

  switch (current.kind) {
    case 'loading':
      return (
        <AcceptInvitationPanel {...panel} title={t('accept.loading')} focusOnChange={false}>
          <p role="status" data-slot="orgkit-accept-invitation-loading">{t('common.loading')}</p>
        </AcceptInvitationPanel>
      )
    case 'signed-out':
      return (
        <AcceptInvitationPanel {...panel} title={t('accept.signedOutTitle')} actions={<>{signInLink(t('accept.signIn'))}{signUp ? <a href={signUp} data-slot="orgkit-button">{t('accept.signUp')}</a> : null}</>}>
          <p>{t('accept.signedOutBody')}</p>
        </AcceptInvitationPanel>
      )
    case 'wrong-account':
      return (
        <AcceptInvitationPanel {...panel} tone="warning" title={t('accept.wrongAccountTitle')} actions={signOut}>
          <p>{t('accept.wrongAccountBody', { email: current.email })}</p>
        </AcceptInvitationPanel>
      )
    case 'verify-email':
      return (
        <AcceptInvitationPanel {...panel} tone="warning" title={t('accept.verifyTitle')} actions={retry}>
          <p>{t('accept.verifyBody', { email: current.email })}</p>
        </AcceptInvitationPanel>
      )
    case 'unavailable':
      return (
        <AcceptInvitationPanel {...panel} tone="warning" title={t('accept.unavailableTitle')}>
          <p>{t('accept.unavailableBody')}</p>
        </AcceptInvitationPanel>
      )
    case 'expired':
      return (
        <AcceptInvitationPanel {...panel} tone="warning" title={t('accept.expiredTitle')}>
          <p>{t('accept.expiredBody', { date: formatDate(current.invitation.expiresAt, locale) })}</p>
        </AcceptInvitationPanel>
      )
    case 'canceled':
    case 'used':
      return (
        <AcceptInvitationPanel {...panel} tone="warning" title={t(current.kind === 'canceled' ? 'accept.canceledTitle' : 'accept.usedTitle')}>
          <p>{t(current.kind === 'canceled' ? 'accept.canceledBody' : 'accept.usedBody')}</p>
        </AcceptInvitationPanel>
      )
    case 'already-member':
      return (
        <AcceptInvitationPanel {...panel} title={t('accept.alreadyMemberTitle')}>
          <p>{t('accept.alreadyMemberBody')}</p>
        </AcceptInvitationPanel>
      )
    case 'membership-limit':
      return (
        <AcceptInvitationPanel {...panel} tone="warning" title={t('accept.limitTitle')} actions={<Button onClick={handlers.accept}>{t('common.retry')}</Button>}>
          <p>{t('accept.limitBody', { organization: organization(current.invitation) })}</p>
        </AcceptInvitationPanel>
      )
    case 'plugin-disabled':
      return (
        <AcceptInvitationPanel {...panel} tone="warning" title={t('accept.disabledTitle')}>
          <p>{t('common.pluginDisabled')}</p>
        </AcceptInvitationPanel>
      )
    case 'error':
      return (
        <AcceptInvitationPanel {...panel} tone="danger" title={t('common.errorTitle')} actions={retry}>
          <p>{errorMessage(current.error)}</p>
        </AcceptInvitationPanel>
      )
    case 'accepted':
      return (
        <AcceptInvitationPanel {...panel} tone="success" title={t('accept.acceptedTitle', { organization: organization(current.invitation) })}>
          <p role="status">{t('accept.acceptedBody', { organization: organization(current.invitation), roles: roles(current.member.role) })}</p>
        </AcceptInvitationPanel>
      )
    case 'rejected':
      return (
        <AcceptInvitationPanel {...panel} title={t('accept.rejectedTitle')}>
          <p role="status">{t('accept.rejectedBody', { organization: organization(current.invitation) })}</p>
        </AcceptInvitationPanel>
      )
    case 'open': {
      const { invitation } = current
      const name = organization(invitation)
      const actions = (
        <>
          <Button aria-disabled={busy !== undefined || undefined} onClick={() => busy === undefined && handlers.reject()}>
            {busy === 'reject' ? t('accept.rejecting') : t('accept.reject')}
          </Button>
          <Button variant="primary" aria-disabled={busy !== undefined || undefined} onClick={() => busy === undefined && handlers.accept()}>
            {busy === 'accept' ? t('accept.accepting') : t('accept.accept')}
          </Button>
        </>
      )
      return (
        <AcceptInvitationPanel {...panel} title={t('accept.inviteTitle', { organization: name })} actions={actions}>
          <p>{t('accept.inviteBody', { organization: name, roles: roles(invitation.role) })}</p>
          {invitation.inviterEmail ? <p data-slot="orgkit-accept-invitation-inviter">{t('accept.invitedBy', { email: invitation.inviterEmail })}</p> : null}
          <p data-slot="orgkit-accept-invitation-expiry">{t('accept.expires', { date: formatDate(invitation.expiresAt, locale) })}</p>
          {current.error ? <Alert tone="danger">{errorMessage(current.error)}</Alert> : null}
        </AcceptInvitationPanel>
      )
    }
  }
}

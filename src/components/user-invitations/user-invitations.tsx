import { useCallback, useId, useRef, useState } from 'react'
import type { Invitation } from '../../core/domain'
import { isOrgKitError } from '../../core/org-kit-error'
import type { AcceptInvitationResult } from '../../core/transport'
import { useAcceptInvitation } from '../../hooks/use-accept-invitation'
import { useMessages } from '../../hooks/use-messages'
import { useRejectInvitation } from '../../hooks/use-reject-invitation'
import { useSession } from '../../hooks/use-session'
import { useUserInvitations } from '../../hooks/use-user-invitations'
import { invitationsEn } from '../../messages/en/invitations'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { MessagesScope } from '../ui/messages-scope'
import { Skeleton } from '../ui/skeleton'
import { UserInvitationItem } from './user-invitation-item'

/** Props of {@link UserInvitations}. */
export interface UserInvitationsProps {
  /** Called after an invitation was accepted; its organization is then the active one. */
  onAccepted?: ((result: AcceptInvitationResult, invitation: Invitation) => void) | undefined
  /** Called after an invitation was declined. */
  onRejected?: ((invitation: Invitation) => void) | undefined
  /** Locale of dates. @default the browser's */
  locale?: string | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * The invitations the signed-in user received (the inbox Neon apps need while invitation e-mails are off):
 * organization, role, inviter and expiry, with accept and decline. An unverified e-mail gets a "verify
 * your e-mail" state instead of an error, as the server asks for one.
 *
 * @example
 * <UserInvitations onAccepted={() => navigate('/dashboard')} />
 */
export function UserInvitations(props: UserInvitationsProps) {
  return (
    <MessagesScope messages={invitationsEn}>
      <UserInvitationsRoot {...props} />
    </MessagesScope>
  )
}

function UserInvitationsRoot({ onAccepted, onRejected, locale, className }: UserInvitationsProps) {
  const { t, errorMessage } = useMessages()
  const titleId = useId()
  const session = useSession()
  const query = useUserInvitations()
  const accept = useAcceptInvitation()
  const reject = useRejectInvitation()
  const [errors, setErrors] = useState<Record<string, unknown>>({})
  const [pending, setPending] = useState<Record<string, boolean>>({})
  const [announcement, setAnnouncement] = useState('')
  const latest = useRef({ accept, reject, onAccepted, onRejected, t })
  latest.current = { accept, reject, onAccepted, onRejected, t }

  const run = useCallback(async (invitation: Invitation, kind: 'accept' | 'reject') => {
    const { id } = invitation
    const { accept, reject, onAccepted, onRejected, t } = latest.current
    const organization = invitation.organizationName ?? t('userInvitations.unknownOrganization')
    setErrors(({ [id]: _old, ...rest }) => rest)
    setPending((p) => ({ ...p, [id]: true }))
    try {
      if (kind === 'accept') {
        const result = await accept.mutateAsync({ invitationId: id })
        setAnnouncement(t('userInvitations.accepted', { organization }))
        onAccepted?.(result, invitation)
      } else {
        await reject.mutateAsync({ invitationId: id })
        setAnnouncement(t('userInvitations.rejected', { organization }))
        onRejected?.(invitation)
      }
    } catch (error) {
      setErrors((e) => ({ ...e, [id]: error }))
    } finally {
      setPending(({ [id]: _done, ...rest }) => rest)
    }
  }, [])
  const onAccept = useCallback((invitation: Invitation) => void run(invitation, 'accept'), [run])
  const onReject = useCallback((invitation: Invitation) => void run(invitation, 'reject'), [run])

  const code = isOrgKitError(query.error) ? query.error.code : undefined
  let body
  if (session.data === null) body = <Alert tone="warning">{t('error.UNAUTHORIZED')}</Alert>
  else if (code === 'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION') {
    body = (
      <Alert tone="warning">
        <strong data-slot="orgkit-user-invitations-verify-title">{t('userInvitations.verifyTitle')}</strong>{' '}
        {t('userInvitations.verifyBody', { email: session.data?.user.email ?? '' })}
      </Alert>
    )
  } else if (code === 'PLUGIN_DISABLED') body = <Alert tone="warning">{t('common.pluginDisabled')}</Alert>
  else if (query.isError && !query.data) {
    body = (
      <Alert tone="danger" action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
        {errorMessage(query.error)}
      </Alert>
    )
  } else if (!query.data) {
    body = (
      <div data-slot="orgkit-user-invitations-loading" role="status" aria-label={t('userInvitations.loading')}>
        <Skeleton width="70%" />
        <Skeleton width="50%" />
      </div>
    )
  } else if (query.data.length === 0) body = <p data-slot="orgkit-user-invitations-empty">{t('userInvitations.empty')}</p>
  else {
    body = (
      <ul data-slot="orgkit-user-invitations-list" aria-labelledby={titleId}>
        {query.data.map((invitation) => (
          <UserInvitationItem
            key={invitation.id}
            invitation={invitation}
            error={errors[invitation.id]}
            pending={pending[invitation.id] === true}
            locale={locale}
            onAccept={onAccept}
            onReject={onReject}
          />
        ))}
      </ul>
    )
  }
  return (
    <section data-slot="orgkit-user-invitations" aria-labelledby={titleId} className={cn(className)}>
      <h2 id={titleId} data-slot="orgkit-user-invitations-title">
        {t('userInvitations.title')}
      </h2>
      {body}
      <p data-slot="orgkit-user-invitations-announcement" role="status">
        {announcement}
      </p>
    </section>
  )
}

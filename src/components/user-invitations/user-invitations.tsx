import { useId } from 'react'
import type { Invitation } from '../../core/domain'
import { OrgKitError } from '../../core/org-kit-error'
import type { AcceptInvitationResult } from '../../core/transport'
import { useAcceptInvitation } from '../../hooks/use-accept-invitation'
import { useMessages } from '../../hooks/use-messages'
import { useRejectInvitation } from '../../hooks/use-reject-invitation'
import { useSession } from '../../hooks/use-session'
import { useUserInvitations } from '../../hooks/use-user-invitations'
import { invitationsEn } from '../../messages/en/invitations'
import { cn } from '../ui/cn'
import { MessagesScope } from '../ui/messages-scope'
import { Skeleton } from '../ui/skeleton'
import { useRowWrites } from '../ui/table-row-writes'
import { TableContent } from '../ui/table-states'
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
  const { t } = useMessages()
  const titleId = useId()
  const session = useSession()
  const query = useUserInvitations()
  const accept = useAcceptInvitation()
  const reject = useRejectInvitation()
  const writes = useRowWrites<Invitation, 'accept' | 'reject'>(async (kind, invitation) => {
    const organization = invitation.organizationName ?? t('userInvitations.unknownOrganization')
    if (kind === 'accept') {
      const result = await accept.mutateAsync({ invitationId: invitation.id })
      onAccepted?.(result, invitation)
      return t('userInvitations.accepted', { organization })
    }
    await reject.mutateAsync({ invitationId: invitation.id })
    onRejected?.(invitation)
    return t('userInvitations.rejected', { organization })
  })

  const notices = {
    EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: (
      <>
        <strong data-slot="orgkit-user-invitations-verify-title">{t('userInvitations.verifyTitle')}</strong>{' '}
        {t('userInvitations.verifyBody', { email: session.data?.user.email ?? '' })}
      </>
    ),
  }
  let body
  if (!query.data) {
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
            error={writes.error(invitation.id)}
            pending={writes.pending(invitation.id)}
            locale={locale}
            onAction={writes.act}
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
      <TableContent
        error={session.data === null ? new OrgKitError('UNAUTHORIZED') : query.error}
        onRetry={() => void query.refetch()}
        stale={!!query.data}
        notices={notices}
      >
        {body}
      </TableContent>
      <p data-slot="orgkit-user-invitations-announcement" role="status">
        {writes.announcement}
      </p>
    </section>
  )
}

import { useId } from 'react'
import type { Invitation } from '../../core/domain'
import { isInvitationOpen } from '../../core/invitation-state'
import { OrgKitError } from '../../core/org-kit-error'
import type { AcceptInvitationResult } from '../../core/transport'
import { useAcceptInvitation } from '../../hooks/use-accept-invitation'
import { useMessages } from '../../hooks/use-messages'
import { useRejectInvitation } from '../../hooks/use-reject-invitation'
import { useSession } from '../../hooks/use-session'
import { useUserInvitations } from '../../hooks/use-user-invitations'
import { useRoleText } from '../ui/role-text'
import { TableAction } from '../ui/table-action'
import { RowError } from '../ui/table-cells'
import { useFormattedDate } from '../ui/format-date'
import { useRowWrites } from '../ui/table-row-writes'
import { TableContent } from '../ui/table-states'
import { useRedirect } from '../ui/use-redirect'

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
    <>
      <UserInvitationsRoot {...props} />
    </>
  )
}

function UserInvitationsRoot(props: UserInvitationsProps) {
  const { onAccepted, onRejected, locale, className } = props
  const { t } = useMessages()
  const redirect = useRedirect()
  const titleId = useId()
  const session = useSession()
  const query = useUserInvitations()
  const accept = useAcceptInvitation()
  const reject = useRejectInvitation()
  const roleText = useRoleText()
  const nameOf = (invitation: Invitation) => invitation.organizationName ?? t('userInvitations.unknownOrganization')
  const writes = useRowWrites<Invitation, 'accept' | 'reject'>(async (kind, invitation) => {
    const variables = { invitationId: invitation.id }
    if (kind === 'accept') {
      const result = await accept.mutateAsync(variables)
      onAccepted?.(result, invitation)
      redirect(props.afterAcceptUrl, { id: invitation.organizationId, slug: invitation.organizationSlug })
    } else {
      await reject.mutateAsync(variables)
      onRejected?.(invitation)
      redirect(props.afterRejectUrl, { id: invitation.organizationId, slug: invitation.organizationSlug })
    }
    return t('invite.pair', { label: t(`invitationStatus.${kind}ed`), value: nameOf(invitation) })
  })

  const body = query.data?.length ? (
    <ul data-slot="orgkit-user-invitations-list" aria-labelledby={titleId}>
      {query.data.map((invitation) => {
        const organization = nameOf(invitation)
        const open = isInvitationOpen(invitation)
        const pending = writes.pending(invitation.id)
        return (
          <li
            key={invitation.id}
            data-slot="orgkit-user-invitation"
            data-status={open ? 'pending' : 'expired'}
            data-state={pending ? 'pending' : undefined}
            aria-label={organization}
          >
            <div data-slot="orgkit-user-invitation-details">
              <b>{organization}</b>
              <span>
                {t('invite.pair', {
                  label: t('invite.role'),
                  value: roleText.labels(invitation.role),
                })}
              </span>
              {invitation.inviterEmail ? (
                <span>{t('userInvitations.by', { email: invitation.inviterEmail })}</span>
              ) : null}
              <InvitationExpiry
                label={t(open ? 'orgInvitations.expires' : 'invitationStatus.expired')}
                date={invitation.expiresAt}
                locale={locale}
              />
            </div>
            <div data-slot="orgkit-user-invitation-actions">
              {(open ? (['reject', 'accept'] as const) : (['reject'] as const)).map((kind) => {
                const action = t(`userInvitations.${kind}`)
                return (
                  <TableAction
                    key={kind}
                    variant={kind === 'accept' ? 'primary' : 'ghost'}
                    aria-label={t('invite.pair', { label: action, value: organization })}
                    pending={pending}
                    onAction={() => void writes.act(kind, invitation)}
                  >
                    {action}
                  </TableAction>
                )
              })}
            </div>
            <RowError slot="orgkit-user-invitation-error" error={writes.error(invitation.id)} />
          </li>
        )
      })}
    </ul>
  ) : (
    <p data-slot="orgkit-user-invitations-note" role={query.data ? undefined : 'status'}>
      {t(query.data ? 'orgInvitations.empty' : 'orgInvitations.loading')}
    </p>
  )
  return (
    <section data-slot="orgkit-user-invitations" aria-labelledby={titleId} className={className}>
      <h2 id={titleId}>{t('userInvitations.title')}</h2>
      <TableContent
        error={session.data === null ? new OrgKitError('UNAUTHORIZED') : query.error}
        onRetry={() => void query.refetch()}
        stale={!!query.data}
        notices={{
          EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: t('userInvitations.verify', {
            email: session.data?.user.email ?? '',
          }),
        }}
      >
        {body}
      </TableContent>
      <p data-slot="orgkit-user-invitations-announcement" role="status">
        {writes.announcement}
      </p>
    </section>
  )
}

/** "Expires: Mar 4, 2026" (or "Expired: …"), the date written safely for hydration. */
function InvitationExpiry({ label, date, locale }: { label: string; date: Date; locale: string | undefined }) {
  const { t } = useMessages()
  return <span>{t('invite.pair', { label, value: useFormattedDate(date, locale) })}</span>
}

import { checkRolePermission } from '../../core/check-role-permission'
import type { InvitationDisplayStatus } from '../../core/invitation-state'
import { useMessages } from '../../hooks/use-messages'
import { invitationsEn } from '../../messages/en/invitations'
import { Alert } from '../ui/alert'
import { cn } from '../ui/cn'
import { acceptInvitationUrl as defaultInvitationUrl, DEFAULT_INVITATION_BASE_PATH } from '../ui/invitation-link'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import { MessagesScope } from '../ui/messages-scope'
import { TableProblem, viewerProblem } from '../ui/table-states'
import { useViewerRoles } from '../ui/use-viewer-roles'
import { InvitationsTable } from './invitations-table'

/** Props of {@link OrganizationInvitations}. */
export interface OrganizationInvitationsProps {
  /** The organization; the active one when absent. */
  organizationId?: string | undefined
  /** Which statuses to list ("expired" is derived from `expiresAt`). @default every status */
  statuses?: readonly InvitationDisplayStatus[] | undefined
  /** The accept link of an invitation, for "Copy invitation link". @default `<origin><invitationBasePath>?invitationId=<id>` */
  acceptInvitationUrl?: AcceptInvitationUrl | undefined
  /** Path of the app's accept-invitation route, for the default link. @default '/auth/accept-invitation' */
  invitationBasePath?: string | undefined
  /** Locale of dates. @default the browser's */
  locale?: string | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * The organization's invitations: e-mail, role, status (pending, accepted, declined, canceled, or expired
 * when past `expiresAt`) and expiry, with resend, cancel and copy link as the role rules allow. Viewers
 * without `invitation:create` get a message and no request (Better Auth 1.7.24 refuses them anyway).
 *
 * @example
 * <OrganizationInvitations statuses={['pending', 'expired']} />
 */
export function OrganizationInvitations(props: OrganizationInvitationsProps) {
  return (
    <MessagesScope messages={invitationsEn}>
      <OrganizationInvitationsRoot {...props} />
    </MessagesScope>
  )
}

function OrganizationInvitationsRoot(props: OrganizationInvitationsProps) {
  const { organizationId, statuses, locale, className } = props
  const { t } = useMessages()
  const viewer = useViewerRoles(organizationId)
  const basePath = props.invitationBasePath ?? DEFAULT_INVITATION_BASE_PATH
  const invitationUrl = props.acceptInvitationUrl ?? ((id: string) => defaultInvitationUrl(id, basePath))
  const mayList = checkRolePermission({ role: viewer.roles, permissions: { invitation: ['create'] } })
  const problem = viewerProblem(viewer)
  let content
  if (problem) content = <TableProblem error={problem} onRetry={viewer.retry} />
  else if (viewer.status === 'loading') content = <p role="status" data-slot="orgkit-invitations-loading">{t('orgInvitations.loading')}</p>
  else if (!mayList) content = <Alert tone="warning">{t('orgInvitations.forbidden')}</Alert>
  else {
    content = (
      <InvitationsTable
        organizationId={organizationId}
        viewerRoles={viewer.roles}
        creatorRole={viewer.creatorRole}
        statuses={statuses}
        invitationUrl={invitationUrl}
        locale={locale}
      />
    )
  }
  return (
    <div data-slot="orgkit-invitations" className={cn(className)}>
      {content}
    </div>
  )
}

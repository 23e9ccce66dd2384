import { checkRolePermission } from '../../core/check-role-permission'
import { OrgKitError } from '../../core/org-kit-error'
import { organizationInvitationsMessagesEn } from '../../messages/en/organization-invitations'
import { ForbiddenActionsProvider } from '../can/forbidden-actions-provider'
import { TableGrid } from '../ui/table-grid'
import { TableProblem, viewerProblem } from '../ui/table-states'
import type { TableNotices } from '../ui/table-states'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useViewerRoles } from '../ui/use-viewer-roles'
import type { ViewerRoles } from '../ui/use-viewer-roles'
import { InvitationsTable } from './invitations-table'
import { useInvitationColumns } from './use-invitation-columns'
import type { OrganizationInvitationsProps } from './organization-invitations-types'

export type { OrganizationInvitationsProps }

/**
 * Why the viewer cannot see the invitations, before asking the server: their roles are not known, or they
 * lack `invitation:create` (Better Auth 1.7.24 refuses them the list anyway).
 */
function listInvitationsProblem(viewer: ViewerRoles): OrgKitError | null {
  const problem = viewerProblem(viewer)
  if (problem || viewer.status !== 'ready') return problem
  const mayInvite = checkRolePermission({
    role: viewer.roles,
    permissions: { invitation: ['create'] },
    accessControl: viewer.accessControl,
  })
  return mayInvite ? null : new OrgKitError('YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS')
}

/**
 * The organization's invitations: e-mail, role, status and expiry; by default the open ones (pending, or
 * expired when past `expiresAt`), with `statuses` also accepted, declined and canceled ones. One actions
 * menu per row offers copy link, resend (or renew), invite again and cancel, as the role rules allow. Viewers
 * without `invitation:create` get a message and no request.
 *
 * @example
 * <OrganizationInvitations statuses={['pending', 'expired']} />
 */
export function OrganizationInvitations(props: OrganizationInvitationsProps) {
  const { t } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const viewer = useViewerRoles(props.organizationId)
  const problem = listInvitationsProblem(viewer)
  // Refusals that a retry cannot mend, said one way whether the viewer's role or the server refuses.
  const notAllowed = t('organizationInvitations.notAllowedNotice')
  const notices: TableNotices = {
    YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS: notAllowed,
    YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: notAllowed,
  }
  return (
    <div data-slot="orgkit-invitations" className={props.className}>
      {problem ? (
        <TableProblem error={problem} notices={notices} onRetry={viewer.retry} />
      ) : viewer.status === 'loading' ? (
        <InvitationsTableLoading />
      ) : (
        <ForbiddenActionsProvider mode={props.forbiddenActions}>
          <InvitationsTable {...props} viewer={viewer} notices={notices} />
        </ForbiddenActionsProvider>
      )}
    </div>
  )
}

/**
 * The table while the viewer's roles load (before the invitations are asked for): its headers and skeleton
 * rows, the same as while the invitations load, so nothing moves when the rows arrive.
 */
function InvitationsTableLoading() {
  const { t } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const columns = useInvitationColumns(null)
  return (
    <TableGrid
      slot="orgkit-invitations"
      caption={t('organizationInvitations.loadingCaption')}
      columns={columns}
      rows={[]}
      rowId={({ invitation }) => invitation.id}
      loading
      emptyMessage={t('organizationInvitations.noInvitationsMessage')}
    />
  )
}

import type { ReactNode } from 'react'
import { checkRolePermission } from '../../core/check-role-permission'
import type { Invitation } from '../../core/domain'
import { invitationDisplayStatus } from '../../core/invitation-state'
import { OrgKitError } from '../../core/org-kit-error'
import type { InvitationDisplayStatus } from '../../core/invitation-state'
import { canCancelInvitation, canInviteWithRole } from '../../core/role-rules'
import { trimRoleNames } from '../../core/roles'
import { useCancelInvitation } from '../../hooks/use-cancel-invitation'
import { useInvitations } from '../../hooks/use-invitations'
import { useInviteMember } from '../../hooks/use-invite-member'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Badge } from '../ui/badge'
import { CopyLink } from '../ui/copy-link'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import { TableAction } from '../ui/table-action'
import { RoleBadges, RowError, TableDate } from '../ui/table-cells'
import { TableGrid } from '../ui/table-grid'
import { useRowWrites } from '../ui/table-row-writes'
import { TableContent, TableProblem, viewerProblem } from '../ui/table-states'
import type { TableNotices } from '../ui/table-states'
import { useViewerRoles } from '../ui/use-viewer-roles'
import type { ViewerRoles } from '../ui/use-viewer-roles'

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
    <>
      <OrganizationInvitationsRoot {...props} />
    </>
  )
}

function OrganizationInvitationsRoot(props: OrganizationInvitationsProps) {
  const { t } = useMessages()
  const viewer = useViewerRoles(props.organizationId)
  const forbidden = t('error.YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS')
  // Refusals that a retry cannot mend, said one way whether the viewer's role or the server refuses.
  const notices = {
    YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS: forbidden,
    YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: forbidden,
  }
  const problem =
    viewerProblem(viewer) ??
    (viewer.status === 'ready' &&
      !checkRolePermission({
        role: viewer.roles,
        permissions: { invitation: ['create'] },
        accessControl: viewer.accessControl,
      }) &&
      new OrgKitError('YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS'))
  return (
    <div data-slot="orgkit-invitations" className={props.className}>
      {problem ? (
        <TableProblem error={problem} notices={notices} onRetry={viewer.retry} />
      ) : viewer.status === 'loading' ? (
        <p role="status" data-slot="orgkit-invitations-loading">
          {t('orgInvitations.loading')}
        </p>
      ) : (
        <InvitationsTable {...props} viewer={viewer} notices={notices} />
      )}
    </div>
  )
}

const ORDER = ['pending', 'expired', 'accepted', 'rejected', 'canceled']
type ColumnId = 'email' | 'role' | 'status' | 'expires' | 'actions'
/** The columns in order: id (the cells' `data-column`), header label, and whether only assistive technology hears it. */
const COLUMNS: readonly { id: ColumnId; label: MessageKey; hidden?: boolean }[] = [
  { id: 'email', label: 'orgInvitations.email' },
  { id: 'role', label: 'invite.role' },
  { id: 'status', label: 'orgInvitations.status' },
  { id: 'expires', label: 'orgInvitations.expires' },
  { id: 'actions', label: 'orgInvitations.actions', hidden: true },
]
// Badge tones; declined and canceled ones are neutral (the default).
const TONE: Partial<Record<InvitationDisplayStatus, 'info' | 'success' | 'warning'>> = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
}

/**
 * The table, for viewers allowed to list invitations: open ones first, newest first within a status.
 * Resend and cancel failures show on their row; successes are announced politely; cancelling is
 * optimistic (the mutation factory rolls back).
 */
function InvitationsTable(props: OrganizationInvitationsProps & { viewer: ViewerRoles; notices: TableNotices }) {
  const { organizationId, statuses, locale, viewer, notices } = props
  const { t } = useMessages()
  const query = useInvitations({ organizationId })
  const invite = useInviteMember()
  const cancel = useCancelInvitation()
  const actions = useRowWrites<Invitation, 'resend' | 'cancel'>(async (kind, { id, email, role }) => {
    if (kind === 'cancel') await cancel.mutateAsync({ invitationId: id })
    else await invite.mutateAsync({ email, role, organizationId, resend: true })
    return t('invite.pair', {
      label: t(kind === 'cancel' ? 'invitationStatus.canceled' : 'invite.resent'),
      value: email,
    })
  })
  const mayCancel = canCancelInvitation({ actorRoles: viewer.roles, accessControl: viewer.accessControl }).allowed
  const now = new Date()
  const rows = (query.data ?? [])
    .map((invitation) => ({ invitation, status: invitationDisplayStatus(invitation, now) }))
    .filter((row) => !statuses || statuses.includes(row.status))
    .sort(
      (a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status) || +b.invitation.createdAt - +a.invitation.createdAt,
    )
  return (
    <>
      <TableContent error={query.error} onRetry={() => void query.refetch()} stale={!!query.data} notices={notices}>
        <TableGrid
          slot="orgkit-invitations"
          caption={t(query.isPending ? 'orgInvitations.loading' : 'orgInvitations.caption')}
          columns={COLUMNS.map(({ id, label, hidden }) => ({ id, label: t(label), hidden }))}
          loading={query.isPending}
          empty={rows.length === 0 && t('orgInvitations.empty')}
        >
          {rows.map(({ invitation, status }) => {
            const { id, email } = invitation
            const open = status === 'pending'
            const pending = actions.pending(id)
            const resend = t(open ? 'invite.resend' : 'orgInvitations.reinvite')
            const cancel = t('orgInvitations.cancel')
            const cells: Record<ColumnId, ReactNode> = {
              email,
              role: <RoleBadges roles={invitation.role} slot="orgkit-invitations-role" />,
              status: (
                <Badge slot="orgkit-invitations-status" tone={TONE[status]}>
                  {t(`invitationStatus.${status}`)}
                </Badge>
              ),
              expires: <TableDate date={invitation.expiresAt} locale={locale} />,
              actions: (
                <>
                  <div data-slot="orgkit-invitations-actions">
                    {status === 'accepted' ? null : (
                      <TableAction
                        aria-label={t('invite.pair', { label: resend, value: email })}
                        rule={canInviteWithRole({
                          actorRoles: viewer.roles,
                          // The names a resend sends: trimmed, as the kit writes every role.
                          role: trimRoleNames(invitation.role),
                          creatorRole: viewer.creatorRole,
                          accessControl: viewer.accessControl,
                        })}
                        pending={pending}
                        onAction={() => void actions.act('resend', invitation)}
                      >
                        {resend}
                      </TableAction>
                    )}
                    {mayCancel && (open || status === 'expired') ? (
                      <TableAction
                        aria-label={t('invite.pair', { label: cancel, value: email })}
                        pending={pending}
                        onAction={() => void actions.act('cancel', invitation)}
                      >
                        {cancel}
                      </TableAction>
                    ) : null}
                    {open ? <CopyLink id={id} email={email} links={props} short /> : null}
                  </div>
                  <RowError slot="orgkit-invitations-row-error" error={actions.error(id)} />
                </>
              ),
            }
            return (
              <tr
                key={id}
                data-slot="orgkit-invitations-row"
                data-status={status}
                data-state={pending ? 'pending' : undefined}
              >
                {COLUMNS.map((column) => (
                  <td key={column.id} data-slot="orgkit-invitations-cell" data-column={column.id}>
                    {cells[column.id]}
                  </td>
                ))}
              </tr>
            )
          })}
        </TableGrid>
      </TableContent>
      <p data-slot="orgkit-invitations-announcement" role="status">
        {actions.announcement}
      </p>
    </>
  )
}

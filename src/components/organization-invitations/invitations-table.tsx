import { useInvitations } from '../../hooks/use-invitations'
import { organizationInvitationsMessagesEn } from '../../messages/en/organization-invitations'
import { TableGrid } from '../ui/table-grid'
import { TableContent } from '../ui/table-states'
import type { TableNotices } from '../ui/table-states'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { ViewerRoles } from '../ui/use-viewer-roles'
import { invitationRowsOf } from './invitation-rows'
import type { OrganizationInvitationsProps } from './organization-invitations-types'
import { useInvitationColumns } from './use-invitation-columns'
import { useInvitationWrites } from './use-invitation-writes'

/** Props of {@link InvitationsTable}: the component's, with the viewer's roles and the refusals' notices. */
export interface InvitationsTableProps extends OrganizationInvitationsProps {
  viewer: ViewerRoles
  notices: TableNotices
}

/**
 * The table, for viewers allowed to list invitations: open ones first, newest first within a status.
 * Resend and cancel failures show on their row; successes are announced politely.
 */
export function InvitationsTable(props: InvitationsTableProps) {
  const { organizationId, statuses, acceptInvitationUrl, invitationBasePath, locale, viewer, notices } = props
  const { t } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const query = useInvitations({ organizationId })
  const writes = useInvitationWrites(organizationId)
  const columns = useInvitationColumns({
    viewer,
    writes,
    links: { acceptInvitationUrl, invitationBasePath },
    locale,
  })
  const rows = invitationRowsOf(query.data ?? [], { statuses, now: new Date() })
  return (
    <>
      <TableContent error={query.error} onRetry={() => void query.refetch()} stale={!!query.data} notices={notices}>
        <TableGrid
          slot="orgkit-invitations"
          caption={
            query.isPending ? t('organizationInvitations.loadingCaption') : t('organizationInvitations.tableCaption')
          }
          columns={columns}
          rows={rows}
          rowId={({ invitation }) => invitation.id}
          rowAttributes={({ invitation, status }) => ({
            'data-status': status,
            'data-state': writes.isPending(invitation.id) ? 'pending' : undefined,
          })}
          loading={query.isPending}
          emptyMessage={t('organizationInvitations.noInvitationsMessage')}
        />
      </TableContent>
      <p data-slot="orgkit-invitations-announcement" role="status">
        {writes.announcement}
      </p>
    </>
  )
}

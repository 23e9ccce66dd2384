import { useMemo } from 'react'
import type { Invitation } from '../../core/domain'
import { invitationDisplayStatus } from '../../core/invitation-state'
import type { InvitationDisplayStatus } from '../../core/invitation-state'
import { canCancelInvitation, canInviteWithRole } from '../../core/role-rules'
import type { CreatorRole } from '../../core/plugin-config'
import type { Role } from '../../core/roles'
import { useInvitations } from '../../hooks/use-invitations'
import { useMessages } from '../../hooks/use-messages'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import { TableGrid } from '../ui/table-grid'
import { TableContent } from '../ui/table-states'
import { InvitationRow } from './invitation-row'
import { useInvitationActions } from './use-invitation-actions'

/** Props of the table, rendered only for viewers allowed to list invitations. */
export interface InvitationsTableProps {
  organizationId: string | undefined
  viewerRoles: readonly Role[]
  creatorRole: CreatorRole
  statuses: readonly InvitationDisplayStatus[] | undefined
  invitationUrl: AcceptInvitationUrl
  locale: string | undefined
}

const ORDER: Record<InvitationDisplayStatus, number> = { pending: 0, expired: 1, accepted: 2, rejected: 3, canceled: 4 }

/** The organization's invitations, open ones first, newest first within a status. */
export function InvitationsTable({ organizationId, viewerRoles, creatorRole, statuses, invitationUrl, locale }: InvitationsTableProps) {
  const { t } = useMessages()
  const query = useInvitations({ organizationId })
  const actions = useInvitationActions(organizationId)
  const mayCancel = canCancelInvitation({ actorRoles: viewerRoles }).allowed
  const rows = useMemo(() => {
    const now = new Date()
    return (query.data ?? [])
      .map((invitation) => ({ invitation, status: invitationDisplayStatus(invitation, now) }))
      .filter((row) => !statuses || statuses.includes(row.status))
      .sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.invitation.createdAt.getTime() - a.invitation.createdAt.getTime())
  }, [query.data, statuses])
  const resendRule = (invitation: Invitation) => canInviteWithRole({ actorRoles: viewerRoles, role: invitation.role, creatorRole })

  const forbidden = t('orgInvitations.forbidden')
  return (
    <>
      <TableContent
        error={query.error}
        onRetry={() => void query.refetch()}
        stale={!!query.data}
        notices={{ YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS: forbidden, YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: forbidden }}
      >
      <TableGrid
        slot="orgkit-invitations"
        caption={query.isPending ? t('orgInvitations.loading') : t('orgInvitations.caption')}
        columns={[
          { id: 'email', label: t('orgInvitations.columnEmail') },
          { id: 'role', label: t('orgInvitations.columnRole') },
          { id: 'status', label: t('orgInvitations.columnStatus') },
          { id: 'expires', label: t('orgInvitations.columnExpires') },
          { id: 'actions', label: t('orgInvitations.columnActions'), hidden: true },
        ]}
        loading={query.isPending}
        empty={rows.length === 0 && t('orgInvitations.empty')}
      >
        {rows.map(({ invitation, status }) => (
          <InvitationRow
            key={invitation.id}
            invitation={invitation}
            status={status}
            resendRule={resendRule(invitation)}
            mayCancel={mayCancel}
            invitationUrl={invitationUrl}
            error={actions.error(invitation.id)}
            pending={actions.pending(invitation.id)}
            locale={locale}
            onAction={actions.act}
          />
        ))}
      </TableGrid>
      </TableContent>
      <p data-slot="orgkit-invitations-announcement" role="status">
        {actions.announcement}
      </p>
    </>
  )
}

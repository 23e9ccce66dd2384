import { useEffect, useRef, useState } from 'react'
import type { Invitation } from '../../core/domain'
import { SERVER_LIST_LIMIT } from '../../core/server-list-limit'
import { useCancelInvitation } from '../../hooks/use-cancel-invitation'
import { useInvitations } from '../../hooks/use-invitations'
import { organizationInvitationsMessagesEn } from '../../messages/en/organization-invitations'
import { useAnnounce } from '../announcer/use-announce'
import { TableGrid } from '../ui/table-grid'
import { TableContent } from '../ui/table-states'
import type { TableNotices } from '../ui/table-states'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useRowFocusAfterRemoval } from '../ui/use-row-focus-after-removal'
import { useSingleFlight } from '../ui/use-single-flight'
import type { ViewerRoles } from '../ui/use-viewer-roles'
import { CancelInvitationDialog } from './cancel-invitation-dialog'
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
 * A failed resend or renewal is announced with the server's reason; cancelling asks first (its refusal stays in the dialog); every success
 * is announced. Once an invitation is canceled, the focus goes to the actions of the row that took its place,
 * else the row before, else the table: a canceled row leaves the table (or, when canceled ones are listed,
 * moves down), and the focus stays where the user was working.
 */
export function InvitationsTable(props: InvitationsTableProps) {
  const { organizationId, statuses, acceptInvitationUrl, invitationBasePath, locale, viewer, notices } = props
  const { serverListLimit = SERVER_LIST_LIMIT } = props
  const { t } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const announce = useAnnounce()
  const query = useInvitations({ organizationId })
  const writes = useInvitationWrites(organizationId)
  const cancel = useCancelInvitation()
  const flight = useSingleFlight()
  const containerRef = useRef<HTMLDivElement>(null)
  const rowFocus = useRowFocusAfterRemoval({ containerRef, rowControl: '[aria-haspopup="menu"]' })
  const [cancelling, setCancelling] = useState<Invitation | null>(null)
  // Once a cancel went through, its dialog closes (giving the focus back to the menu button that opened it).
  // This effect runs after the dialog's clean-up: it moves the focus on from there, and says what happened
  // only now, as the page outside a modal dialog is inert and a live region in it would not be heard.
  const [canceled, setCanceled] = useState<{ email: string } | null>(null)
  useEffect(() => {
    if (canceled === null) return
    rowFocus.focusNextSensiblePlace()
    announce({ tone: 'success', message: t('organizationInvitations.canceledAnnouncement', canceled) })
    // Once per cancel: `canceled` is a new object each time; the others are stable or read when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canceled])

  const requestCancel = (invitation: Invitation) => {
    cancel.reset()
    setCancelling(invitation)
  }
  const confirmCancel = (invitation: Invitation) => {
    // The refusal shows in the dialog (the mutation's error), which stays open for another try.
    void flight.run(invitation.id, async () => {
      rowFocus.remember(invitation.id)
      await cancel.mutateAsync({ invitationId: invitation.id })
      setCancelling(null)
      setCanceled({ email: invitation.email })
    })
  }

  const columns = useInvitationColumns({
    viewer,
    writes,
    links: { acceptInvitationUrl, invitationBasePath },
    locale,
    onCancelRequest: requestCancel,
  })
  const rows = invitationRowsOf(query.data ?? [], { statuses, now: new Date() })
  // Counted before the statuses are filtered: the server's limit applies to every status.
  const mayHaveMore = (query.data?.length ?? 0) >= serverListLimit
  return (
    <div ref={containerRef} data-slot="orgkit-invitations-content">
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
        {mayHaveMore ? (
          <p data-slot="orgkit-invitations-limit-note">
            {t('organizationInvitations.listLimitNote', { count: serverListLimit })}
          </p>
        ) : null}
      </TableContent>
      {cancelling ? (
        <CancelInvitationDialog
          invitation={cancelling}
          cancel={cancel}
          onConfirm={() => confirmCancel(cancelling)}
          onKeep={() => setCancelling(null)}
          focusAfterClose={rowFocus.focusNextSensiblePlace}
        />
      ) : null}
    </div>
  )
}

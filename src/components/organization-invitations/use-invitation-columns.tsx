import type { Invitation } from '../../core/domain'
import { organizationInvitationsMessagesEn } from '../../messages/en/organization-invitations'
import type { InvitationLinkOptions } from '../ui/invitation-link'
import { Skeleton } from '../ui/skeleton'
import { RoleBadges, TableDate } from '../ui/table-cells'
import type { TableColumn } from '../ui/table-grid'
import type { RowWrites } from '../ui/table-row-writes'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { ViewerRoles } from '../ui/use-viewer-roles'
import { InvitationRowActions } from './invitation-row-actions'
import type { InvitationRow } from './invitation-rows'
import { InvitationStatusBadge } from './invitation-status-badge'
import type { InvitationWrite } from './use-invitation-writes'

/** Options of {@link useInvitationColumns}: what the cells need besides the invitation. */
export interface InvitationColumnsOptions {
  viewer: ViewerRoles
  writes: RowWrites<InvitationWrite>
  /** How to link to an invitation, for "Copy link". */
  links: InvitationLinkOptions
  /** Locale of the expiry date. */
  locale: string | undefined
  /** Asks to confirm cancelling an invitation. */
  onCancelRequest: (invitation: Invitation) => void
}

/**
 * The invitations table's row model: one column per cell, with its header and how it renders a row. Without
 * options (while the viewer's roles load) the columns serve the skeleton rows only: no row is drawn then.
 */
export function useInvitationColumns(options: InvitationColumnsOptions | null): readonly TableColumn<InvitationRow>[] {
  const { t } = useLocalizedMessages(organizationInvitationsMessagesEn)
  return [
    {
      id: 'email',
      header: t('organizationInvitations.emailColumnHeader'),
      // Cut with an ellipsis by the stylesheet when long: the whole address stays in the page and is its title.
      cell: ({ invitation }) => (
        <span data-slot="orgkit-invitations-email" title={invitation.email}>
          <EmailWithBreak email={invitation.email} />
        </span>
      ),
    },
    {
      id: 'role',
      header: t('organizationInvitations.roleColumnHeader'),
      cell: ({ invitation }) => <RoleBadges roles={invitation.role} slot="orgkit-invitations-role" />,
      skeleton: <Skeleton width="half" />,
    },
    {
      id: 'status',
      header: t('organizationInvitations.statusColumnHeader'),
      cell: ({ status }) => <InvitationStatusBadge status={status} />,
      skeleton: <Skeleton width="half" />,
    },
    {
      id: 'expires',
      header: t('organizationInvitations.expiresColumnHeader'),
      cell: ({ invitation }) => <TableDate date={invitation.expiresAt} locale={options?.locale} />,
      skeleton: <Skeleton width="two-thirds" />,
    },
    {
      id: 'actions',
      header: t('organizationInvitations.actionsColumnHeader'),
      headerHidden: true,
      cell: (row) =>
        options && (
          <InvitationRowActions
            row={row}
            viewer={options.viewer}
            writes={options.writes}
            links={options.links}
            onCancelRequest={options.onCancelRequest}
          />
        ),
    },
  ]
}

/**
 * An e-mail address that, where it has to wrap (on a narrow card), wraps after its `@` first: a `<wbr>` there
 * adds no text, so the address reads and copies as it is.
 */
function EmailWithBreak({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

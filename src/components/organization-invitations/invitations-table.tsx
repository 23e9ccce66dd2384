import { useMemo } from 'react'
import type { Invitation } from '../../core/domain'
import { invitationDisplayStatus } from '../../core/invitation-state'
import type { InvitationDisplayStatus } from '../../core/invitation-state'
import { isOrgKitError } from '../../core/org-kit-error'
import { canCancelInvitation, canInviteWithRole } from '../../core/role-rules'
import type { CreatorRole } from '../../core/plugin-config'
import type { Role } from '../../core/roles'
import { useInvitations } from '../../hooks/use-invitations'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import { Skeleton } from '../ui/skeleton'
import { VisuallyHidden } from '../ui/visually-hidden'
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
const FORBIDDEN: ReadonlySet<string> = new Set(['YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS', 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION'])

/** The organization's invitations, open ones first, newest first within a status. */
export function InvitationsTable({ organizationId, viewerRoles, creatorRole, statuses, invitationUrl, locale }: InvitationsTableProps) {
  const { t, errorMessage } = useMessages()
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

  if (query.isError && !query.data) {
    const code = isOrgKitError(query.error) ? query.error.code : undefined
    if (code === 'PLUGIN_DISABLED') return <Alert tone="warning">{t('common.pluginDisabled')}</Alert>
    if (code && FORBIDDEN.has(code)) return <Alert tone="warning">{t('orgInvitations.forbidden')}</Alert>
    return (
      <Alert tone="danger" action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
        {errorMessage(query.error)}
      </Alert>
    )
  }
  return (
    <>
      <div data-slot="orgkit-invitations-scroll">
        <table data-slot="orgkit-invitations-table" aria-busy={query.isPending || undefined}>
          <caption data-slot="orgkit-invitations-caption">
            <VisuallyHidden>{query.isPending ? t('orgInvitations.loading') : t('orgInvitations.caption')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col" data-slot="orgkit-invitations-head">{t('orgInvitations.columnEmail')}</th>
              <th scope="col" data-slot="orgkit-invitations-head">{t('orgInvitations.columnRole')}</th>
              <th scope="col" data-slot="orgkit-invitations-head">{t('orgInvitations.columnStatus')}</th>
              <th scope="col" data-slot="orgkit-invitations-head">{t('orgInvitations.columnExpires')}</th>
              <th scope="col" data-slot="orgkit-invitations-head">
                <VisuallyHidden>{t('orgInvitations.columnActions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.isPending
              ? [0, 1, 2].map((i) => (
                  <tr key={i} aria-hidden="true" data-slot="orgkit-invitations-skeleton-row">
                    <td colSpan={5}>
                      <Skeleton width={`${70 - i * 15}%`} />
                    </td>
                  </tr>
                ))
              : null}
            {!query.isPending && rows.length === 0 ? (
              <tr data-slot="orgkit-invitations-empty">
                <td colSpan={5}>{t('orgInvitations.empty')}</td>
              </tr>
            ) : null}
            {rows.map(({ invitation, status }) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                status={status}
                resendRule={resendRule(invitation)}
                mayCancel={mayCancel}
                invitationUrl={invitationUrl}
                error={actions.errors[invitation.id]}
                pending={actions.pending[invitation.id] === true}
                locale={locale}
                onResend={actions.resend}
                onCancel={actions.cancel}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p data-slot="orgkit-invitations-announcement" role="status">
        {actions.announcement}
      </p>
    </>
  )
}

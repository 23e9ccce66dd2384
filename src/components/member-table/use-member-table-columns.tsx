import type { Member } from '../../core/domain'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { Skeleton } from '../ui/skeleton'
import { RoleBadges, TableDate } from '../ui/table-cells'
import type { TableColumn } from '../ui/table-grid'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { MemberIdentity, MemberIdentitySkeleton } from './member-identity'
import { MemberRowActions } from './member-row-actions'
import type { ForbiddenActions } from '../can/forbidden-actions-context'
import type { MemberTableSortColumn } from './member-table-types'
import type { MemberDialogRequest } from './member-dialog-types'
import type { MemberRowRules } from './use-member-row-rules'

/** Options of {@link useMemberTableColumns}: what the cells need besides the member. */
export interface MemberTableColumnsOptions {
  /** The signed-in user's id: their own row is marked "you" and offers leaving. */
  viewerUserId: string | undefined
  rules: MemberRowRules
  /** Whether the viewer has someone on the page to hand ownership to. */
  hasTransferCandidates: boolean
  /** The table's `forbiddenActions` prop: hide or explain refused row actions. */
  forbiddenActions: ForbiddenActions | undefined
  /** Locale of the joined date. */
  locale: string | undefined
  /** Opens a row's dialog (role change, removal, leaving, transfer). */
  onOpenDialog: (dialog: MemberDialogRequest) => void
}

/** The member table's row model: one column per cell, with its header and how it renders a member. */
export function useMemberTableColumns(
  options: MemberTableColumnsOptions,
): readonly TableColumn<Member, MemberTableSortColumn>[] {
  const { viewerUserId, rules, hasTransferCandidates, forbiddenActions, locale, onOpenDialog } = options
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const isSelf = (member: Member) => member.userId === viewerUserId
  return [
    {
      id: 'member',
      header: t('memberTable.memberColumnHeader'),
      cell: (member) => <MemberIdentity member={member} isSelf={isSelf(member)} />,
      skeleton: <MemberIdentitySkeleton />,
    },
    {
      id: 'roles',
      header: t('memberTable.rolesColumnHeader'),
      sortColumn: 'role',
      cell: (member) => <RoleBadges roles={member.role} slot="orgkit-member-table-role" />,
      skeleton: <Skeleton width="half" />,
    },
    {
      id: 'joined',
      header: t('memberTable.joinedColumnHeader'),
      sortColumn: 'createdAt',
      cell: (member) => <TableDate date={member.createdAt} locale={locale} />,
      skeleton: <Skeleton width="two-thirds" />,
    },
    {
      id: 'actions',
      header: t('memberTable.actionsColumnHeader'),
      headerHidden: true,
      cell: (member) => (
        <MemberRowActions
          member={member}
          isSelf={isSelf(member)}
          rules={rules}
          hasTransferCandidates={hasTransferCandidates}
          forbiddenActions={forbiddenActions}
          onOpenDialog={onOpenDialog}
        />
      ),
      skeleton: <Skeleton width="two-thirds" />,
    },
  ]
}

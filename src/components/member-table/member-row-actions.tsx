import { memberTableMessagesEn } from '../../messages/en/member-table'
import { TableAction } from '../ui/table-action'
import { RowError } from '../ui/table-cells'
import type { RowWrites } from '../ui/table-row-writes'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { MemberRoleSelect } from './member-role-select'
import type { MemberRowTarget } from './member-row-permissions'
import { removeOrLeaveActionOf } from './member-row-permissions'
import type { MemberConfirmation, MemberWrite } from './use-member-writes'

/** Props of {@link MemberRowActions}. */
export interface MemberRowActionsProps extends MemberRowTarget {
  /** The table's writes: a role change starts at once. */
  writes: RowWrites<MemberWrite>
  /** Asks the table to confirm a removal or leaving. */
  onConfirm: (confirmation: MemberConfirmation) => void
}

/**
 * A row's actions: the role select and remove (or, on the viewer's own row, leave), then the row's last
 * error. A refused action is either not rendered (the viewer may never do it) or rendered disabled with the
 * rule's reason as its description; nothing refused is offered.
 */
export function MemberRowActions({ writes, onConfirm, ...target }: MemberRowActionsProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const { member, rules } = target
  const isPending = writes.isPending(member.id)
  const removeOrLeave = removeOrLeaveActionOf(target)
  return (
    <>
      <div data-slot="orgkit-member-table-actions">
        {rules.mayUpdateRoles && (
          <MemberRoleSelect
            {...target}
            isPending={isPending}
            onRoleChange={(role) => void writes.start({ kind: 'changeRole', member, role })}
          />
        )}
        {removeOrLeave?.kind === 'remove' && (
          <TableAction
            data-action="remove"
            aria-label={t('memberTable.removeButtonLabel', { name: member.user.name })}
            rule={removeOrLeave.rule}
            pending={isPending}
            onAction={() => onConfirm({ kind: 'remove', member })}
          >
            {t('memberTable.removeButton')}
          </TableAction>
        )}
        {removeOrLeave?.kind === 'leave' && (
          <TableAction
            data-action="leave"
            aria-label={t('memberTable.leaveButtonLabel')}
            rule={removeOrLeave.rule}
            pending={isPending}
            onAction={() => onConfirm({ kind: 'leave', member })}
          >
            {t('memberTable.leaveButton')}
          </TableAction>
        )}
      </div>
      <RowError slot="orgkit-member-table-row-error" error={writes.errorOf(member.id)} />
    </>
  )
}

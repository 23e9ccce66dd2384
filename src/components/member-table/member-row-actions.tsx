import { canUpdateMemberRole } from '../../core/role-rules'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { ActionsMenu } from '../ui/actions-menu'
import type { ActionsMenuItem } from '../ui/actions-menu'
import { useRoleText } from '../ui/role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { MemberDialogRequest } from './member-dialog-types'
import type { MemberRowTarget } from './member-row-permissions'
import { removeOrLeaveActionOf, roleChoicesOf } from './member-row-permissions'

/** Props of {@link MemberRowActions}. */
export interface MemberRowActionsProps extends MemberRowTarget {
  /** Whether the viewer has someone on this page to hand ownership to (their own row offers the transfer then). */
  hasTransferCandidates: boolean
  /** Opens a dialog for this row. */
  onOpenDialog: (dialog: MemberDialogRequest) => void
}

/**
 * A row's actions behind one menu button ("Actions for Mia Member"), holding only what the role rules let
 * the viewer do here: change the role, make them the creator role (owner), remove; on the viewer's own row,
 * transfer ownership and leave. Nothing refused is offered; a row with nothing to do has no button.
 */
export function MemberRowActions({ hasTransferCandidates, onOpenDialog, ...target }: MemberRowActionsProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const roleText = useRoleText()
  const { member, isSelf, rules } = target
  const viewerIsCreator = rules.actorRoles.includes(rules.creatorRole)
  const items: ActionsMenuItem[] = []
  const mayChangeRole = rules.mayUpdateRoles && roleChoicesOf(target).refusal === undefined
  if (mayChangeRole && roleChoicesOf(target).offeredRoles.length > 1) {
    items.push({
      id: 'change-role',
      label: t('memberTable.changeRoleMenuItem'),
      onSelect: () => onOpenDialog({ kind: 'changeRole', member }),
    })
  }
  const mayMakeCreator =
    !isSelf &&
    viewerIsCreator &&
    !member.role.includes(rules.creatorRole) &&
    canUpdateMemberRole({ ...rules, targetRoles: member.role, newRoles: [rules.creatorRole], isSelf }).allowed
  if (mayMakeCreator) {
    items.push({
      id: 'make-owner',
      label: t('memberTable.makeCreatorRoleMenuItem', { role: roleText.label(rules.creatorRole) }),
      onSelect: () => onOpenDialog({ kind: 'transfer', candidate: member }),
    })
  }
  if (isSelf && viewerIsCreator && hasTransferCandidates) {
    items.push({
      id: 'transfer-ownership',
      label: t('memberTable.transferOwnershipMenuItem'),
      onSelect: () => onOpenDialog({ kind: 'transfer', candidate: undefined }),
    })
  }
  const removeOrLeave = removeOrLeaveActionOf(target)
  if (removeOrLeave?.rule.allowed) {
    const leaving = removeOrLeave.kind === 'leave'
    items.push({
      id: removeOrLeave.kind,
      label: leaving ? t('memberTable.leaveMenuItem') : t('memberTable.removeMenuItem'),
      tone: 'danger',
      onSelect: () => onOpenDialog({ kind: removeOrLeave.kind, member }),
    })
  }
  return (
    <div data-slot="orgkit-member-table-actions">
      <ActionsMenu label={t('memberTable.actionsMenuLabel', { name: member.user.name })} items={items} />
    </div>
  )
}

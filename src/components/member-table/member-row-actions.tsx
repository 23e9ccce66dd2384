import type { OrgKitErrorCode } from '../../core/error-codes'
import { canUpdateMemberRole } from '../../core/role-rules'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { errorCodeMessageKey } from '../../messages/message-formatter'
import { useForbiddenActions } from '../can/forbidden-actions-context'
import type { ForbiddenActions } from '../can/forbidden-actions-context'
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
  /** Hide or explain refused actions; the nearest `<ForbiddenActionsProvider>`'s when absent. */
  forbiddenActions?: ForbiddenActions | undefined
  /** Opens a dialog for this row. */
  onOpenDialog: (dialog: MemberDialogRequest) => void
}

/**
 * A row's actions behind one menu button ("Actions for Mia Member"), holding what the role rules let the
 * viewer do here: change the role, make them the creator role (owner), remove; on the viewer's own row,
 * transfer ownership and leave. By default nothing refused is offered, and a row with nothing to do has no
 * button; with `forbiddenActions="explain"`, a refused change of role, removal or leaving stays in the menu,
 * disabled, with the reason the server would give.
 */
export function MemberRowActions(props: MemberRowActionsProps) {
  const { hasTransferCandidates, forbiddenActions, onOpenDialog, ...target } = props
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const roleText = useRoleText()
  const explain = useForbiddenActions(forbiddenActions) === 'explain'
  const { member, isSelf, rules } = target
  const viewerIsCreator = rules.actorRoles.includes(rules.creatorRole)
  const creatorRole = { role: roleText.label(rules.creatorRole) }
  // The server's sentence for its refusal; but another's removal refused as "the only owner" means the
  // viewer does not hold that role (an admin removing an owner): say so rather than "make someone else owner".
  const reasonOf = (code: OrgKitErrorCode): string =>
    !isSelf && code === 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER'
      ? t('memberTable.creatorRoleHolderRemovalReason', creatorRole)
      : t(errorCodeMessageKey(code))
  const items: ActionsMenuItem[] = []
  const roleChoices = roleChoicesOf(target)
  const roleRefusal = rules.mayUpdateRoles ? roleChoices.refusal : 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER'
  if ((roleRefusal === undefined && roleChoices.offeredRoles.length > 1) || (explain && roleRefusal)) {
    items.push({
      id: 'change-role',
      label: t('memberTable.changeRoleMenuItem'),
      disabledReason: roleRefusal && reasonOf(roleRefusal),
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
      label: t('memberTable.makeCreatorRoleMenuItem', creatorRole),
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
  if (removeOrLeave.rule.allowed || explain) {
    const leaving = removeOrLeave.kind === 'leave'
    items.push({
      id: removeOrLeave.kind,
      label: leaving ? t('memberTable.leaveMenuItem') : t('memberTable.removeMenuItem'),
      tone: 'danger',
      disabledReason: removeOrLeave.rule.allowed ? undefined : reasonOf(removeOrLeave.rule.reason),
      onSelect: () => onOpenDialog({ kind: removeOrLeave.kind, member }),
    })
  }
  return (
    <div data-slot="orgkit-member-table-actions">
      <ActionsMenu label={t('memberTable.actionsMenuLabel', { name: member.user.name })} items={items} />
    </div>
  )
}

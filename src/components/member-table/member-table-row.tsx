import { errorCodeMessageKey } from '../../messages/message-formatter'
import type { OrgKitAccessControl } from '../../core/access-control'
import type { Member } from '../../core/domain'
import type { OrgKitErrorCode } from '../../core/error-codes'
import type { CreatorRole } from '../../core/plugin-config'
import { canLeaveOrganization, canRemoveMember, canUpdateMemberRole } from '../../core/role-rules'
import { useMessages } from '../../hooks/use-messages'
import { Avatar } from '../ui/avatar'
import { Badge } from '../ui/badge'
import { useRoleText } from '../ui/role-text'
import { TableAction } from '../ui/table-action'
import { RoleBadges, RowError, TableDate } from '../ui/table-cells'

/** What the viewer knows to judge a row's actions (spread into the role rules' inputs). */
export interface RowRules {
  actorRoles: readonly string[]
  creatorRole: CreatorRole
  accessControl: OrgKitAccessControl | undefined
  creatorRoleHolders: number
  /** Whether the viewer may change roles at all (`member:update`, or the creator role). Without it no role select. */
  mayUpdateRoles: boolean
  /** Whether the viewer may remove members at all (`member:delete`). Without it no remove. */
  mayRemove: boolean
  /** The roles the server knows, in the order offered (`roleNames`). */
  roleNames: readonly string[]
}

/** A removal or leaving the table is asked to confirm. */
export interface MemberConfirmation {
  kind: 'remove' | 'leave'
  member: Member
}

/** Props of one member row. */
export interface MemberTableRowProps {
  member: Member
  isSelf: boolean
  rules: RowRules
  /** The last failed action on this row, shown under its actions. */
  error: unknown
  /** Whether a write on this row is in flight. */
  pending: boolean
  locale: string | undefined
  /** Changes a role at once (the table's row writes). */
  onRoleChange: (kind: 'role', member: Member, role: string) => void
  /** Asks the table to confirm a removal or leaving. */
  onConfirm: (confirmation: MemberConfirmation) => void
}

/**
 * One member: avatar, name, e-mail, "you", role badges, joined date, and the role select and remove (or,
 * on the viewer's own row, leave). A refused action is either not rendered (the viewer may never do it) or
 * rendered disabled with the rule's reason as its description; nothing refused is offered.
 */
export function MemberTableRow({
  member,
  isSelf,
  rules,
  error,
  pending,
  locale,
  onRoleChange,
  onConfirm,
}: MemberTableRowProps) {
  const { t } = useMessages()
  const roleText = useRoleText()
  const { role: roles, user } = member
  const current = roles.join()
  const context = { ...rules, targetRoles: roles, isSelf }
  // The select offers the current role and each single role the rules let the viewer give; with none to
  // give, it is disabled with the first refusal's reason. A current role the server does not know (an
  // unknown or padded name) is shown as it is, like a multi-role value.
  let reason: OrgKitErrorCode | undefined
  const offered = rules.roleNames.filter((role) => {
    const result = canUpdateMemberRole({ ...context, newRoles: [role] })
    return role === current || result.allowed || void (reason ??= result.reason)
  })
  const refused = offered.some((role) => role !== current) ? undefined : reason
  // Removal on others' rows, leaving on one's own: never both.
  const kind = isSelf ? 'leave' : 'remove'
  const rule = isSelf ? canLeaveOrganization(rules) : rules.mayRemove && canRemoveMember(context)
  const name = { name: user.name }
  return (
    <tr
      data-slot="orgkit-member-table-row"
      data-state={pending ? 'pending' : undefined}
      data-self={isSelf || undefined}
    >
      <td>
        <div data-slot="orgkit-member-table-identity">
          <Avatar name={user.name} src={user.image} />
          <span data-slot="orgkit-member-table-name">
            {user.name}
            {isSelf && (
              <Badge slot="orgkit-member-table-you" tone="info">
                {t('common.you')}
              </Badge>
            )}
          </span>
          <span data-slot="orgkit-member-table-email">{user.email}</span>
        </div>
      </td>
      <td>
        <RoleBadges roles={roles} slot="orgkit-member-table-role" />
      </td>
      <td>
        <TableDate date={member.createdAt} locale={locale} />
      </td>
      <td>
        <div data-slot="orgkit-member-table-actions">
          {rules.mayUpdateRoles && (
            <select
              data-slot="orgkit-select"
              aria-label={t('members.roleOf', name)}
              value={current}
              // Refused by the rules: disabled, the reason its title (so also its accessible description, the name
              // being the label). While a change is saving: aria-disabled only, because disabling the focused
              // select would drop a keyboard user's focus to the page.
              disabled={!!refused}
              aria-disabled={pending || undefined}
              title={refused && t(errorCodeMessageKey(refused))}
              onChange={(event) => pending || onRoleChange('role', member, event.currentTarget.value)}
            >
              {!offered.includes(current) && <option value={current}>{roleText.labels(roles, ' + ')}</option>}
              {offered.map((role) => (
                <option key={role} value={role}>
                  {roleText.label(role)}
                </option>
              ))}
            </select>
          )}
          {rule && (
            <TableAction
              data-action={kind}
              aria-label={t(`members.${kind}Label`, name)}
              rule={rule}
              pending={pending}
              onAction={() => onConfirm({ kind, member })}
            >
              {t(`members.${kind}`)}
            </TableAction>
          )}
        </div>
        <RowError slot="orgkit-member-table-row-error" error={error} />
      </td>
    </tr>
  )
}

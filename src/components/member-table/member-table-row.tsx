import { memo, useId } from 'react'
import type { Member } from '../../core/domain'
import { ROLES } from '../../core/roles'
import type { Role } from '../../core/roles'
import { useMessages } from '../../hooks/use-messages'
import { Avatar } from '../ui/avatar'
import { Badge } from '../ui/badge'
import { TableAction, TableReason } from '../ui/table-action'
import { RoleBadges, RowError, TableDate } from '../ui/table-cells'
import type { RowRuleContext } from './member-role-rules'
import { leavingOf, removalOf, roleChangeOf } from './member-role-rules'

/** What a member row asks the table to do: change a role (at once), or remove / leave (after a confirmation). */
export type MemberRowAction = (kind: 'role' | 'remove' | 'leave', member: Member, role?: Role) => void

/** Props of one member row; all stable between renders, so unchanged rows skip rendering. */
export interface MemberTableRowProps {
  member: Member
  isSelf: boolean
  rules: RowRuleContext
  /** The last failed action on this row, shown under its actions. */
  error: unknown
  /** Whether a write on this row is in flight. */
  pending: boolean
  locale: string | undefined
  onAction: MemberRowAction
}

/**
 * One member: avatar, name, e-mail, "you", role badges, joined date, and the role select, remove and
 * leave. A refused action is either not rendered (the viewer may never do it) or rendered disabled with
 * the server's reason as its description; nothing refused is offered. Memoized: pages of 100 rows stay cheap.
 */
export const MemberTableRow = memo(function MemberTableRow({ member, isSelf, rules, error, pending, locale, onAction }: MemberTableRowProps) {
  const { t } = useMessages()
  const id = useId()
  const roleChange = roleChangeOf(member, isSelf, rules)
  const removal = removalOf(member, isSelf, rules)
  const leaving = leavingOf(isSelf, rules)
  const current = member.role.join(',')
  const refused = roleChange && !roleChange.allowed && roleChange.reason
  const offered = new Set<string>([current, ...(roleChange?.allowed ? roleChange.options : [])])
  const name = { name: member.user.name }
  return (
    <tr data-slot="orgkit-member-table-row" data-state={pending ? 'pending' : undefined} data-self={isSelf ? '' : undefined}>
      <td data-slot="orgkit-member-table-cell" data-column="member">
        <div data-slot="orgkit-member-table-identity">
          <Avatar name={member.user.name} src={member.user.image} />
          <div data-slot="orgkit-member-table-person">
            <span data-slot="orgkit-member-table-name">
              {member.user.name}
              {isSelf ? (
                <Badge slot="orgkit-member-table-you" tone="info">
                  {t('common.you')}
                </Badge>
              ) : null}
            </span>
            <span data-slot="orgkit-member-table-email">{member.user.email}</span>
          </div>
        </div>
      </td>
      <td data-slot="orgkit-member-table-cell" data-column="roles">
        <span data-slot="orgkit-member-table-roles">
          <RoleBadges roles={member.role} slot="orgkit-member-table-role" />
        </span>
      </td>
      <td data-slot="orgkit-member-table-cell" data-column="joined">
        <TableDate date={member.createdAt} locale={locale} />
      </td>
      <td data-slot="orgkit-member-table-cell" data-column="actions">
        <div data-slot="orgkit-member-table-actions">
          {roleChange ? (
            <select
              data-slot="orgkit-select"
              aria-label={t('members.changeRole', name)}
              value={current}
              // Refused by the rules: disabled. While a change is saving: aria-disabled only, because disabling
              // the focused select would drop a keyboard user's focus to the page.
              disabled={!!refused}
              aria-disabled={pending || undefined}
              aria-describedby={refused ? id : undefined}
              title={refused ? t(`error.${refused}`) : undefined}
              onChange={(event) => pending || onAction('role', member, event.currentTarget.value as Role)}
            >
              {member.role.length > 1 ? <option value={current}>{member.role.map((r) => t(`role.${r}`)).join(' + ')}</option> : null}
              {ROLES.filter((role) => offered.has(role)).map((role) => (
                <option key={role} value={role}>
                  {t(`role.${role}`)}
                </option>
              ))}
            </select>
          ) : null}
          {refused ? <TableReason id={id} reason={refused} /> : null}
          {removal ? (
            <TableAction data-action="remove" aria-label={t('members.removeLabel', name)} rule={removal} pending={pending} onAction={() => onAction('remove', member)}>
              {t('members.remove')}
            </TableAction>
          ) : null}
          {leaving ? (
            <TableAction data-action="leave" aria-label={t('members.leaveLabel')} rule={leaving} pending={pending} onAction={() => onAction('leave', member)}>
              {t('members.leave')}
            </TableAction>
          ) : null}
        </div>
        <RowError slot="orgkit-member-table-row-error" error={error} />
      </td>
    </tr>
  )
})

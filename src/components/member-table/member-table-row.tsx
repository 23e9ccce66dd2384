import { memo } from 'react'
import type { Member } from '../../core/domain'
import { useMessages } from '../../hooks/use-messages'
import { Avatar } from '../ui/avatar'
import { Badge } from '../ui/badge'
import { RoleBadges, TableDate } from '../ui/table-cells'
import type { RowRuleContext } from './member-role-rules'
import { MemberRowActions } from './member-row-actions'
import type { MemberRowAction } from './member-row-actions'

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

/** One member: avatar, name, e-mail, "you", role badges, joined date, actions. Memoized: pages of 100 rows stay cheap. */
export const MemberTableRow = memo(function MemberTableRow(props: MemberTableRowProps) {
  const { member, isSelf, rules, error, pending, locale } = props
  const { t, errorMessage } = useMessages()
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
                  {t('members.you')}
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
        <MemberRowActions member={member} isSelf={isSelf} rules={rules} pending={pending} onAction={props.onAction} />
        {error ? (
          <p data-slot="orgkit-member-table-row-error" role="alert">
            {errorMessage(error)}
          </p>
        ) : null}
      </td>
    </tr>
  )
})

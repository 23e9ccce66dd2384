import type { Member } from '../../core/domain'
import { useMessages } from '../../hooks/use-messages'
import { TableGrid } from '../ui/table-grid'
import type { RowRuleContext } from './member-role-rules'
import { MemberTableRow } from './member-table-row'
import type { MemberTableSort } from './member-table-types'
import type { useMemberActions } from './use-member-actions'

/** Props of the `<table>` itself. */
export interface MemberTableGridProps {
  /** The first page is loading: skeleton rows. */
  loading: boolean
  /** Another page is loading while these rows stay. */
  busy: boolean
  rows: readonly Member[] | undefined
  /** Whether a filter or search is on (for the empty state's wording). */
  filtered: boolean
  sort: MemberTableSort
  onSortChange: (sort: MemberTableSort) => void
  userId: string | undefined
  rules: RowRuleContext
  actions: ReturnType<typeof useMemberActions>
  locale: string | undefined
}

/** The native table: a caption, sortable headers with `aria-sort`, skeleton, empty state or memoized rows. */
export function MemberTableGrid(props: MemberTableGridProps) {
  const { loading, rows, filtered, userId, rules, actions, locale } = props
  const { t } = useMessages()
  return (
    <TableGrid
      slot="orgkit-member-table"
      caption={loading ? t('members.loading') : t('members.caption')}
      columns={[
        { id: 'member', label: t('members.columnMember') },
        { id: 'role', label: t('members.columnRoles'), sortable: true },
        { id: 'createdAt', label: t('members.columnJoined'), sortable: true },
        { id: 'actions', label: t('members.columnActions'), hidden: true },
      ]}
      loading={loading}
      busy={props.busy}
      empty={rows?.length === 0 && t(filtered ? 'members.emptyFiltered' : 'members.empty')}
      sort={props.sort}
      onSortChange={props.onSortChange}
    >
      {rows?.map((member) => (
        <MemberTableRow
          key={member.id}
          member={member}
          isSelf={member.userId === userId}
          rules={rules}
          error={actions.error(member.id)}
          pending={actions.pending(member.id)}
          locale={locale}
          onAction={actions.onAction}
        />
      ))}
    </TableGrid>
  )
}

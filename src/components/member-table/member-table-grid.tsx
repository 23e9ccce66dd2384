import type { Member } from '../../core/domain'
import { useMessages } from '../../hooks/use-messages'
import { VisuallyHidden } from '../ui/visually-hidden'
import type { RowRuleContext } from './member-role-rules'
import { SortableHeader } from './member-table-header'
import { MemberTableRow } from './member-table-row'
import { MemberTableSkeletonRows } from './member-table-states'
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
  const { loading, busy, rows, filtered, sort, onSortChange, userId, rules, actions, locale } = props
  const { t } = useMessages()
  return (
    <div data-slot="orgkit-member-table-scroll">
      <table data-slot="orgkit-member-table-table" aria-busy={loading || busy || undefined}>
        <caption data-slot="orgkit-member-table-caption">
          <VisuallyHidden>{loading ? t('members.loading') : t('members.caption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" data-slot="orgkit-member-table-head" data-column="member">
              {t('members.columnMember')}
            </th>
            <SortableHeader column="role" sort={sort} onSortChange={onSortChange}>
              {t('members.columnRoles')}
            </SortableHeader>
            <SortableHeader column="createdAt" sort={sort} onSortChange={onSortChange}>
              {t('members.columnJoined')}
            </SortableHeader>
            <th scope="col" data-slot="orgkit-member-table-head" data-column="actions">
              <VisuallyHidden>{t('members.columnActions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {loading ? <MemberTableSkeletonRows /> : null}
          {!loading && rows?.length === 0 ? (
            <tr data-slot="orgkit-member-table-empty">
              <td colSpan={4}>{filtered ? t('members.emptyFiltered') : t('members.empty')}</td>
            </tr>
          ) : null}
          {!loading && rows
            ? rows.map((member) => (
                <MemberTableRow
                  key={member.id}
                  member={member}
                  isSelf={member.userId === userId}
                  rules={rules}
                  error={actions.errors[member.id]}
                  pending={actions.pending[member.id] === true}
                  locale={locale}
                  onRoleChange={actions.changeRole}
                  onRemove={actions.askRemove}
                  onLeave={actions.askLeave}
                />
              ))
            : null}
        </tbody>
      </table>
    </div>
  )
}

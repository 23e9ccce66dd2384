import { useMessages } from '../../hooks/use-messages'
import type { MemberTableView } from './use-member-table-data'

/** Input of {@link MemberTableSummary}. */
export interface MemberTableSummaryProps {
  view: MemberTableView
  search: string
  roleFiltered: boolean
}

/**
 * What the table holds, said honestly: the range and the server's total, and for a search what was
 * searched (all members, or only the first part when the list is longer than one read).
 */
export function MemberTableSummary({ view, search, roleFiltered }: MemberTableSummaryProps) {
  const { t } = useMessages()
  const { page, pageSize } = view
  const from = view.total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(view.total, page * pageSize)
  const range = view.total === 0 ? t('members.showingNone') : t('members.showing', { from, to, total: view.total })
  const { searched } = view
  let scope = ''
  if (searched) {
    const values = { matches: view.total, count: searched.count, total: searched.of, search: search.trim() }
    if (searched.count < searched.of) scope = t('members.searchedPart', values)
    else scope = t(roleFiltered ? 'members.searchedAllFiltered' : 'members.searchedAll', values)
  }
  return (
    <div data-slot="orgkit-member-table-summary" role="status">
      <span data-slot="orgkit-member-table-range">{range}</span>
      {scope ? (
        <span data-slot="orgkit-member-table-search-scope" data-state={searched && searched.count < searched.of ? 'partial' : undefined}>
          {scope}
        </span>
      ) : null}
    </div>
  )
}

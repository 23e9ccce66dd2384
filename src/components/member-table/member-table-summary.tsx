import { memberTableMessagesEn } from '../../messages/en/member-table'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { MemberSearchScope, MemberTableView } from './use-member-table-page'

/** Props of {@link MemberTableSummary}. */
export interface MemberTableSummaryProps {
  view: MemberTableView
  /** Whether a new read is replacing the view. */
  isBusy: boolean
  /** What a search read, when there is one. */
  searchScope: MemberSearchScope | undefined
}

/**
 * What the table holds, said politely: how many members when they all fit on the page ("1 member", "26
 * members"), else the rows shown of how many ("26–50 of 120 members"); for a search, how many members it
 * covered, marked `partial` when it could not read them all.
 */
export function MemberTableSummary({ view, isBusy, searchScope }: MemberTableSummaryProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const { rows, total, firstRowIndex } = view
  const range = { from: firstRowIndex + 1, to: firstRowIndex + rows.length, count: total }
  return (
    <div data-slot="orgkit-member-table-summary" role="status">
      {isBusy
        ? t('memberTable.loadingStatus')
        : rows.length < total
          ? t('memberTable.rowRangeStatus', range)
          : t('memberTable.memberCountStatus', { count: total })}
      {searchScope && (
        <span
          data-slot="orgkit-member-table-search-scope"
          data-state={searchScope.searched < searchScope.count ? 'partial' : undefined}
        >
          {t('memberTable.searchedStatus', { searched: searchScope.searched, count: searchScope.count })}
        </span>
      )}
    </div>
  )
}

import { memberTableMessagesEn } from '../../messages/en/member-table'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { MemberSearchScope, MemberTableView } from './member-table-types'

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
 * members"), else the rows shown of how many ("26–50 of 120 members"); for a search in the browser, how many
 * members it has read of how many there are ("Searched 1200 of 5000 members."), marked `partial` until it has
 * read them all, updated as it reads. A polite live region, busy (`aria-busy`) while a search is partial: a
 * screen reader says the outcome once, when the search is done, not each chunk's count on the way.
 */
export function MemberTableSummary({ view, isBusy, searchScope }: MemberTableSummaryProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const { rows, total, firstRowIndex } = view
  const range = { from: firstRowIndex + 1, to: firstRowIndex + rows.length, count: total }
  const searching = searchScope !== undefined && searchScope.searched < searchScope.count
  return (
    <div data-slot="orgkit-member-table-summary" role="status" aria-busy={searching || undefined}>
      {/* A search reading in chunks shows what it found so far, and how far it got, as it goes. */}
      {isBusy && !searchScope
        ? t('memberTable.loadingStatus')
        : rows.length < total
          ? t('memberTable.rowRangeStatus', range)
          : t('memberTable.memberCountStatus', { count: total })}
      {searchScope && (
        <span data-slot="orgkit-member-table-search-scope" data-state={searching ? 'partial' : undefined}>
          {t('memberTable.searchedStatus', { searched: searchScope.searched, count: searchScope.count })}
        </span>
      )}
    </div>
  )
}

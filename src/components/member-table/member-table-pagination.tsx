import { memberTableMessagesEn } from '../../messages/en/member-table'
import { Button } from '../ui/button'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** Props of {@link MemberTablePagination}. */
export interface MemberTablePaginationProps {
  /** The page shown, 1-based. */
  page: number
  /** How many pages there are (at least one). */
  pageCount: number
  pageSize: number
  /** The page sizes offered. */
  pageSizeOptions: readonly number[]
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
}

/** The page size (a native `<select>`), the page count ("Page 2 of 10"), and the previous and next page buttons. */
export function MemberTablePagination(props: MemberTablePaginationProps) {
  const { page, pageCount, pageSize, pageSizeOptions, onPageChange, onPageSizeChange } = props
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  return (
    <nav data-slot="orgkit-member-table-pagination" aria-label={t('memberTable.paginationLabel')}>
      <label data-slot="orgkit-member-table-page-size">
        <span data-slot="orgkit-label">{t('memberTable.pageSizeLabel')}</span>
        <select
          data-slot="orgkit-select"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </select>
      </label>
      <span data-slot="orgkit-member-table-page-count">
        {t('memberTable.pageCountStatus', { page, count: pageCount })}
      </span>
      <Button disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('memberTable.previousPageButton')}
      </Button>
      <Button disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('memberTable.nextPageButton')}
      </Button>
    </nav>
  )
}

import { useId } from 'react'
import { useMessages } from '../../hooks/use-messages'
import { Button } from '../ui/button'

/** Props of the pagination bar. */
export interface MemberTablePaginationProps {
  page: number
  pageSize: number
  pageSizeOptions: readonly number[]
  total: number
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
}

/** The number of pages for a total (at least one). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

/** Previous/next, "page x of y" and the page size (a native `<select>`). */
export function MemberTablePagination(props: MemberTablePaginationProps) {
  const { page, pageSize, pageSizeOptions, total, onPageChange, onPageSizeChange } = props
  const { t } = useMessages()
  const id = useId()
  const pages = pageCount(total, pageSize)
  return (
    <nav data-slot="orgkit-member-table-pagination" aria-label={t('members.pagination')}>
      <div data-slot="orgkit-member-table-page-size">
        <label htmlFor={`${id}-size`} data-slot="orgkit-label">
          {t('members.pageSizeLabel')}
        </label>
        <select
          id={`${id}-size`}
          data-slot="orgkit-select"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <span data-slot="orgkit-member-table-page">{t('members.pageOf', { page, pages })}</span>
      <div data-slot="orgkit-member-table-page-buttons">
        <Button disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('members.previousPage')}
        </Button>
        <Button disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('members.nextPage')}
        </Button>
      </div>
    </nav>
  )
}

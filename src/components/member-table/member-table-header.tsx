import type { ReactNode } from 'react'
import type { MemberTableSort, MemberTableSortColumn } from './member-table-types'

/** Props of a sortable column header. */
export interface SortableHeaderProps {
  column: MemberTableSortColumn
  sort: MemberTableSort
  onSortChange: (sort: MemberTableSort) => void
  children: ReactNode
}

/**
 * A `<th>` with `aria-sort` and a button that sorts by its column: ascending first, then toggling.
 */
export function SortableHeader({ column, sort, onSortChange, children }: SortableHeaderProps) {
  const active = sort.column === column
  const next: MemberTableSort = {
    column,
    direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending',
  }
  return (
    <th
      scope="col"
      data-slot="orgkit-member-table-head"
      data-column={column}
      aria-sort={active ? sort.direction : 'none'}
      data-state={active ? 'sorted' : undefined}
    >
      <button type="button" data-slot="orgkit-member-table-sort" onClick={() => onSortChange(next)}>
        {children}
        <span data-slot="orgkit-member-table-sort-icon" data-direction={active ? sort.direction : undefined} aria-hidden="true">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  )
}


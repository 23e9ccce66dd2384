import type { ReactNode } from 'react'
import { Skeleton } from './skeleton'
import { VisuallyHidden } from './visually-hidden'

/** A column of a {@link TableGrid}. */
export interface TableColumn {
  /** The column's key: the sort column of a sortable one. */
  id: string
  label: string
  /** A button that sorts by this column, with `aria-sort` on the header. */
  sortable?: boolean
  /** Said to assistive technology only (e.g. "Actions"). */
  hidden?: boolean
}

/** The sort of a {@link TableGrid} (React Aria's sort-descriptor shape). */
export interface TableSort<C extends string = string> {
  column: C
  direction: 'ascending' | 'descending'
}

/** Props of {@link TableGrid}. */
export interface TableGridProps<C extends string> {
  /** Prefix of every styled part's `data-slot`: `<slot>-scroll`, `-table`, `-head`, `-sort`, `-sort-icon`, `-skeleton-row`, `-empty`. */
  slot: string
  /** The caption, said to assistive technology only. */
  caption: string
  columns: readonly TableColumn[]
  /** The first rows are loading: skeleton rows (hidden from assistive technology; the caption says so). */
  loading: boolean
  /** Rows are there but being replaced (`aria-busy`). */
  busy?: boolean
  /** The empty state's text, when there are no rows. */
  empty?: string | false
  sort?: TableSort<C>
  onSortChange?: (sort: TableSort<C>) => void
  children?: ReactNode
}

/**
 * A native `<table>` in a scroll box: a hidden caption, headers (sortable ones with `aria-sort`, also the
 * styling hook of the sorted one, and a button that sorts ascending first, then toggles), skeleton rows
 * while loading, an empty state or the rows.
 */
export function TableGrid<C extends string>({
  slot,
  caption,
  columns,
  loading,
  busy,
  empty,
  sort,
  onSortChange,
  children,
}: TableGridProps<C>) {
  return (
    <div data-slot={`${slot}-scroll`}>
      <table data-slot={`${slot}-table`} aria-busy={loading || busy ? true : undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map(({ id, label, sortable, hidden }) => {
              const direction = sort?.column === id ? sort.direction : undefined
              return (
                <th key={id} data-slot={`${slot}-head`} aria-sort={sortable ? (direction ?? 'none') : undefined}>
                  {sortable ? (
                    <button
                      type="button"
                      data-slot={`${slot}-sort`}
                      onClick={() =>
                        onSortChange?.({
                          column: id as C,
                          direction: direction === 'ascending' ? 'descending' : 'ascending',
                        })
                      }
                    >
                      {label}
                      <span data-slot={`${slot}-sort-icon`} aria-hidden="true">
                        {direction ? (direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : hidden ? (
                    <VisuallyHidden>{label}</VisuallyHidden>
                  ) : (
                    label
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            [0, 1, 2].map((i) => (
              <tr key={i} data-slot={`${slot}-skeleton-row`} aria-hidden="true">
                {columns.map(({ id }) => (
                  <td key={id}>
                    <Skeleton />
                  </td>
                ))}
              </tr>
            ))
          ) : empty ? (
            <tr data-slot={`${slot}-empty`}>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  )
}

import type { ReactNode } from 'react'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide'
import { Icon } from './icon'
import { Skeleton } from './skeleton'
import { VisuallyHidden } from './visually-hidden'

/**
 * A column of a {@link TableGrid}: its header, and how to render its cell for a row (shadcn's `ColumnDef`,
 * React Aria's `Column`). A table's columns are its one row model: header and cells cannot drift apart.
 */
export interface TableColumn<Row, SortColumn extends string = never> {
  /** The column's name: the key of its header and cells, and each cell's `data-column`. */
  id: string
  /** The header's text. */
  header: string
  /** Whether only assistive technology hears the header (e.g. "Actions"). */
  headerHidden?: boolean
  /** The column the server sorts by when this one is sorted: the header gets a sort button and `aria-sort`. */
  sortColumn?: SortColumn
  /** The cell's content for a row. */
  cell: (row: Row) => ReactNode
  /** What the column's cells show while the first rows load, shaped like the real content. @default a bar */
  skeleton?: ReactNode
}

/** The sort of a {@link TableGrid} (React Aria's sort-descriptor shape). */
export interface TableSort<SortColumn extends string = string> {
  column: SortColumn
  direction: 'ascending' | 'descending'
}

/** `data-*` attributes of a row, the styling hooks of its state (`data-state="pending"`, ...). */
export type TableRowAttributes = Readonly<Record<`data-${string}`, string | boolean | undefined>>

/** Props of {@link TableGrid}. */
export interface TableGridProps<Row, SortColumn extends string = never> {
  /**
   * Prefix of every styled part's `data-slot`: `<slot>-scroll`, `-table`, `-head`, `-sort`, `-sort-icon`,
   * `-row`, `-cell`, `-skeleton-row`, `-empty`.
   */
  slot: string
  /** The caption, said to assistive technology only. */
  caption: string
  /** The columns, in order. */
  columns: readonly TableColumn<Row, SortColumn>[]
  /** The rows, in order. */
  rows: readonly Row[]
  /** A row's key (its id). */
  rowId: (row: Row) => string
  /** A row's `data-*` attributes. */
  rowAttributes?: ((row: Row) => TableRowAttributes) | undefined
  /** The first rows are loading: skeleton rows (hidden from assistive technology; the caption says so). */
  loading: boolean
  /** Rows are there but being replaced (`aria-busy`). */
  busy?: boolean | undefined
  /** What the table says when it has no rows. */
  emptyMessage: string
  sort?: TableSort<SortColumn> | undefined
  onSortChange?: ((sort: TableSort<SortColumn>) => void) | undefined
}

/** How many skeleton rows stand for the rows being loaded. */
const SKELETON_ROW_COUNT = 3

/** The icon of a sortable header, by its `aria-sort` (hidden from assistive technology, which hears `aria-sort`). */
const SORT_ICON = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const

/**
 * A native `<table>` in a scroll box: a hidden caption, headers (sortable ones with `aria-sort`, also the
 * styling hook of the sorted one, and a button that sorts ascending first, then toggles), then skeleton rows
 * while loading, the empty state, or a row per item with a cell per column.
 *
 * Each row carries its id as `data-row-id` (useRowFocusAfterRemoval finds the row next to a removed one by it).
 * Every header and cell carries its column's `data-column` (the stylesheet gives each column its width, so
 * columns do not shift when the rows arrive), and every cell with a shown header also carries that header as
 * `data-label`: in a narrow container the stylesheet lays each row out as a card and writes the label above
 * the value, with empty alternative text, since the table (still a table, its headers kept out of sight but in
 * the accessibility tree) already tells assistive technology each cell's column.
 */
export function TableGrid<Row, SortColumn extends string = never>(props: TableGridProps<Row, SortColumn>) {
  const { slot, caption, columns, rows, rowId, rowAttributes, loading, busy, emptyMessage } = props
  return (
    <div data-slot={`${slot}-scroll`}>
      {/* Focusable from code only: where the focus goes when the last row under it disappears. */}
      <table data-slot={`${slot}-table`} tabIndex={-1} aria-busy={loading || busy ? true : undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <TableHeader
                key={column.id}
                slot={slot}
                column={column}
                sort={props.sort}
                onSortChange={props.onSortChange}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows slot={slot} columns={columns} />
          ) : rows.length === 0 ? (
            <tr data-slot={`${slot}-empty`}>
              <td colSpan={columns.length}>{emptyMessage}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowId(row)} data-slot={`${slot}-row`} data-row-id={rowId(row)} {...rowAttributes?.(row)}>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    data-slot={`${slot}-cell`}
                    data-column={column.id}
                    data-label={column.headerHidden ? undefined : column.header}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

/** Props of {@link TableHeader}. */
interface TableHeaderProps<Row, SortColumn extends string> extends Pick<
  TableGridProps<Row, SortColumn>,
  'slot' | 'sort' | 'onSortChange'
> {
  column: TableColumn<Row, SortColumn>
}

/** One header: plain, heard only by assistive technology, or a sort button. */
function TableHeader<Row, SortColumn extends string>({
  slot,
  column,
  sort,
  onSortChange,
}: TableHeaderProps<Row, SortColumn>) {
  const { header, headerHidden, sortColumn } = column
  if (sortColumn === undefined) {
    return (
      <th data-slot={`${slot}-head`} data-column={column.id}>
        {headerHidden ? <VisuallyHidden>{header}</VisuallyHidden> : header}
      </th>
    )
  }
  const direction = sort?.column === sortColumn ? sort.direction : undefined
  const nextDirection = direction === 'ascending' ? 'descending' : 'ascending'
  return (
    <th data-slot={`${slot}-head`} data-column={column.id} aria-sort={direction ?? 'none'}>
      <button
        type="button"
        data-slot={`${slot}-sort`}
        onClick={() => onSortChange?.({ column: sortColumn, direction: nextDirection })}
      >
        {header}
        <Icon icon={SORT_ICON[direction ?? 'none']} slot={`${slot}-sort-icon`} />
      </button>
    </th>
  )
}

/** Props of {@link SkeletonRows}. */
interface SkeletonRowsProps<Row, SortColumn extends string> {
  slot: string
  columns: readonly TableColumn<Row, SortColumn>[]
}

/**
 * Placeholder rows while the first rows load, each cell shaped like its column's content and laid out as the
 * real rows are; hidden from assistive technology (the caption says so).
 */
function SkeletonRows<Row, SortColumn extends string>({ slot, columns }: SkeletonRowsProps<Row, SortColumn>) {
  return Array.from({ length: SKELETON_ROW_COUNT }, (_, rowIndex) => (
    <tr key={rowIndex} data-slot={`${slot}-skeleton-row`} aria-hidden="true">
      {columns.map((column) => (
        <td key={column.id} data-column={column.id}>
          {column.skeleton ?? <Skeleton width="two-thirds" />}
        </td>
      ))}
    </tr>
  ))
}

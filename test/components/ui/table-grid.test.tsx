import { act, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TableGrid } from '../../../src/components/ui/table-grid'
import type { TableColumn, TableSort } from '../../../src/components/ui/table-grid'
import { useRowWrites } from '../../../src/components/ui/table-row-writes'
import { useRowFocusAfterRemoval } from '../../../src/components/ui/use-row-focus-after-removal'

interface Fruit {
  id: string
  name: string
  price: number
}

const APPLE: Fruit = { id: 'a', name: 'Apple', price: 3 }
const BANANA: Fruit = { id: 'b', name: 'Banana', price: 1 }
const FRUITS: readonly Fruit[] = [APPLE, BANANA]

const COLUMNS: readonly TableColumn<Fruit, 'price'>[] = [
  { id: 'name', header: 'Name', cell: (fruit) => fruit.name },
  { id: 'price', header: 'Price', sortColumn: 'price', cell: (fruit) => `${fruit.price} €` },
  { id: 'actions', header: 'Actions', headerHidden: true, cell: (fruit) => <button>Buy {fruit.name}</button> },
]

function renderGrid(overrides: Partial<Parameters<typeof TableGrid<Fruit, 'price'>>[0]> = {}) {
  return render(
    <TableGrid
      slot="fruit"
      caption="Fruit"
      columns={COLUMNS}
      rows={FRUITS}
      rowId={(fruit) => fruit.id}
      loading={false}
      emptyMessage="No fruit."
      {...overrides}
    />,
  )
}

describe('TableGrid', () => {
  it('renders a header per column and a cell per column for each row, with data-column', () => {
    renderGrid({ rowAttributes: (fruit) => ({ 'data-state': fruit.id === 'b' ? 'pending' : undefined }) })
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Price',
      'Actions',
    ])
    const apple = screen.getByRole('row', { name: /Apple/ })
    const banana = screen.getByRole('row', { name: /Banana/ })
    expect(
      within(apple)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-column')),
    ).toEqual(['name', 'price', 'actions'])
    // The header each cell writes above its value on a narrow card; none for a column whose header is hidden.
    expect(
      within(apple)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Price', null])
    expect(screen.getAllByRole('columnheader').map((header) => header.getAttribute('data-column'))).toEqual([
      'name',
      'price',
      'actions',
    ])
    expect(within(apple).getByRole('cell', { name: '3 €' })).toHaveAttribute('data-slot', 'fruit-cell')
    expect(apple).toHaveAttribute('data-slot', 'fruit-row')
    expect(apple).not.toHaveAttribute('data-state')
    expect(banana).toHaveAttribute('data-state', 'pending')
    expect(within(banana).getByRole('button', { name: 'Buy Banana' })).toBeInTheDocument()
  })

  it('sorts by a sortable column: ascending first, then the other way, with aria-sort', async () => {
    const onSortChange = vi.fn<(sort: TableSort<'price'>) => void>()
    const user = userEvent.setup()
    const { rerender } = renderGrid({ onSortChange })
    const price = screen.getByRole('columnheader', { name: /Price/ })
    expect(price).toHaveAttribute('aria-sort', 'none')
    // The sort icon is an SVG hidden from assistive technology, which hears aria-sort instead.
    expect(price.querySelector('svg[data-slot="fruit-sort-icon"]')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort')
    await user.click(within(price).getByRole('button'))
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'ascending' })
    rerender(
      <TableGrid
        slot="fruit"
        caption="Fruit"
        columns={COLUMNS}
        rows={FRUITS}
        rowId={(fruit) => fruit.id}
        loading={false}
        emptyMessage="No fruit."
        sort={{ column: 'price', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    )
    expect(price).toHaveAttribute('aria-sort', 'ascending')
    await user.click(within(price).getByRole('button'))
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'descending' })
  })

  it('shows skeleton rows while loading and the empty message without rows', () => {
    const { container, rerender } = renderGrid({ loading: true })
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    expect(container.querySelectorAll('[data-slot="fruit-skeleton-row"]')).toHaveLength(3)
    rerender(
      <TableGrid
        slot="fruit"
        caption="Fruit"
        columns={COLUMNS.map((column) =>
          column.id === 'name' ? { ...column, skeleton: <i data-testid="name-placeholder" /> } : column,
        )}
        rows={[]}
        rowId={(fruit) => fruit.id}
        loading={true}
        emptyMessage="No fruit."
      />,
    )
    // Each skeleton cell is shaped by its column (its own placeholder, else a bar) and keeps its data-column.
    expect(screen.getAllByTestId('name-placeholder')).toHaveLength(3)
    const firstSkeletonRow = container.querySelector('[data-slot="fruit-skeleton-row"]')
    expect([...(firstSkeletonRow?.children ?? [])].map((cell) => cell.getAttribute('data-column'))).toEqual([
      'name',
      'price',
      'actions',
    ])
    rerender(
      <TableGrid
        slot="fruit"
        caption="Fruit"
        columns={COLUMNS}
        rows={[]}
        rowId={(fruit) => fruit.id}
        loading={false}
        emptyMessage="No fruit."
      />,
    )
    expect(screen.getByRole('cell', { name: 'No fruit.' })).toHaveAttribute('colspan', '3')
  })
})

describe('useRowWrites', () => {
  it('keeps a row pending while its write runs, its error when it fails, and clears both on success', async () => {
    let fail = true
    const bought: string[] = []
    const { result } = renderHook(() =>
      useRowWrites<{ fruit: Fruit }>({
        rowId: ({ fruit }) => fruit.id,
        run: async ({ fruit }) => {
          await Promise.resolve()
          if (fail) throw new Error(`no ${fruit.name}`)
          bought.push(fruit.name)
        },
      }),
    )
    const apple = { fruit: APPLE }
    let write: Promise<void> = Promise.resolve()
    act(() => {
      write = result.current.start(apple)
    })
    expect(result.current.isPending('a')).toBe(true)
    expect(result.current.isPending('b')).toBe(false)
    await act(() => write)
    expect(result.current.isPending('a')).toBe(false)
    expect(result.current.errorOf('a')).toEqual(new Error('no Apple'))
    expect(bought).toEqual([])
    fail = false
    await act(() => result.current.start(apple))
    expect(result.current.errorOf('a')).toBeUndefined()
    expect(result.current.isPending('a')).toBe(false)
    expect(bought).toEqual(['Apple'])
  })
})

describe('useRowFocusAfterRemoval', () => {
  function Harness() {
    const [rows, setRows] = useState<readonly Fruit[]>([APPLE, BANANA, CHERRY])
    const containerRef = useRef<HTMLDivElement>(null)
    const rowFocus = useRowFocusAfterRemoval({ containerRef, rowControl: 'button' })
    const remove = (fruit: Fruit) => {
      rowFocus.remember(fruit.id)
      setRows((current) => current.filter((row) => row.id !== fruit.id))
    }
    const columns: readonly TableColumn<Fruit>[] = [
      { id: 'name', header: 'Name', cell: (fruit) => fruit.name },
      {
        id: 'actions',
        header: 'Actions',
        cell: (fruit) => (
          <button type="button" onClick={() => remove(fruit)}>
            Remove {fruit.name}
          </button>
        ),
      },
    ]
    return (
      <div ref={containerRef}>
        <TableGrid
          slot="fruit"
          caption="Fruit"
          columns={columns}
          rows={rows}
          rowId={(fruit) => fruit.id}
          loading={false}
          emptyMessage="No fruit."
        />
        <button type="button" onClick={rowFocus.focusNextSensiblePlace}>
          Move the focus
        </button>
      </div>
    )
  }
  const CHERRY: Fruit = { id: 'c', name: 'Cherry', price: 2 }

  it('moves the focus to the next row’s control, else the previous one’s, else the table', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const moveFocus = () => act(() => screen.getByRole('button', { name: 'Move the focus' }).click())
    await user.click(screen.getByRole('button', { name: 'Remove Apple' }))
    moveFocus()
    expect(screen.getByRole('button', { name: 'Remove Banana' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Remove Cherry' }))
    moveFocus()
    expect(screen.getByRole('button', { name: 'Remove Banana' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Remove Banana' }))
    moveFocus()
    expect(screen.getByRole('table', { name: 'Fruit' })).toHaveFocus()
  })
})

import { useCallback, useRef } from 'react'
import type { RefObject } from 'react'

/** The rows around the one that may go: those after it (in order), before it (nearest first), and its position. */
interface NotedNeighbours {
  after: string[]
  before: string[]
  index: number
}

/** The data rows of the table(s) inside an element, in order. */
function rowsIn(container: HTMLElement | null): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>('tr[data-row-id]') ?? [])
}

/** Options of {@link useRowFocusAfterRemoval}. */
export interface RowFocusAfterRemovalOptions {
  /** An element around the table (a {@link TableGrid} marks each row with `data-row-id`). */
  containerRef: RefObject<HTMLElement | null>
  /** The control to focus in a row: its actions button, say `[aria-haspopup="menu"]`. */
  rowControl: string
}

/** What {@link useRowFocusAfterRemoval} gives. */
export interface RowFocusAfterRemoval {
  /** Notes the rows around this one, before a write that may take it away (removal, cancellation) starts. */
  remember: (rowId: string) => void
  /**
   * Once the row is gone, focuses the row control of the row that took its place (the next one noted), else
   * of the one before it, else the table itself (named by its caption).
   */
  focusNextSensiblePlace: () => void
}

/**
 * Keeps the focus off the page when a row disappears under it: before the write, the table notes the rows
 * around it; after, the focus goes to the same place in the table (the next row's control, else the previous
 * row's, else the table). Shared by the member and invitation tables.
 *
 * @example
 * const rowFocus = useRowFocusAfterRemoval({ containerRef, rowControl: '[aria-haspopup="menu"]' })
 * rowFocus.remember(member.id)
 * await remove(member)
 * rowFocus.focusNextSensiblePlace()
 */
export function useRowFocusAfterRemoval({
  containerRef,
  rowControl,
}: RowFocusAfterRemovalOptions): RowFocusAfterRemoval {
  const neighbours = useRef<NotedNeighbours>({ after: [], before: [], index: 0 })

  const remember = useCallback(
    (rowId: string) => {
      const ids = rowsIn(containerRef.current).map((row) => row.dataset.rowId ?? '')
      const index = Math.max(0, ids.indexOf(rowId))
      neighbours.current = { after: ids.slice(index + 1), before: ids.slice(0, index).reverse(), index }
    },
    [containerRef],
  )

  const focusNextSensiblePlace = useCallback(() => {
    const container = containerRef.current
    if (!container) return
    const rows = rowsIn(container)
    const rowById = (rowId: string) => rows.find((row) => row.dataset.rowId === rowId)
    const { after, before, index } = neighbours.current
    // The rows noted after it, else whatever row now sits where it was (a new page's), else the rows before it.
    const candidates = [...after.map(rowById), rows[index], ...before.map(rowById), rows.at(-1)]
    for (const row of candidates) {
      const control = row?.querySelector<HTMLElement>(rowControl)
      if (control) {
        control.focus()
        return
      }
    }
    container.querySelector<HTMLElement>('table')?.focus()
  }, [containerRef, rowControl])

  return { remember, focusNextSensiblePlace }
}

import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/**
 * Writes started from the rows of a list. `write(kind, item, value)` runs the mutation and returns the
 * sentence to announce (politely); while it runs the row is pending, and when it fails its error is kept
 * by the item's id, so it shows on the row it belongs to. `act` is stable (`write` may change every
 * render), so memoized rows skip rendering.
 */
export function useRowWrites<T extends { id: string }, K extends string>(
  write: (kind: K, item: T, value?: string) => Promise<string>,
) {
  // By item id: `null` while a write is in flight, the error of the last failed one, else nothing.
  const [rows, setRows] = useState<Record<string, unknown>>({})
  const [announcement, setAnnouncement] = useState('')
  // The latest `write`, read when a write starts; updated once a render is committed (not during render).
  const latest = useRef(write)
  useLayoutEffect(() => {
    latest.current = write
  })
  const act = useCallback(async (kind: K, item: T, value?: string) => {
    const set = (state?: unknown) => setRows((rows) => ({ ...rows, [item.id]: state }))
    set(null)
    try {
      setAnnouncement(await latest.current(kind, item, value))
      set()
    } catch (error) {
      set(error)
    }
  }, [])
  return {
    act,
    announcement,
    /** Whether a write on this row is in flight. */
    pending: (id: string) => rows[id] === null,
    /** The error of this row's last failed write. */
    error: (id: string) => rows[id] ?? undefined,
  }
}

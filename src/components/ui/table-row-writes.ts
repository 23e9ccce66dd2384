import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useSingleFlight } from './use-single-flight'

/** Options of {@link useRowWrites}. */
export interface RowWritesOptions<Write> {
  /** The id of the row a write belongs to: the row's pending state and error are kept by it. */
  rowId: (write: Write) => string
  /** Runs a write's mutation (and says what happened, through the announcer). */
  run: (write: Write) => Promise<void>
}

/** What {@link useRowWrites} gives: a way to start writes, and what they left on each row. */
export interface RowWrites<Write> {
  /**
   * Starts a write, unless one on the same row still runs (then nothing is sent, however fast the second
   * click came). Its row is pending until it settles, and keeps its error when it fails. Stable.
   */
  start: (write: Write) => Promise<void>
  /** Whether a write on this row is in flight. */
  isPending: (rowId: string) => boolean
  /** The error of this row's last failed write; `undefined` when it has none. */
  errorOf: (rowId: string) => unknown
}

/** Where a row's writes stand: one in flight, or the last one failed. A row with neither has no entry. */
type RowWriteState = { status: 'pending' } | { status: 'failed'; error: unknown }

/** One row's new write state; `undefined` removes the row's entry. */
interface RowStateChange {
  rowId: string
  state: RowWriteState | undefined
}

/** The states by row id, with this row's replaced (or removed, for `undefined`). */
function withRowState(
  states: Readonly<Record<string, RowWriteState>>,
  { rowId, state }: RowStateChange,
): Readonly<Record<string, RowWriteState>> {
  const { [rowId]: _replaced, ...others } = states
  return state === undefined ? others : { ...others, [rowId]: state }
}

/**
 * Writes started from the rows of a list (change a role, remove, cancel an invitation...). While a write runs
 * its row is pending; when it fails, its error is kept by the row's id, for the row it belongs to to show.
 * What happened is said by `run` itself, through the announcer.
 *
 * @example
 * const writes = useRowWrites<InvitationWrite>({
 *   rowId: (write) => write.invitation.id,
 *   run: async ({ invitation }) => { await resend.mutateAsync(...); announce({ tone: 'success', message }) },
 * })
 * <button aria-disabled={writes.isPending(invitation.id)} onClick={() => void writes.start({ invitation })} />
 */
export function useRowWrites<Write>(options: RowWritesOptions<Write>): RowWrites<Write> {
  const [states, setStates] = useState<Readonly<Record<string, RowWriteState>>>({})
  // The latest options, read when a write starts, so `start` keeps its identity while the caller passes new
  // functions each render; updated once a render is committed (a ref is not written during render).
  const latestOptions = useRef(options)
  useLayoutEffect(() => {
    latestOptions.current = options
  })
  const flight = useSingleFlight()
  const start = useCallback(
    (write: Write) => {
      const { rowId, run } = latestOptions.current
      const id = rowId(write)
      const setRowState = (state: RowWriteState | undefined) =>
        setStates((current) => withRowState(current, { rowId: id, state }))
      return flight.run(id, async () => {
        setRowState({ status: 'pending' })
        try {
          await run(write)
          setRowState(undefined)
        } catch (error) {
          setRowState({ status: 'failed', error })
        }
      })
    },
    [flight],
  )
  return {
    start,
    isPending: (rowId) => states[rowId]?.status === 'pending',
    errorOf: (rowId) => {
      const state = states[rowId]
      return state?.status === 'failed' ? state.error : undefined
    },
  }
}

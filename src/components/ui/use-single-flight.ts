import { useState } from 'react'

/** What {@link useSingleFlight} gives: a way to start a write that refuses a second one while the first runs. */
export interface SingleFlight {
  /**
   * Starts `task` unless a task under the same `key` is still running; then nothing starts. The key is taken
   * before `task` is called, in the same tick as the click or key press, so a second activation (a double
   * click, Enter pressed twice) finds it taken although React has not re-rendered the button as busy yet. It
   * is given back once the task's promise settles.
   *
   * Resolves once the task settled (at once when it did not start), and never rejects: a task shows its own
   * failure (a `catch` inside it, or the mutation's `error`).
   */
  run: (key: string, task: () => Promise<unknown>) => Promise<void>
}

/**
 * The kit's one guard against double submits: every write a user's action starts goes through it, keyed by
 * what it writes (the invitation answered, the dialog's request, the form's submit). `isPending` of a
 * mutation is no such guard: it turns true only on the next render, after a double click has sent twice.
 */
export function createSingleFlight(): SingleFlight {
  const runningKeys = new Set<string>()
  return {
    run: async (key, task) => {
      if (runningKeys.has(key)) return
      runningKeys.add(key)
      try {
        await task()
      } catch {
        // The task's own to show: see `run`.
      } finally {
        runningKeys.delete(key)
      }
    },
  }
}

/**
 * A {@link SingleFlight} for one component, the same for its whole life.
 *
 * @example
 * const flight = useSingleFlight()
 * <button onClick={() => void flight.run('accept', () => accept.mutateAsync({ invitationId }).then(onAccepted))} />
 */
export function useSingleFlight(): SingleFlight {
  const [flight] = useState(createSingleFlight)
  return flight
}

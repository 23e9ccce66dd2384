import type { ManagementClock } from './management-clock'
import { operationOutcome } from './operation-outcome'
import type { Operation } from './types/operation'

/** How {@link waitForOperations} polls. */
export interface WaitForOperationsOptions {
  /** Stops the wait: the promise rejects with the signal's reason. */
  signal?: AbortSignal
  /**
   * Pause between polling rounds.
   * @default 1000
   */
  intervalMs?: number
  /**
   * Budget of the whole wait; when it runs out the result is `timed_out` with what is still pending.
   * @default 300000
   */
  timeoutMs?: number
}

/**
 * The end of a wait. `operations` holds the latest known state of every operation, in input order;
 * `failed` and `pending` are subsets of it.
 *
 * - `succeeded`: every operation `finished` or was `skipped`.
 * - `failed`: at least one is `failed`, `error` or `cancelled`; polling stopped there, so `pending` lists
 *   the ones not yet over (do not issue dependent requests).
 * - `timed_out`: the budget ran out; `pending` is non-empty and can be passed back in to keep waiting.
 */
export type WaitForOperationsResult =
  | { outcome: 'succeeded'; operations: Operation[]; failed: []; pending: [] }
  | { outcome: 'failed'; operations: Operation[]; failed: Operation[]; pending: Operation[] }
  | { outcome: 'timed_out'; operations: Operation[]; failed: []; pending: Operation[] }

/** Reads one operation, as the client's `getOperation` does. */
export type GetOperation = (
  projectId: string,
  operationId: string,
  options: { signal?: AbortSignal },
) => Promise<Operation>

/**
 * Polls operations until all are over, one fails, or the budget runs out. The operations passed in are
 * checked first, so already-finished ones cost no request; then each round sleeps `intervalMs` and reads
 * the pending ones one after the other. A read that fails (after the client's retries) rejects the wait.
 *
 * Hand-written: the SDK's `operations.waitFor` is part of `createNeonClient`, which the kit does not use.
 * This one follows its rules (success `finished`/`skipped`, failure `failed`/`error`/`cancelled`, 1 s and
 * 5 min by default) and answers with where every operation stands instead of throwing, so a timed-out wait
 * can be resumed with `pending`.
 */
export async function waitForOperations(
  getOperation: GetOperation,
  clock: ManagementClock,
  operations: readonly Operation[],
  options: WaitForOperationsOptions = {},
): Promise<WaitForOperationsResult> {
  const { signal, intervalMs = 1_000, timeoutMs = 300_000 } = options
  if (!(intervalMs >= 0) || !(timeoutMs >= 0)) throw new RangeError('intervalMs and timeoutMs must be >= 0')
  const deadline = clock.now() + timeoutMs
  const latest = [...operations]
  for (;;) {
    signal?.throwIfAborted()
    const failed = latest.filter((operation) => operationOutcome(operation) === 'failed')
    const pending = latest.filter((operation) => operationOutcome(operation) === 'pending')
    if (failed.length > 0) return { outcome: 'failed', operations: [...latest], failed, pending }
    if (pending.length === 0) return { outcome: 'succeeded', operations: [...latest], failed: [], pending: [] }
    const remaining = deadline - clock.now()
    if (remaining <= 0) return { outcome: 'timed_out', operations: [...latest], failed: [], pending }
    await clock.sleep(Math.min(intervalMs, remaining), signal)
    for (let index = 0; index < latest.length; index++) {
      const operation = latest[index]
      if (!operation || operationOutcome(operation) !== 'pending') continue
      latest[index] = await getOperation(operation.project_id, operation.id, signal ? { signal } : {})
    }
  }
}

import type { NeonErrorUnion } from '@neon/sdk'
import { OPERATION_STATUSES } from './types/operation'
import type { Operation, OperationStatus } from './types/operation'

/** The SDK types a failed operation's status as a string; it is one of the API's (`failed`, `error`, `cancelled`). */
const isOperationStatus = (status: string): status is OperationStatus =>
  (OPERATION_STATUSES as readonly string[]).includes(status)

/** How `waitForOperations` polls (the SDK's `neon.operations.waitFor`). */
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
 * The end of a wait, as the SDK's `neon.operations.waitFor` ends it, but as a value: a failed or timed-out wait
 * is an outcome to handle, not an exception.
 *
 * - `succeeded`: every operation `finished` or was `skipped`.
 * - `failed`: one operation ended `failed`, `error` or `cancelled` (`message` says which and why); polling
 *   stopped there, so do not issue dependent requests.
 * - `timed_out`: the budget ran out; `pending` holds the latest state of the operations not over yet, and can be
 *   passed back in to keep waiting.
 */
export type WaitForOperationsResult =
  | { outcome: 'succeeded' }
  | { outcome: 'failed'; operationId: string; status: OperationStatus; message: string }
  | { outcome: 'timed_out'; pending: Operation[] }

/**
 * The SDK's failed waits that are outcomes; `undefined` for the others (a failed read, an abort), which the
 * client throws.
 */
export function waitOutcome(error: NeonErrorUnion): WaitForOperationsResult | undefined {
  if (error.kind === 'operation') {
    const status = isOperationStatus(error.status) ? error.status : 'failed'
    return { outcome: 'failed', operationId: error.operationId, status, message: error.message }
  }
  if (error.kind === 'timeout' && error.source === 'wait')
    return { outcome: 'timed_out', pending: [...error.operations] }
  return undefined
}

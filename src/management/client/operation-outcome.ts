import type { Operation, OperationStatus } from './types/operation'

/** Statuses that end an operation well: `finished` and `skipped`. */
export const OPERATION_SUCCESS_STATUSES: readonly OperationStatus[] = ['finished', 'skipped']

/** Statuses that end an operation badly: `failed`, `error` and `cancelled`. */
export const OPERATION_FAILURE_STATUSES: readonly OperationStatus[] = ['failed', 'error', 'cancelled']

/**
 * Where an operation stands: `succeeded` or `failed` when it is over, `pending` otherwise (`scheduling`,
 * `running`, `cancelling`, and any status the API may add later).
 */
export function operationOutcome(operation: Pick<Operation, 'status'>): 'succeeded' | 'failed' | 'pending' {
  if (OPERATION_SUCCESS_STATUSES.includes(operation.status)) return 'succeeded'
  if (OPERATION_FAILURE_STATUSES.includes(operation.status)) return 'failed'
  return 'pending'
}

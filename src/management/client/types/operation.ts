import type { OperationStatus } from '@neon/sdk'

/** An asynchronous operation (branch creation, compute start, ...) and its status, as Neon's SDK types them. */
export type { Operation, OperationResponse, OperationStatus } from '@neon/sdk'

/** Every status of an asynchronous operation, as the OpenAPI spec lists them (including `error`). */
export const OPERATION_STATUSES = [
  'scheduling',
  'running',
  'finished',
  'failed',
  'error',
  'cancelling',
  'cancelled',
  'skipped',
] as const satisfies readonly OperationStatus[]

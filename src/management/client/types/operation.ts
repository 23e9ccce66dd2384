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
] as const

/** Status of an asynchronous operation. */
export type OperationStatus = (typeof OPERATION_STATUSES)[number]

/** An asynchronous operation (branch creation, compute start, ...). Poll it until it is terminal. */
export interface Operation {
  /** UUID. */
  id: string
  project_id: string
  branch_id?: string
  endpoint_id?: string
  /** `create_branch`, `start_compute`, ...: an open-ended set. */
  action: string
  status: OperationStatus
  /** Why the operation failed, when it did. */
  error?: string
  failures_count: number
  retry_at?: string
  created_at: string
  updated_at: string
  total_duration_ms: number
}

/** Answer of `GET /projects/{project_id}/operations/{operation_id}`. */
export interface OperationResponse {
  operation: Operation
}

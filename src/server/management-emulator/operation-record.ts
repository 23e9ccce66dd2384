import type { Operation, OperationStatus } from '../../management/client/types/operation'

/** An operation as the emulator stores it: a timeline, not a status. */
export interface OperationRecord {
  id: string
  project_id: string
  branch_id: string
  endpoint_id?: string
  action: string
  createdAt: number
  /** When it leaves the queue (later operations of a request start when earlier ones finish). */
  startAt: number
  schedulingMs: number
  runningMs: number
  forced?: { status: OperationStatus; at: number }
}

/** Status and time of the last change, derived from the clock: scheduling, then running, then finished. */
function timeline(record: OperationRecord, now: number): { status: OperationStatus; changedAt: number } {
  if (record.forced) return { status: record.forced.status, changedAt: record.forced.at }
  const runningAt = record.startAt + record.schedulingMs
  const finishedAt = runningAt + record.runningMs
  if (now < runningAt) return { status: 'scheduling', changedAt: record.createdAt }
  if (now < finishedAt) return { status: 'running', changedAt: runningAt }
  return { status: 'finished', changedAt: finishedAt }
}

/** The status of an operation at `now`. */
export function operationStatus(record: OperationRecord, now: number): OperationStatus {
  return timeline(record, now).status
}

/** The API's view of an operation at `now`. */
export function operationView(record: OperationRecord, now: number): Operation {
  const { status, changedAt } = timeline(record, now)
  const failed = status === 'failed' || status === 'error'
  const over = status !== 'scheduling' && status !== 'running' && status !== 'cancelling'
  return {
    id: record.id,
    project_id: record.project_id,
    branch_id: record.branch_id,
    ...(record.endpoint_id ? { endpoint_id: record.endpoint_id } : {}),
    // The emulator's actions (create_branch, start_compute, delete_timeline) are among the API's.
    action: record.action as Operation['action'],
    status,
    ...(failed ? { error: `${record.action} ${status} (set by the emulator)` } : {}),
    failures_count: failed ? 1 : 0,
    created_at: new Date(record.createdAt).toISOString(),
    updated_at: new Date(changedAt).toISOString(),
    total_duration_ms: Math.max(0, (over ? changedAt : now) - record.createdAt),
  }
}

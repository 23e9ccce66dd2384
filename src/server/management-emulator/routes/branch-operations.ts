import { randomUUID } from 'node:crypto'
import type { EmulatorContext } from '../emulator-context'
import { HttpError } from '../http-error'
import { operationStatus } from '../operation-record'
import type { OperationRecord } from '../operation-record'

/**
 * Queues operations for one request, each starting when the previous one finishes (as Neon runs
 * `create_branch` and then `start_compute`).
 */
export function queueOperations(
  context: EmulatorContext,
  projectId: string,
  steps: readonly { action: string; branchId: string; endpointId?: string }[],
): OperationRecord[] {
  const phase = context.schedulingMs + context.runningMs
  return steps.map((step, index) => {
    const record: OperationRecord = {
      id: randomUUID(),
      project_id: projectId,
      branch_id: step.branchId,
      ...(step.endpointId ? { endpoint_id: step.endpointId } : {}),
      action: step.action,
      createdAt: context.now,
      startAt: context.now + index * phase,
      schedulingMs: context.schedulingMs,
      runningMs: context.runningMs,
    }
    context.state.operations.set(record.id, record)
    return record
  })
}

/** With `lockWhileOperationsRun`, refuses new work on a project that has operations in progress (423). */
export function assertProjectUnlocked(context: EmulatorContext, projectId: string): void {
  if (!context.lockWhileOperationsRun) return
  for (const operation of context.state.operations.values()) {
    if (operation.project_id !== projectId) continue
    const status = operationStatus(operation, context.now)
    if (status === 'scheduling' || status === 'running' || status === 'cancelling') {
      throw new HttpError(
        423,
        'project already has running conflicting operations, scheduling of new ones is prohibited',
      )
    }
  }
}

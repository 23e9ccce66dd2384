import { requireProject } from '../emulator-context'
import type { EmulatorContext } from '../emulator-context'
import { notFound } from '../http-error'
import { operationView } from '../operation-record'
import type { Route } from '../router'

/** `GET /projects/{project_id}/operations/{operation_id}`: the operation's status at the emulator's now. */
export const getOperation: Route<EmulatorContext> = {
  method: 'GET',
  template: '/projects/{project_id}/operations/{operation_id}',
  handle(context, { project_id = '', operation_id = '' }) {
    requireProject(context, project_id)
    const operation = context.state.operations.get(operation_id)
    if (operation?.project_id !== project_id) throw notFound('operation')
    return { status: 200, body: { operation: operationView(operation, context.now) } }
  },
}

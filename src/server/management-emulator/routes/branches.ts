import { requireProject } from '../emulator-context'
import type { EmulatorContext } from '../emulator-context'
import type { EndpointRecord } from '../emulator-state'
import { HttpError, invalidRequest, notFound } from '../http-error'
import { neonId } from '../ids'
import { operationView } from '../operation-record'
import { parseBody } from '../parse-body'
import type { Route } from '../router'
import { branchView, endpointView } from '../views'
import { BRANCH_CREATE_INTEGER_FIELDS, branchCreateBodySchema } from './branch-create-body'
import { assertProjectUnlocked, queueOperations } from './branch-operations'

/** What the emulator uses of a branch creation body (no body at all is allowed). */
function readCreateBody(context: EmulatorContext): {
  name?: string
  parentId?: string
  endpointTypes: ('read_write' | 'read_only')[]
} {
  if (context.body === undefined) return { endpointTypes: [] }
  const body = parseBody(context, { schema: branchCreateBodySchema, integerFields: BRANCH_CREATE_INTEGER_FIELDS })
  const endpointTypes = (body.endpoints ?? []).map((endpoint) => endpoint.type)
  if (endpointTypes.filter((type) => type === 'read_write').length > 1) {
    throw invalidRequest('a branch can have only one read_write endpoint')
  }
  const { name, parent_id: parentId } = body.branch ?? {}
  return {
    ...(name === undefined ? {} : { name }),
    ...(parentId === undefined || parentId === '' ? {} : { parentId }),
    endpointTypes,
  }
}

/** `POST /projects/{project_id}/branches`: 201 with the branch and its operations; 409 on a duplicate name. */
export const createBranch: Route<EmulatorContext> = {
  method: 'POST',
  template: '/projects/{project_id}/branches',
  handle(context, { project_id = '' }) {
    const { state, now } = context
    const input = readCreateBody(context)
    requireProject(context, project_id)
    const parent = input.parentId ? state.branchOf(project_id, input.parentId) : state.defaultBranchOf(project_id)
    if (!parent) throw notFound('parent branch')
    assertProjectUnlocked(context, project_id)
    const id = neonId('br')
    const name = input.name ?? id
    if (state.branchesOf(project_id).some((branch) => branch.name === name))
      throw new HttpError(409, 'branch already exists')
    const created = new Date(now).toISOString()
    const endpoints: EndpointRecord[] = input.endpointTypes.map((type) => ({
      id: neonId('ep'),
      project_id,
      branch_id: id,
      type,
      created_at: created,
    }))
    const operations = queueOperations(context, project_id, [
      { action: 'create_branch', branchId: id },
      ...endpoints.map((endpoint) => ({ action: 'start_compute', branchId: id, endpointId: endpoint.id })),
    ])
    const branch = {
      id,
      project_id,
      parent_id: parent.id,
      name,
      default: false,
      created_at: created,
      operationIds: operations.map((op) => op.id),
    }
    state.branches.set(id, branch)
    for (const endpoint of endpoints) state.endpoints.set(endpoint.id, endpoint)
    const parentConfig = state.pluginConfigs.get(parent.id)
    if (parentConfig) state.pluginConfigs.set(id, { ...parentConfig })
    const owner = { branch_id: id, name: 'neondb_owner', protected: false, created_at: created, updated_at: created }
    return {
      status: 201,
      body: {
        branch: branchView(state, branch, now),
        endpoints: endpoints.map(endpointView),
        operations: operations.map((operation) => operationView(operation, now)),
        roles: [owner],
        databases: [
          {
            id: 1,
            branch_id: id,
            name: 'neondb',
            owner_name: 'neondb_owner',
            created_at: created,
            updated_at: created,
          },
        ],
      },
    }
  },
}

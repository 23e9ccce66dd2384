import { requireProject } from '../emulator-context'
import type { EmulatorContext } from '../emulator-context'
import { HttpError, notFound } from '../http-error'
import { operationView } from '../operation-record'
import { booleanQuery, enumQuery, integerQuery } from '../query-params'
import type { Route } from '../router'
import { branchView } from '../views'
import { assertProjectUnlocked, queueOperations } from './branch-operations'

/**
 * `GET /projects/{project_id}/branches`: every branch (the emulator does not paginate, sort or search this
 * list), after checking its query as the API does: `sort_by` name, created_at or updated_at, `sort_order`
 * asc or desc, `limit` 1 to 10000, `include_deleted` a boolean.
 */
export const listBranches: Route<EmulatorContext> = {
  method: 'GET',
  template: '/projects/{project_id}/branches',
  handle(context, { project_id = '' }) {
    enumQuery(context.query, 'sort_by', ['name', 'created_at', 'updated_at'])
    enumQuery(context.query, 'sort_order', ['asc', 'desc'])
    integerQuery(context.query, 'limit', { min: 1, max: 10_000 })
    booleanQuery(context.query, 'include_deleted')
    requireProject(context, project_id)
    const branches = context.state
      .branchesOf(project_id)
      .map((branch) => branchView(context.state, branch, context.now))
    return { status: 200, body: { branches, annotations: {} } }
  },
}

/** `GET /projects/{project_id}/branches/{branch_id}`. */
export const getBranch: Route<EmulatorContext> = {
  method: 'GET',
  template: '/projects/{project_id}/branches/{branch_id}',
  handle(context, { project_id = '', branch_id = '' }) {
    requireProject(context, project_id)
    const branch = context.state.branchOf(project_id, branch_id)
    if (!branch) throw notFound('branch')
    return { status: 200, body: { branch: branchView(context.state, branch, context.now) } }
  },
}

/**
 * `DELETE /projects/{project_id}/branches/{branch_id}`: refuses the default branch and a branch with
 * children. `hard_delete` must be a boolean; the emulator deletes for good either way.
 */
export const deleteBranch: Route<EmulatorContext> = {
  method: 'DELETE',
  template: '/projects/{project_id}/branches/{branch_id}',
  handle(context, { project_id = '', branch_id = '' }) {
    const { state, now } = context
    booleanQuery(context.query, 'hard_delete')
    requireProject(context, project_id)
    const branch = state.branchOf(project_id, branch_id)
    if (!branch) throw notFound('branch')
    if (branch.default) throw new HttpError(400, 'cannot delete the default branch of a project')
    if (state.branchesOf(project_id).some((other) => other.parent_id === branch.id)) {
      throw new HttpError(400, 'branch has child branches; delete them first')
    }
    assertProjectUnlocked(context, project_id)
    const view = branchView(state, branch, now)
    const operations = queueOperations(context, project_id, [{ action: 'delete_timeline', branchId: branch.id }])
    state.branches.delete(branch.id)
    state.pluginConfigs.delete(branch.id)
    for (const [id, endpoint] of state.endpoints) if (endpoint.branch_id === branch.id) state.endpoints.delete(id)
    return {
      status: 200,
      body: { branch: view, operations: operations.map((operation) => operationView(operation, now)) },
    }
  },
}

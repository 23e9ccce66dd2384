import { isObject } from '../emulator-context'
import type { EmulatorContext } from '../emulator-context'
import { HttpError, invalidRequest, notFound } from '../http-error'
import { apiToken } from '../ids'
import type { Route } from '../router'

/**
 * `POST /organizations/{org_id}/api_keys`: 200 with the new key, shown once. The key then works against
 * the emulator, scoped to `project_id` when one is given.
 */
export const createOrgApiKey: Route<EmulatorContext> = {
  method: 'POST',
  template: '/organizations/{org_id}/api_keys',
  handle(context, { org_id = '' }) {
    const { state, body } = context
    if (org_id !== state.orgId) throw notFound('organization')
    if (context.key.projectId !== undefined) throw new HttpError(403, 'a project-scoped API key cannot create API keys')
    if (!isObject(body)) throw invalidRequest('decode application/json: body must be a JSON object')
    const { key_name: name, project_id: projectId } = body
    if (name === undefined) throw invalidRequest('decode application/json: invalid: key_name (field required)')
    if (typeof name !== 'string' || name.length < 1 || name.length > 64) {
      throw invalidRequest('key_name: must be a string of 1 to 64 characters')
    }
    if (projectId !== undefined) {
      if (typeof projectId !== 'string') throw invalidRequest('project_id: must be a string')
      if (state.projects.get(projectId)?.org_id !== org_id) throw notFound('project')
    }
    const key = apiToken()
    state.apiKeys.set(key, projectId === undefined ? {} : { projectId })
    return {
      status: 200,
      body: {
        id: state.takeApiKeyId(),
        key,
        name,
        created_at: new Date(context.now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        created_by: state.userId,
        ...(projectId === undefined ? {} : { project_id: projectId }),
      },
    }
  },
}

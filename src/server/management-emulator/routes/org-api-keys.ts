import * as z from 'zod/mini'
import { API_KEY_NAME_MAX_LENGTH, NEON_ID_PATTERN, codePointLength } from '../../../core/neon-api-bounds'
import type { EmulatorContext } from '../emulator-context'
import { HttpError, notFound } from '../http-error'
import { apiToken } from '../ids'
import { parseBody } from '../parse-body'
import type { Route } from '../router'

/**
 * The body as the API takes it (`OrgApiKeyCreateRequest`): `key_name` required, at most 64 characters and
 * no minimum, so an empty name is taken; `project_id` optional, an id; unknown fields ignored.
 */
const orgApiKeyCreateSchema = z.object({
  key_name: z
    .string()
    .check(
      z.refine(
        (name) => codePointLength(name) <= API_KEY_NAME_MAX_LENGTH,
        `must be at most ${API_KEY_NAME_MAX_LENGTH} characters`,
      ),
    ),
  project_id: z.optional(z.string().check(z.regex(NEON_ID_PATTERN, 'must match ^[a-z0-9-]{1,60}$'))),
})

/**
 * `POST /organizations/{org_id}/api_keys`: 200 with the new key, shown once. The key then works against
 * the emulator, scoped to `project_id` when one is given. The body is checked first, as the API decodes a
 * request before its handler looks anything up.
 */
export const createOrgApiKey: Route<EmulatorContext> = {
  method: 'POST',
  template: '/organizations/{org_id}/api_keys',
  handle(context, { org_id = '' }) {
    const { state } = context
    const { key_name: name, project_id: projectId } = parseBody(context, { schema: orgApiKeyCreateSchema })
    if (org_id !== state.orgId) throw notFound('organization')
    if (context.key.projectId !== undefined) throw new HttpError(403, 'a project-scoped API key cannot create API keys')
    if (projectId !== undefined && state.projects.get(projectId)?.org_id !== org_id) throw notFound('project')
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

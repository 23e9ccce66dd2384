import * as z from 'zod/mini'
import { organizationPluginConfigPatchSchema } from '../../../core/plugin-config'
import { requireProject } from '../emulator-context'
import type { EmulatorContext } from '../emulator-context'
import { HttpError, notFound } from '../http-error'
import { parseBody } from '../parse-body'
import type { Route } from '../router'

/**
 * The PATCH body as the API takes it (`NeonAuthOrganizationConfigUpdate`): the kit's fields and bounds
 * (limits are `int32` with `minimum: 1`, the role `admin` or `owner`), but unknown fields ignored, where
 * the kit's own schema refuses them.
 */
const organizationPluginUpdateSchema = z.object(organizationPluginConfigPatchSchema.shape)

/** Configuration of the other Neon Auth plugins, as a fresh branch shows it (fixed in the emulator). */
const OTHER_PLUGINS = {
  email_and_password: {
    enabled: true,
    email_verification_method: 'otp',
    require_email_verification: false,
    auto_sign_in_after_verification: true,
    send_verification_email_on_sign_up: false,
    send_verification_email_on_sign_in: false,
    disable_sign_up: false,
  },
  email_provider: { type: 'shared', sender_email: 'auth@mail.myneon.app', sender_name: 'Neon Auth' },
  oauth_providers: [{ id: 'google', type: 'shared' }],
  allow_localhost: true,
} as const

function requireBranchConfig(context: EmulatorContext, projectId: string, branchId: string) {
  requireProject(context, projectId)
  const branch = context.state.branchOf(projectId, branchId)
  const config = branch && context.state.pluginConfigs.get(branch.id)
  if (!branch || !config) throw notFound('branch')
  return config
}

/** `GET .../auth/plugins`: `{ organization: { five fields }, ...other plugins }`. */
export const getAuthPlugins: Route<EmulatorContext> = {
  method: 'GET',
  template: '/projects/{project_id}/branches/{branch_id}/auth/plugins',
  handle(context, { project_id = '', branch_id = '' }) {
    const config = requireBranchConfig(context, project_id, branch_id)
    return { status: 200, body: { organization: { ...config }, ...structuredClone(OTHER_PLUGINS) } }
  },
}

/**
 * `PATCH .../auth/plugins/organization`: validates the body (before looking the branch up, as the API
 * decodes a request before its handler runs), changes only the sent fields, tells `onPluginConfigChange`
 * (rolled back if it throws) and answers all five fields.
 */
export const updateOrganizationPlugin: Route<EmulatorContext> = {
  method: 'PATCH',
  template: '/projects/{project_id}/branches/{branch_id}/auth/plugins/organization',
  async handle(context, { project_id = '', branch_id = '' }) {
    const update = parseBody(context, {
      schema: organizationPluginUpdateSchema,
      integerFields: /^(organization_limit|membership_limit)$/,
    })
    const previous = requireBranchConfig(context, project_id, branch_id)
    const next = { ...previous, ...update }
    // Commit first, synchronously, so concurrent PATCHes of one branch never lose each other's fields.
    context.state.pluginConfigs.set(branch_id, next)
    try {
      await context.onPluginConfigChange?.(project_id, branch_id, { ...next })
    } catch {
      if (context.state.pluginConfigs.get(branch_id) === next) context.state.pluginConfigs.set(branch_id, previous)
      throw new HttpError(500, 'failed to apply the organization plugin configuration')
    }
    return { status: 200, body: { ...next } }
  },
}

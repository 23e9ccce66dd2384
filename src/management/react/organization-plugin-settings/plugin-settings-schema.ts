import * as z from 'zod/mini'
import { INT32_MAX } from '../../../core/neon-api-bounds'
import { CREATOR_ROLES } from '../../../core/plugin-config'
import type { OrganizationPluginConfig, OrganizationPluginConfigPatch } from '../../../core/plugin-config'

// Error messages are message keys, localized where they are shown, so the schema stays a constant.

/** The largest limit the API stores (its limits are `int32`). */
export const PLUGIN_LIMIT_MAX = INT32_MAX

/**
 * A limit as a number input gives it with `valueAsNumber`: an empty or unparsable input is `NaN`, which
 * `z.number()` refuses ("enter a number"); then whole, then at least 1.
 */
const limitSchema = z
  .number({ error: 'organizationPluginSettings.limitMissingError' })
  .check(
    z.int('organizationPluginSettings.limitNotWholeError'),
    z.gte(1, 'organizationPluginSettings.limitTooSmallError'),
    z.lte(PLUGIN_LIMIT_MAX, 'organizationPluginSettings.limitTooLargeError'),
  )

/** The plugin settings form: the five fields with the API's constraints. */
export const pluginSettingsSchema = z.object({
  enabled: z.boolean(),
  organization_limit: limitSchema,
  membership_limit: limitSchema,
  creator_role: z.enum(CREATOR_ROLES),
  send_invitation_email: z.boolean(),
})

/** What the plugin settings form holds. */
export type PluginSettingsValues = z.infer<typeof pluginSettingsSchema>

/** The fields of the form, in the order they are shown and sent. */
export const PLUGIN_SETTING_FIELDS = [
  'enabled',
  'organization_limit',
  'membership_limit',
  'creator_role',
  'send_invitation_email',
] as const satisfies readonly (keyof OrganizationPluginConfig)[]

/** Only the fields whose value differs from the saved configuration: the body of the PATCH. */
export function changedPluginFields(
  saved: OrganizationPluginConfig,
  values: PluginSettingsValues,
): OrganizationPluginConfigPatch {
  const patch: Record<string, unknown> = {}
  for (const field of PLUGIN_SETTING_FIELDS) if (values[field] !== saved[field]) patch[field] = values[field]
  return patch
}

import type * as z from 'zod/mini'
import type { organizationPluginConfigPatchSchema, organizationPluginConfigSchema } from './plugin-config-schema'

// The schemas live in `plugin-config-schema.ts` and are re-exported here: a bundler includes them (and
// zod) only where they are used, not wherever the defaults are.
export { CREATOR_ROLES } from './creator-roles'
export type { CreatorRole } from './creator-roles'
export { organizationPluginConfigPatchSchema, organizationPluginConfigSchema } from './plugin-config-schema'

/** The five fields of the organization plugin configuration. */
export type OrganizationPluginConfig = z.output<typeof organizationPluginConfigSchema>

/** A partial update of {@link OrganizationPluginConfig}. */
export type OrganizationPluginConfigPatch = z.output<typeof organizationPluginConfigPatchSchema>

/**
 * The spec's defaults: enabled, 10 organizations per user, 100 members, creator is owner, no e-mail
 * (what `organizationPluginConfigSchema.parse({})` gives).
 */
export const DEFAULT_PLUGIN_CONFIG: OrganizationPluginConfig = {
  enabled: true,
  organization_limit: 10,
  membership_limit: 100,
  creator_role: 'owner',
  send_invitation_email: false,
}

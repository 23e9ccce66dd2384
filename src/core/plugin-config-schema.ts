import * as z from 'zod/mini'
import { CREATOR_ROLES } from './creator-roles'
import { INT32_MAX } from './neon-api-bounds'

// The zod schemas of the plugin configuration, apart from `plugin-config.ts` so that the provider and
// hooks (which only need the defaults) bundle no zod. Import them from `plugin-config.ts`.

/** A limit of the plugin: the API's `int32` with `minimum: 1`, so 1 to 2,147,483,647. */
const limitSchema = z.number().check(z.int(), z.gte(1), z.lte(INT32_MAX))

/** The organization plugin configuration of a branch, with the spec's defaults and limits of 1 to `INT32_MAX`. */
export const organizationPluginConfigSchema = z.object({
  /** Plugin on or off; while off, every organization call fails. */
  enabled: z._default(z.boolean(), true),
  /** Maximum memberships (created plus joined) per user. */
  organization_limit: z._default(limitSchema, 10),
  /** Maximum members per organization. */
  membership_limit: z._default(limitSchema, 100),
  /** Role given to an organization's creator; it carries the owner's protections. */
  creator_role: z._default(z.enum(CREATOR_ROLES), 'owner'),
  /** Whether invitees get an e-mail with the accept link (needs e-mail verification at sign-up). */
  send_invitation_email: z._default(z.boolean(), false),
})

/**
 * A partial update of the configuration: only the sent fields change. Unknown fields are refused: the API
 * ignores them, so a misspelt field in the kit's own call would otherwise change nothing, silently.
 */
export const organizationPluginConfigPatchSchema = z.partial(
  z.strictObject({
    enabled: z.boolean(),
    organization_limit: limitSchema,
    membership_limit: limitSchema,
    creator_role: z.enum(CREATOR_ROLES),
    send_invitation_email: z.boolean(),
  }),
)

import { z } from 'zod'
import { CREATOR_ROLES } from './creator-roles'

// The zod schemas of the plugin configuration, apart from `plugin-config.ts` so that the provider and
// hooks (which only need the defaults) bundle no zod. Import them from `plugin-config.ts`.

/** The organization plugin configuration of a branch, with the spec's defaults and `>= 1` limits. */
export const organizationPluginConfigSchema = z.object({
  /** Plugin on or off; while off, every organization call fails. */
  enabled: z.boolean().default(true),
  /** Maximum memberships (created plus joined) per user. */
  organization_limit: z.number().int().min(1).default(10),
  /** Maximum members per organization. */
  membership_limit: z.number().int().min(1).default(100),
  /** Role given to an organization's creator; it carries the owner's protections. */
  creator_role: z.enum(CREATOR_ROLES).default('owner'),
  /** Whether invitees get an e-mail with the accept link (needs e-mail verification at sign-up). */
  send_invitation_email: z.boolean().default(false),
})

/** A partial update of the configuration: only the sent fields change. */
export const organizationPluginConfigPatchSchema = z
  .object({
    enabled: z.boolean(),
    organization_limit: z.number().int().min(1),
    membership_limit: z.number().int().min(1),
    creator_role: z.enum(CREATOR_ROLES),
    send_invitation_email: z.boolean(),
  })
  .partial()
  .strict()

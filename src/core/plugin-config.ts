import { z } from 'zod'

/** The roles Neon lets a project give to an organization's creator. */
export const CREATOR_ROLES = ['owner', 'admin'] as const

/** A role that `creator_role` may name. */
export type CreatorRole = (typeof CREATOR_ROLES)[number]

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

/** The five fields of the organization plugin configuration. */
export type OrganizationPluginConfig = z.output<typeof organizationPluginConfigSchema>

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

/** A partial update of {@link OrganizationPluginConfig}. */
export type OrganizationPluginConfigPatch = z.output<typeof organizationPluginConfigPatchSchema>

/** The spec's defaults: enabled, 10 organizations per user, 100 members, creator is owner, no e-mail. */
export const DEFAULT_PLUGIN_CONFIG: OrganizationPluginConfig = organizationPluginConfigSchema.parse({})

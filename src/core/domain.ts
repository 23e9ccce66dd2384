import * as z from 'zod/mini'
import { roleSchema, storedRolesSchema } from './role-schemas'

/** Organization metadata: string keys, any JSON values. */
export const metadataSchema = z.record(z.string(), z.unknown())

/** Metadata as servers send it: an object, a JSON string (Better Auth's list and read routes), or nothing. */
const wireMetadataSchema = z.pipe(
  z.optional(z.union([metadataSchema, z.string(), z.null()])),
  z.transform((value: Record<string, unknown> | string | null | undefined): Record<string, unknown> => {
    if (value === null || value === undefined || value === '') return {}
    if (typeof value !== 'string') return value
    try {
      const parsed: unknown = JSON.parse(value)
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {}
    } catch {
      return {}
    }
  }),
)

const dateSchema = z.pipe(z.union([z.date(), z.string(), z.number()]), z.coerce.date())
const idSchema = z.string().check(z.minLength(1))

/** An optional text (a logo, an avatar, the active organization): `null` when absent, whether null or missing. */
const textOrNullSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => value ?? null),
)

/** An organization, normalized: metadata is always an object, `logo` is `null` when absent. */
export const organizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  logo: textOrNullSchema,
  metadata: wireMetadataSchema,
  createdAt: dateSchema,
})

/** An organization (tenant). */
export type Organization = z.output<typeof organizationSchema>

/** The public profile of a user as it appears on a member. */
export const memberUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  image: textOrNullSchema,
})

/** A member's user profile. */
export type MemberUser = z.output<typeof memberUserSchema>

/**
 * A membership as write routes return it (no user profile). Roles are always an array of names as the server
 * reads them: any role, an app's own included, untrimmed (`"member, owner"` gives `member` and ` owner`).
 */
export const memberRecordSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  userId: idSchema,
  role: storedRolesSchema,
  createdAt: dateSchema,
})

/** A membership without its user profile. */
export type MemberRecord = z.output<typeof memberRecordSchema>

/** A membership with its user profile. */
export const memberSchema = z.extend(memberRecordSchema, { user: memberUserSchema })

/** A member of an organization. */
export type Member = z.output<typeof memberSchema>

/** Stored invitation statuses; "expired" is derived from `expiresAt`, never stored. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'canceled'] as const

/** A stored invitation status. */
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

/** An invitation; `role` is normalized to an array like a member's. */
export const invitationSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  email: z.string(),
  role: storedRolesSchema,
  status: z.enum(INVITATION_STATUSES),
  expiresAt: dateSchema,
  createdAt: dateSchema,
  inviterId: idSchema,
  organizationName: z.optional(z.string()),
  organizationSlug: z.optional(z.string()),
  inviterEmail: z.optional(z.string()),
})

/** An invitation to an organization, with the organization and inviter details the server adds. */
export type Invitation = z.output<typeof invitationSchema>

/**
 * What anyone holding an invitation's link may see of it, signed in or not (the kit's Better Auth plugin): never
 * the invitee's e-mail. `role` stays as stored (several roles comma-separated).
 */
export interface InvitationPreview {
  id: string
  organizationName: string
  organizationLogo: string | null
  inviterName: string | null
  role: string
  status: InvitationStatus
  expiresAt: Date
}

/** The preview route's answer, normalized: `null` for absent texts, the expiry as a `Date`. */
export const invitationPreviewSchema = z.object({
  id: idSchema,
  organizationName: z.string(),
  organizationLogo: textOrNullSchema,
  inviterName: textOrNullSchema,
  role: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: dateSchema,
})

/** An organization with its members and invitations, as the full-organization read returns it. */
export const fullOrganizationSchema = z.extend(organizationSchema, {
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
})

/** The full organization: profile, members (up to `membersLimit`) and invitations. */
export type FullOrganization = z.output<typeof fullOrganizationSchema>

/** The signed-in user. */
export const sessionUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  emailVerified: z._default(z.boolean(), false),
  image: textOrNullSchema,
})

/** The signed-in user. */
export type SessionUser = z.output<typeof sessionUserSchema>

/** The signed-in session: the user and the session's active organization. */
export const sessionSchema = z.object({
  user: sessionUserSchema,
  activeOrganizationId: textOrNullSchema,
})

/** The signed-in session. */
export type Session = z.output<typeof sessionSchema>

/** A page of members, with `total` counting every row that matches the filter. */
export const memberPageSchema = z.object({
  members: z.array(memberSchema),
  total: z.number().check(z.int(), z.gte(0)),
})

/** A page of members. */
export type MemberPage = z.output<typeof memberPageSchema>

/** The caller's role(s) in an organization. */
export const activeMemberRoleSchema = z.object({ role: storedRolesSchema })

/** The caller's role(s) in an organization. */
export type ActiveMemberRole = z.output<typeof activeMemberRoleSchema>

/** A page of the user's organizations, each with the user's role(s) and its member count (the kit's plugin). */
export const organizationPageSchema = z.object({
  organizations: z.array(z.extend(organizationSchema, { role: storedRolesSchema, memberCount: z.number() })),
  total: z.number(),
})

/** A page of the user's organizations, by name, with `total` counting all of them. */
export type OrganizationPage = z.output<typeof organizationPageSchema>

/** One organization of an {@link OrganizationPage}: the user's role(s) in it and how many members it has. */
export type OrganizationWithRole = OrganizationPage['organizations'][number]

export { roleSchema }

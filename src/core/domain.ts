import { z } from 'zod'
import { roleSchema, storedRolesSchema } from './role-schemas'

/** Organization metadata: string keys, any JSON values. */
export const metadataSchema = z.record(z.string(), z.unknown())

/** Metadata as servers send it: an object, a JSON string (Better Auth's list and read routes), or nothing. */
const wireMetadataSchema = z
  .union([metadataSchema, z.string(), z.null()])
  .optional()
  .transform((value): Record<string, unknown> => {
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
  })

const dateSchema = z.union([z.date(), z.string(), z.number()]).pipe(z.coerce.date())
const idSchema = z.string().min(1)

/** An organization, normalized: metadata is always an object, `logo` is `null` when absent. */
export const organizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  logo: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
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
  image: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
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
export const memberSchema = memberRecordSchema.extend({ user: memberUserSchema })

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
  organizationName: z.string().optional(),
  organizationSlug: z.string().optional(),
  inviterEmail: z.string().optional(),
})

/** An invitation to an organization, with the organization and inviter details the server adds. */
export type Invitation = z.output<typeof invitationSchema>

/** An organization with its members and invitations, as the full-organization read returns it. */
export const fullOrganizationSchema = organizationSchema.extend({
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
  emailVerified: z.boolean().default(false),
  image: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
})

/** The signed-in user. */
export type SessionUser = z.output<typeof sessionUserSchema>

/** The signed-in session: the user and the session's active organization. */
export const sessionSchema = z.object({
  user: sessionUserSchema,
  activeOrganizationId: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
})

/** The signed-in session. */
export type Session = z.output<typeof sessionSchema>

/** A page of members, with `total` counting every row that matches the filter. */
export const memberPageSchema = z.object({ members: z.array(memberSchema), total: z.number().int().min(0) })

/** A page of members. */
export type MemberPage = z.output<typeof memberPageSchema>

/** The caller's role(s) in an organization. */
export const activeMemberRoleSchema = z.object({ role: storedRolesSchema })

/** The caller's role(s) in an organization. */
export type ActiveMemberRole = z.output<typeof activeMemberRoleSchema>

export { roleSchema }

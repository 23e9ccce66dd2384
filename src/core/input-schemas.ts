import { z } from 'zod'
import { metadataSchema } from './domain'
import { rolesSchema } from './role-schemas'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug'

/** Identifiers as Better Auth issues them (opaque alphanumerics, UUIDs): safe to put in a URL. */
export const idInputSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a valid identifier')

/** A slug: lower-case letters and digits in hyphen-separated groups, at most 48 characters. */
export const slugInputSchema = z
  .string()
  .trim()
  .min(1, 'A slug is required')
  .max(SLUG_MAX_LENGTH, `A slug has at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens')

/** An organization's display name. */
export const nameInputSchema = z.string().trim().min(1, 'A name is required').max(100, 'A name has at most 100 characters')

/** A logo URL: only `http:`, `https:` and `data:image/` URLs are accepted (and ever rendered). */
export const logoInputSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isSafeImageUrl, 'Use an http(s) or data:image URL')

/** Tells whether a URL is one the kit renders as an image: `http:`, `https:` or `data:image/`. */
export function isSafeImageUrl(value: string): boolean {
  if (/^data:image\//i.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** An e-mail address, trimmed. */
export const emailInputSchema = z.string().trim().pipe(z.email('Not a valid e-mail address'))

const positiveInt = z.number().int().min(1)

/** Member columns that `listMembers` can sort and filter by (Better Auth cannot use user fields). */
export const MEMBER_FIELDS = ['id', 'organizationId', 'userId', 'role', 'createdAt'] as const

/** Filter operators of `listMembers`. */
export const FILTER_OPERATORS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'not_in', 'contains', 'starts_with', 'ends_with'] as const

const filterValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])

/** Input schemas of every transport operation, named as in the spec. */
export const inputSchemas = {
  create: z.object({
    name: nameInputSchema,
    slug: slugInputSchema,
    logo: logoInputSchema.optional(),
    metadata: metadataSchema.optional(),
    userId: idInputSchema.optional(),
    keepCurrentActiveOrganization: z.boolean().optional(),
  }),
  checkSlug: z.object({ slug: slugInputSchema }),
  setActive: z.object({
    organizationId: idInputSchema.nullable().optional(),
    organizationSlug: z.string().trim().min(1).max(128).optional(),
  }),
  getFullOrganization: z.object({
    query: z
      .object({
        organizationId: idInputSchema.optional(),
        organizationSlug: z.string().trim().min(1).max(128).optional(),
        membersLimit: positiveInt.optional(),
      })
      .default({}),
  }),
  update: z.object({
    data: z
      .object({
        name: nameInputSchema.optional(),
        slug: slugInputSchema.optional(),
        logo: logoInputSchema.nullable().optional(),
        metadata: metadataSchema.optional(),
      })
      .refine((data) => Object.values(data).some((v) => v !== undefined), 'Nothing to update'),
    organizationId: idInputSchema.optional(),
  }),
  delete: z.object({ organizationId: idInputSchema }),
  inviteMember: z.object({
    email: emailInputSchema,
    role: rolesSchema,
    organizationId: idInputSchema.optional(),
    resend: z.boolean().optional(),
  }),
  acceptInvitation: z.object({ invitationId: idInputSchema }),
  rejectInvitation: z.object({ invitationId: idInputSchema }),
  cancelInvitation: z.object({ invitationId: idInputSchema }),
  getInvitation: z.object({ query: z.object({ id: idInputSchema }) }),
  listInvitations: z.object({ query: z.object({ organizationId: idInputSchema.optional() }).default({}) }),
  listMembers: z.object({
    query: z
      .object({
        organizationId: idInputSchema.optional(),
        organizationSlug: z.string().trim().min(1).max(128).optional(),
        limit: positiveInt.optional(),
        offset: z.number().int().min(0).optional(),
        sortBy: z.enum(MEMBER_FIELDS).optional(),
        sortDirection: z.enum(['asc', 'desc']).optional(),
        filterField: z.enum(MEMBER_FIELDS).optional(),
        filterOperator: z.enum(FILTER_OPERATORS).optional(),
        filterValue: filterValueSchema.optional(),
      })
      .refine((q) => (q.filterField === undefined) === (q.filterValue === undefined), {
        message: 'filterField and filterValue go together',
        path: ['filterValue'],
      })
      .default({}),
  }),
  updateMemberRole: z.object({ memberId: idInputSchema, role: rolesSchema, organizationId: idInputSchema.optional() }),
  removeMember: z.object({
    memberIdOrEmail: z.union([emailInputSchema, idInputSchema]),
    organizationId: idInputSchema.optional(),
  }),
  getActiveMemberRole: z.object({
    query: z
      .object({ organizationId: idInputSchema.optional(), organizationSlug: z.string().trim().min(1).max(128).optional(), userId: idInputSchema.optional() })
      .default({}),
  }),
  leave: z.object({ organizationId: idInputSchema }),
} satisfies Record<string, z.ZodType>

/** Operations that take input. */
export type OperationWithInput = keyof typeof inputSchemas

/** The input an operation accepts (before normalization: roles as string or array, ...). */
export type OperationInput<Op extends OperationWithInput> = z.input<(typeof inputSchemas)[Op]>

/** The input an operation works with after validation (trimmed, roles as arrays, defaults applied). */
export type ParsedOperationInput<Op extends OperationWithInput> = z.output<(typeof inputSchemas)[Op]>

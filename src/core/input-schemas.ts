import { z } from 'zod'
import { metadataSchema } from './domain'
import { emailInputSchema, idInputSchema, logoInputSchema, nameInputSchema, slugInputSchema } from './field-schemas'
import { rolesSchema } from './role-schemas'

export { emailInputSchema, idInputSchema, logoInputSchema, nameInputSchema, slugInputSchema } from './field-schemas'
export { isSafeImageUrl } from './safe-image-url'

const positiveInt = z.number().int().min(1)

/** Member columns that `listMembers` can sort and filter by (Better Auth cannot use user fields). */
export const MEMBER_FIELDS = ['id', 'organizationId', 'userId', 'role', 'createdAt'] as const

/** Filter operators of `listMembers`. */
export const FILTER_OPERATORS = [
  'eq',
  'ne',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'not_in',
  'contains',
  'starts_with',
  'ends_with',
] as const

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
      .refine((data) => Object.values<unknown>(data).some((v) => v !== undefined), 'Nothing to update'),
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
      .object({
        organizationId: idInputSchema.optional(),
        organizationSlug: z.string().trim().min(1).max(128).optional(),
        userId: idInputSchema.optional(),
      })
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

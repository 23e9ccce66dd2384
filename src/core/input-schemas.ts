import * as z from 'zod/mini'
import {
  emailInputSchema,
  idInputSchema,
  logoInputSchema,
  metadataInputSchema,
  nameInputSchema,
  slugInputSchema,
} from './field-schemas'
import { rolesSchema } from './role-schemas'

export {
  emailInputSchema,
  idInputSchema,
  logoInputSchema,
  metadataInputSchema,
  nameInputSchema,
  slugInputSchema,
} from './field-schemas'
export { isSafeImageUrl } from './safe-image-url'

const positiveIntSchema = z.number().check(z.int(), z.gte(1))
const offsetSchema = z.number().check(z.int(), z.gte(0))

/** An organization's slug as a read names it (not checked for the slug's form: it names an existing one). */
const slugReferenceSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(128))

/** The longest search term `searchMembers` sends (the kit's plugin takes no longer one); a longer one is refused before any request. */
export const MEMBER_SEARCH_MAX_LENGTH = 256

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

/** What `listMembers` and `searchMembers` both take: the organization, paging and sorting. */
const memberPageQueryFields = {
  organizationId: z.optional(idInputSchema),
  organizationSlug: z.optional(slugReferenceSchema),
  limit: z.optional(positiveIntSchema),
  offset: z.optional(offsetSchema),
  sortBy: z.optional(z.enum(MEMBER_FIELDS)),
  sortDirection: z.optional(z.enum(['asc', 'desc'])),
}

/** `listMembers`' query: paging, sorting and one filter, whose field and value come together. */
const listMembersQuerySchema = z
  .object({
    ...memberPageQueryFields,
    filterField: z.optional(z.enum(MEMBER_FIELDS)),
    filterOperator: z.optional(z.enum(FILTER_OPERATORS)),
    filterValue: z.optional(filterValueSchema),
  })
  .check(
    z.refine((q) => (q.filterField === undefined) === (q.filterValue === undefined), {
      message: 'filterField and filterValue go together',
      path: ['filterValue'],
    }),
  )

/** `update`'s data: the fields to change, at least one of them. */
const organizationUpdateSchema = z
  .object({
    name: z.optional(nameInputSchema),
    slug: z.optional(slugInputSchema),
    logo: z.optional(z.nullable(logoInputSchema)),
    metadata: z.optional(metadataInputSchema),
  })
  .check(z.refine((data) => Object.values<unknown>(data).some((v) => v !== undefined), 'Nothing to update'))

/** An invitation named by id, as the invitee's read and the public preview take it. */
const invitationByIdSchema = z.object({ query: z.object({ id: idInputSchema }) })

/** Input schemas of every transport operation, named as in the spec. */
export const inputSchemas = {
  create: z.object({
    name: nameInputSchema,
    slug: slugInputSchema,
    logo: z.optional(logoInputSchema),
    metadata: z.optional(metadataInputSchema),
    userId: z.optional(idInputSchema),
    keepCurrentActiveOrganization: z.optional(z.boolean()),
  }),
  checkSlug: z.object({ slug: slugInputSchema }),
  setActive: z.object({
    organizationId: z.optional(z.nullable(idInputSchema)),
    organizationSlug: z.optional(slugReferenceSchema),
  }),
  getFullOrganization: z.object({
    query: z._default(
      z.object({
        organizationId: z.optional(idInputSchema),
        organizationSlug: z.optional(slugReferenceSchema),
        membersLimit: z.optional(positiveIntSchema),
      }),
      {},
    ),
  }),
  update: z.object({
    data: organizationUpdateSchema,
    organizationId: z.optional(idInputSchema),
  }),
  delete: z.object({ organizationId: idInputSchema }),
  inviteMember: z.object({
    email: emailInputSchema,
    role: rolesSchema,
    organizationId: z.optional(idInputSchema),
    resend: z.optional(z.boolean()),
  }),
  acceptInvitation: z.object({ invitationId: idInputSchema }),
  rejectInvitation: z.object({ invitationId: idInputSchema }),
  cancelInvitation: z.object({ invitationId: idInputSchema }),
  getInvitation: invitationByIdSchema,
  getInvitationPreview: invitationByIdSchema,
  listInvitations: z.object({ query: z._default(z.object({ organizationId: z.optional(idInputSchema) }), {}) }),
  listMembers: z.object({
    query: z._default(listMembersQuerySchema, {}),
  }),
  updateMemberRole: z.object({
    memberId: idInputSchema,
    role: rolesSchema,
    organizationId: z.optional(idInputSchema),
  }),
  removeMember: z.object({
    memberIdOrEmail: z.union([emailInputSchema, idInputSchema]),
    organizationId: z.optional(idInputSchema),
  }),
  getActiveMemberRole: z.object({
    query: z._default(
      z.object({
        organizationId: z.optional(idInputSchema),
        organizationSlug: z.optional(slugReferenceSchema),
        userId: z.optional(idInputSchema),
      }),
      {},
    ),
  }),
  leave: z.object({ organizationId: idInputSchema }),
  searchMembers: z.object({
    query: z.object({
      /** Matched case-insensitively against the member's name and e-mail; `''` lists every member. */
      search: z.string().check(z.trim(), z.maxLength(MEMBER_SEARCH_MAX_LENGTH)),
      ...memberPageQueryFields,
      /** Members whose stored role contains this name (the member table's role filter, multi-role safe). */
      role: z.optional(slugReferenceSchema),
    }),
  }),
  listOrganizationsWithRoles: z.object({
    query: z._default(
      // The server answers at most 100 a page (a larger limit gets 100, as Better Auth's own lists stop at theirs).
      z.object({ limit: z.optional(positiveIntSchema), offset: z.optional(offsetSchema) }),
      {},
    ),
  }),
} satisfies Record<string, z.ZodMiniType>

/** Operations that take input. */
export type OperationWithInput = keyof typeof inputSchemas

/** The input an operation accepts (before normalization: roles as string or array, ...). */
export type OperationInput<Op extends OperationWithInput> = z.input<(typeof inputSchemas)[Op]>

/** The input an operation works with after validation (trimmed, roles as arrays, defaults applied). */
export type ParsedOperationInput<Op extends OperationWithInput> = z.output<(typeof inputSchemas)[Op]>

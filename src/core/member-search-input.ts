import * as z from 'zod/mini'
import { idInputSchema } from './field-schemas'
import { MEMBER_FIELDS } from './input-schemas'
import { parseWithSchema } from './parse-input'

// Apart from `input-schemas.ts`, whose operations the transports parse by name: an app bundles this schema
// only with `searchMembers` (the plugin's own route, not an operation of Better Auth's organization plugin).

/** The longest search term the kit sends; a longer one is refused before any request. */
export const MEMBER_SEARCH_MAX_LENGTH = 256

const pageNumberSchema = z.number().check(z.int(), z.gte(0))

/** `searchMembers`' query: the term, the organization, paging, sorting and the role filter. */
export const memberSearchInputSchema = z.object({
  query: z.object({
    /** Matched case-insensitively against the member's name and e-mail; `''` lists every member. */
    search: z.string().check(z.trim(), z.maxLength(MEMBER_SEARCH_MAX_LENGTH)),
    organizationId: z.optional(idInputSchema),
    organizationSlug: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(128))),
    limit: z.optional(pageNumberSchema.check(z.gte(1))),
    offset: z.optional(pageNumberSchema),
    sortBy: z.optional(z.enum(MEMBER_FIELDS)),
    sortDirection: z.optional(z.enum(['asc', 'desc'])),
    /** Members whose stored role contains this name (the member table's role filter, multi-role safe). */
    role: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(128))),
  }),
})

/** The input of `searchMembers`. */
export type MemberSearchInput = z.input<typeof memberSearchInputSchema>

/** The input of `searchMembers` after validation (trimmed). */
export type ParsedMemberSearchInput = z.output<typeof memberSearchInputSchema>

/** Validates `searchMembers`' input before any I/O, as `parseInput` does for the other operations. */
export function parseMemberSearchInput(input: unknown): ParsedMemberSearchInput {
  return parseWithSchema('searchMembers', memberSearchInputSchema, input)
}

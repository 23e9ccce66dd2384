import type * as z from 'zod/mini'
import type { inputSchemas } from './input-schemas'

/** The input of `searchMembers`: the term, the organization, paging, sorting and the role filter. */
export type MemberSearchInput = z.input<typeof inputSchemas.searchMembers>

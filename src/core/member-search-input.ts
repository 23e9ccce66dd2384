import type { OperationInput, ParsedOperationInput } from './input-schemas'

/** The input of `searchMembers`: the term, the organization, paging, sorting and the role filter. */
export type MemberSearchInput = OperationInput<'searchMembers'>

/** The input of `searchMembers` after validation (trimmed). */
export type ParsedMemberSearchInput = ParsedOperationInput<'searchMembers'>

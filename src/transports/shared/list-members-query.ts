import type { MemberPage } from '../../core/domain'
import type { ParsedOperationInput } from '../../core/input-schemas'
import type { WireQueryValue } from './wire-types'

type ListMembersQuery = ParsedOperationInput<'listMembers'>['query']

/**
 * The spec's default page size. Sent explicitly: Better Auth's own default is `membershipLimit` (the
 * `membership_limit` setting), so a server configured with 5 would otherwise answer pages of 5.
 */
export const DEFAULT_MEMBERS_PAGE_SIZE = 100

/** The query to send, or the answer known without asking (an `in` filter over no values matches nothing). */
export type ListMembersPlan = { query: Record<string, WireQueryValue | undefined> } | { answer: MemberPage }

/**
 * Plans the list-members query so the server never sees an `in`/`not_in` filter with fewer than two values
 * (Better Auth 1.7.7 answers 500 then, because a single repeated key arrives as a string): one value
 * becomes `eq`/`ne`; no value at all answers an empty page without a request, except for `not_in`/`ne`,
 * which then drop the filter. Scalars are sent as strings, arrays as repeated keys.
 */
export function planListMembersQuery(query: ListMembersQuery): ListMembersPlan {
  const { filterField, filterOperator, filterValue, ...rest } = query
  const base = { ...rest, limit: rest.limit ?? DEFAULT_MEMBERS_PAGE_SIZE }
  if (filterField === undefined || filterValue === undefined) return { query: base }
  const values = Array.isArray(filterValue) ? filterValue : [String(filterValue)]
  if (values.length === 0) {
    const negated = filterOperator === 'not_in' || filterOperator === 'ne'
    return negated ? { query: base } : { answer: { members: [], total: 0 } }
  }
  if (values.length === 1) {
    const operator = filterOperator === 'in' ? 'eq' : filterOperator === 'not_in' ? 'ne' : filterOperator
    return { query: { ...base, filterField, filterOperator: operator, filterValue: values[0] } }
  }
  return { query: { ...base, filterField, filterOperator, filterValue: values } }
}

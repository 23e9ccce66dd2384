import type { MemberPage } from '../../core/domain'
import type { RequestOptions } from '../../core/transport'
import { getRequest } from './build-wire-request'
import { mapWireError } from './map-wire-error'
import { normalizeResponse } from './normalize-response'
import type { Exchange, WireQueryValue } from './wire-types'

type Query = Record<string, WireQueryValue | undefined>

/**
 * How many users Better Auth 1.6.23 looks up for one members page: its find-many default, so a page of more
 * members answers 500 ("User not found for member"). 1.7 looks up as many users as the page has members.
 */
const USERS_PER_LOOKUP = 100

/**
 * Reads a page of members. Two kinds of 500 are really answers:
 * - Better Auth 1.7.7 (and 1.6.23) answers an empty page with 500 (it looks users up with an empty `in ()`).
 *   Two cheap probes tell an empty page from a real failure: the same filter at offset 0 gives the total; if
 *   that fails too, an unfiltered probe that succeeds proves the filter matches nothing.
 * - Better Auth 1.6.23 answers a page of more than {@link USERS_PER_LOOKUP} members with 500. A page asked
 *   with a larger `limit` is then read again in slices of that size (see {@link readInSlices}).
 * Any other failure is thrown as it came.
 */
export async function readMemberPage(exchange: Exchange, query: Query, options?: RequestOptions): Promise<MemberPage> {
  const outcome = await exchange(getRequest('listMembers', query), options)
  if (outcome.ok) return normalizeResponse('listMembers', outcome.data, outcome.status)
  const failure = mapWireError(outcome, 'listMembers')
  if (failure.code !== 'SERVER_ERROR') throw failure
  if (typeof query.limit === 'number' && query.limit > USERS_PER_LOOKUP) return readInSlices(exchange, query, options)
  const offset = typeof query.offset === 'number' ? query.offset : 0
  if (offset > 0) {
    const probe = await exchange(getRequest('listMembers', { ...query, limit: 1, offset: 0 }), options)
    if (probe.ok) {
      const { total } = normalizeResponse('listMembers', probe.data, probe.status)
      if (total <= offset) return { members: [], total }
      throw failure
    }
  }
  if (!('filterField' in query)) throw failure
  const { filterField: _field, filterOperator: _operator, filterValue: _value, ...unfiltered } = query
  const control = await exchange(getRequest('listMembers', { ...unfiltered, limit: 1, offset: 0 }), options)
  if (control.ok) return { members: [], total: 0 }
  throw failure
}

/**
 * The page `query` asks for, read as consecutive pages of at most {@link USERS_PER_LOOKUP} members with the
 * same filter and sort, until `limit` members came, a slice came short or the total is reached. The slices
 * are separate reads, so a member who joins or leaves in between can shift them, as between any two pages.
 */
async function readInSlices(exchange: Exchange, query: Query, options?: RequestOptions): Promise<MemberPage> {
  const limit = Number(query.limit)
  const start = typeof query.offset === 'number' ? query.offset : 0
  const members: MemberPage['members'] = []
  let total = 0
  while (members.length < limit) {
    const size = Math.min(USERS_PER_LOOKUP, limit - members.length)
    const slice = await readMemberPage(exchange, { ...query, offset: start + members.length, limit: size }, options)
    members.push(...slice.members)
    total = slice.total
    if (slice.members.length < size || start + members.length >= total) break
  }
  return { members, total }
}

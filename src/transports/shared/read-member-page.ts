import type { MemberPage } from '../../core/domain'
import type { RequestOptions } from '../../core/transport'
import { getRequest } from './build-wire-request'
import { mapWireError } from './map-wire-error'
import { normalizeResponse } from './normalize-response'
import type { Exchange, WireQueryValue } from './wire-types'

type Query = Record<string, WireQueryValue | undefined>

/**
 * Reads a page of members. Better Auth 1.7.7 answers an empty page with 500 (it looks users up with an
 * empty `in ()`). When that happens, two cheap probes tell an empty page from a real failure: the same
 * filter at offset 0 gives the total; if that fails too, an unfiltered probe that succeeds proves the
 * filter matches nothing. Any other failure is thrown as it came.
 */
export async function readMemberPage(exchange: Exchange, query: Query, options?: RequestOptions): Promise<MemberPage> {
  const outcome = await exchange(getRequest('listMembers', query), options)
  if (outcome.ok) return normalizeResponse('listMembers', outcome.data, outcome.status)
  const failure = mapWireError(outcome, 'listMembers')
  if (failure.code !== 'SERVER_ERROR') throw failure
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

import type { MemberPage } from '../../core/domain'
import { parseMemberSearchInput } from '../../core/member-search-input'
import type { RequestOptions } from '../../core/transport'
import { getRequest } from './build-wire-request'
import { mapWireError } from './map-wire-error'
import { normalizeResponse } from './normalize-response'
import type { Exchange } from './wire-types'

/** What a wire transport remembers between searches: whether its server answered that it has no search. */
export interface MemberSearchMemory {
  withoutEndpoint: boolean
}

/**
 * `searchMembers` over the wire: the input validated before any request, then `GET /orgkit/search-members`.
 * A 404 is a server without the kit's plugin (Neon Auth, an app that did not add it, or a database the plugin
 * cannot search): `null`, remembered, so the next search asks nothing.
 */
export async function searchMembersOverWire(
  exchange: Exchange,
  memory: MemberSearchMemory,
  input: unknown,
  options?: RequestOptions,
): Promise<MemberPage | null> {
  const { query } = parseMemberSearchInput(input)
  if (memory.withoutEndpoint) return null
  const outcome = await exchange(getRequest('searchMembers', { ...query }), options)
  if (outcome.ok) return normalizeResponse('searchMembers', outcome.data, outcome.status)
  memory.withoutEndpoint = outcome.status === 404
  if (memory.withoutEndpoint) return null
  throw mapWireError(outcome, 'searchMembers')
}

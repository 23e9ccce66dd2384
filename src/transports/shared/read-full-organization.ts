import type { FullOrganization } from '../../core/domain'
import type { ParsedOperationInput } from '../../core/input-schemas'
import type { RequestOptions } from '../../core/transport'
import { getRequest } from './build-wire-request'
import { DEFAULT_MEMBERS_PAGE_SIZE } from './list-members-query'
import { mapWireError } from './map-wire-error'
import { normalizeResponse } from './normalize-response'
import { readMemberPage } from './read-member-page'
import type { Exchange } from './wire-types'

type Query = ParsedOperationInput<'getFullOrganization'>['query']

/**
 * Reads the full organization. Better Auth (1.6.23 and 1.7.7) looks the members' users up with a cap of
 * `membershipLimit`, so an organization holding more members than `membership_limit` (after the limit was
 * lowered) answers 500. On a 500 the organization is read again with one member, and its members come
 * from list-members (not capped by `membershipLimit`), up to `membersLimit` (default 100).
 */
export async function readFullOrganization(
  exchange: Exchange,
  query: Query,
  options?: RequestOptions,
): Promise<FullOrganization | null> {
  const outcome = await exchange(getRequest('getFullOrganization', query), options)
  if (outcome.ok) return normalizeResponse('getFullOrganization', outcome.data, outcome.status)
  const failure = mapWireError(outcome, 'getFullOrganization')
  if (failure.code !== 'SERVER_ERROR') throw failure
  const head = await exchange(getRequest('getFullOrganization', { ...query, membersLimit: 1 }), options)
  if (!head.ok) throw failure
  const organization = normalizeResponse('getFullOrganization', head.data, head.status)
  if (!organization) return null
  const limit = query.membersLimit ?? DEFAULT_MEMBERS_PAGE_SIZE
  // readMemberPage also reads past the 100 users Better Auth 1.6.23 looks up per members page.
  const page = await readMemberPage(exchange, { organizationId: organization.id, limit }, options)
  return { ...organization, members: page.members }
}

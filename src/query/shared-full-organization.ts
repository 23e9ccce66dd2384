import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import type { FullOrganization } from '../core/domain'
import type { FullOrganizationParams } from './org-keys'
import { FULL_READ_PARAMS_POSITION, orgKeys } from './org-keys'

/** A full read to derive from, with the `membersLimit` it asked for. */
export interface SharedFullOrganization {
  organization: FullOrganization
  membersLimit: number
}

const limitOf = (query: Query) => (query.queryKey[FULL_READ_PARAMS_POSITION] as FullOrganizationParams).membersLimit

/**
 * A full read of the organization to derive a smaller read from (members page, own membership, own role),
 * so that read costs no call of its own:
 * - a full read in flight right now (reads on screen start together, in one render or one invalidation);
 * - or, only for a read loading for the first time (`ownKey` has no data yet), a cached full read that is
 *   fresh (within `staleTime`, not invalidated).
 *
 * A read that already has data and is refetched (invalidated, refetched by the app) never reuses cached
 * data, so an app invalidating one resource always gets the server's answer. Resolves `undefined` when
 * there is nothing to share or the shared read fails (the caller then asks the server itself).
 */
export async function sharedFullOrganization(
  client: QueryClient,
  userId: string,
  organizationId: string,
  ownKey: QueryKey,
  staleTime: number,
): Promise<SharedFullOrganization | undefined> {
  // Let sibling queries of the same render or invalidation start their fetches first: they all start
  // synchronously in one pass, before this microtask runs.
  await Promise.resolve()
  const queries = client.getQueryCache().findAll({ queryKey: orgKeys.fullOrganizations(userId, organizationId) })
  const inFlight = queries.find((q) => q.state.fetchStatus === 'fetching' && q.promise !== undefined)
  if (inFlight) {
    try {
      const organization = (await inFlight.promise) as FullOrganization | null
      return organization === null ? undefined : { organization, membersLimit: limitOf(inFlight) }
    } catch {
      return undefined
    }
  }
  if (client.getQueryState(ownKey)?.data !== undefined) return undefined
  const fresh = queries.find((q) => q.state.data != null && !q.isStaleByTime(staleTime))
  return fresh ? { organization: fresh.state.data as FullOrganization, membersLimit: limitOf(fresh) } : undefined
}

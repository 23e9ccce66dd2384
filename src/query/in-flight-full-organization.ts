import type { QueryClient } from '@tanstack/react-query'
import type { FullOrganization } from '../core/domain'
import type { FullOrganizationParams } from './org-keys'
import { KEY_POSITION, orgKeys } from './org-keys'

/** A full read that was in flight, with the `membersLimit` it asked for. */
export interface SharedFullOrganization {
  organization: FullOrganization
  membersLimit: number
}

const PARAMS_POSITION = KEY_POSITION.resource + 1

/**
 * Waits for a full read of the organization that is in flight right now and returns its answer, so a read
 * that can be derived from it (members page, own membership, own role) costs no call of its own.
 *
 * Only in-flight reads count: reads on screen start together (same render or same invalidation), and
 * cached data is never reused here, so an app invalidating one resource always gets a fresh answer.
 * Resolves `undefined` when there is none or it fails (the caller then asks the server itself).
 */
export async function inFlightFullOrganization(
  client: QueryClient,
  userId: string,
  organizationId: string,
): Promise<SharedFullOrganization | undefined> {
  // Let sibling queries of the same render or invalidation start their fetches first: they all start
  // synchronously in one pass, before this microtask runs.
  await Promise.resolve()
  const [query] = client
    .getQueryCache()
    .findAll({ queryKey: orgKeys.fullOrganizations(userId, organizationId), fetchStatus: 'fetching' })
  if (query?.promise === undefined) return undefined
  const params = query.queryKey[PARAMS_POSITION] as FullOrganizationParams
  try {
    const organization = (await query.promise) as FullOrganization | null
    return organization === null ? undefined : { organization, membersLimit: params.membersLimit }
  } catch {
    return undefined
  }
}

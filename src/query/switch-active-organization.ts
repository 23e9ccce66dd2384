import type { QueryClient } from '@tanstack/react-query'
import type { FullOrganization, Session } from '../core/domain'
import type { MutationDeps } from './mutation-deps'
import type { OrgWriteName } from './org-keys'
import { orgKeys } from './org-keys'
import { seedOwnMembership } from './seed-own-membership'
import { cachedOrFetched } from './cached-or-fetched'
import { rememberLastActiveOrganization } from './last-active-organization'

/** A move of the session's active organization, as the server made it (`from` and `to` differ). */
export interface ActiveOrganizationMove {
  userId: string | undefined
  from: string | null
  to: string | null
  cause: OrgWriteName
}

/**
 * Follows a move of the active organization in the cache, as one transaction: cancels the old
 * organization's reads in flight, points the cached session at the new one (no session refetch), drops
 * everything cached for the old one, and resolves once the new organization and the caller's membership
 * in it are loaded. Then `onSwitched` runs. The new one is recorded as the user's last active organization
 * in this browser, which `<ActiveOrganizationGate>` opens again after the next sign-in.
 */
export async function switchActiveOrganization(
  client: QueryClient,
  deps: MutationDeps,
  move: ActiveOrganizationMove,
): Promise<void> {
  const { userId, from, to, cause } = move
  if (userId === undefined) {
    await client.invalidateQueries({ queryKey: orgKeys.session() })
    return
  }
  await client.cancelQueries({ queryKey: orgKeys.organization(userId, from) })
  client.setQueryData<Session | null>(orgKeys.session(), (session) =>
    session && session.user.id === userId ? { ...session, activeOrganizationId: to } : session,
  )
  client.removeQueries({ queryKey: orgKeys.organization(userId, from) })
  if (to !== null) rememberLastActiveOrganization(userId, to)
  let organization: FullOrganization | null = null
  if (to !== null) {
    const reads = deps.reads
    organization = await cachedOrFetched(client, reads.fullOrganization({ userId, organizationId: to })).catch(
      () => null,
    )
    if (organization && client.getQueryData(orgKeys.activeMember(userId, to)) === undefined)
      seedOwnMembership(client, userId, organization)
    await cachedOrFetched(client, reads.activeMember({ userId, organizationId: to })).catch(() => null)
  }
  // The switch has happened on the server and in the cache: an app callback failing must not turn it
  // into a failed mutation, so its error is rethrown on its own (reported as unhandled, not swallowed).
  try {
    await deps.settings.onSwitched?.({ userId, from, to, organization, cause })
  } catch (error) {
    queueMicrotask(() => {
      throw error
    })
  }
}

import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '../core/domain'
import type { OrganizationPluginConfig } from '../core/plugin-config'
import { DEFAULT_PLUGIN_CONFIG } from '../core/plugin-config'
import type { Transport } from '../core/transport'
import { cachedOrFetched } from './cached-or-fetched'
import { createOrgQueries } from './create-org-queries'
import { creatorRoleHoldersParams, DEFAULT_MEMBERS_PAGE_SIZE, firstMembersPageParams } from './members-page-defaults'

/** Options of the prefetch helpers: where to read, and the provider's own settings (they shape the keys). */
export interface PrefetchOptions {
  /**
   * Where to read. On a server: `createBetterAuthFetchTransport({ baseURL, headers: { cookie } })` with
   * the absolute URL of the auth server and the request's cookies, so reads are the signed-in user's.
   */
  transport: Transport
  /** The same `config` as `<OrgKitProvider config>`; `membership_limit` is part of what is read. */
  config?: Partial<OrganizationPluginConfig> | undefined
  /** The same `staleTime` as `<OrgKitProvider staleTime>`. */
  staleTime?: number | undefined
  /**
   * With `<OrgKitProvider activeOrganization={{ scope: 'tab' }}>`: the tab's organization, as the page's URL
   * names it (`searchParams.org`), so the prefetch reads it rather than the session's and the browser starts
   * on it. Absent (no parameter), the session's active organization.
   */
  tabOrganizationId?: string | undefined
}

/** Options of {@link prefetchMembers}. */
export interface PrefetchMembersOptions extends PrefetchOptions {
  /** The `<MemberTable>`'s page size, when the app sets one. @default 25 */
  pageSize?: number | undefined
}

/**
 * What every helper resolves: the session it read (or found cached), `null` when signed out, `undefined`
 * when the read failed. A page can send signed-out visitors to sign in with it.
 */
export type PrefetchedSession = Session | null | undefined

/** Who is signed in and which organization is active, read (or taken from the cache) first by every helper. */
interface PrefetchScope {
  session: PrefetchedSession
  queries: ReturnType<typeof createOrgQueries>
  userId: string
  organizationId: string | null
}

/**
 * A failed read is left out of what is prefetched, never thrown: the page still renders, and the
 * browser reads again (and shows the error) as it would without a prefetch.
 */
const leaveOutOnFailure = () => undefined

async function prefetchScope(
  queryClient: QueryClient,
  options: PrefetchOptions,
): Promise<PrefetchScope | { session: null | undefined }> {
  const queries = createOrgQueries(options.transport, { config: options.config, staleTime: options.staleTime })
  const read = await cachedOrFetched(queryClient, queries.session()).catch(leaveOutOnFailure)
  if (!read) return { session: read }
  // The tab's organization replaces the session's in the cached session too, as the browser's tab reads it.
  const session = options.tabOrganizationId ? { ...read, activeOrganizationId: options.tabOrganizationId } : read
  if (session !== read) queryClient.setQueryData(queries.session().queryKey, session)
  return { session, queries, userId: session.user.id, organizationId: session.activeOrganizationId }
}

const signedIn = (scope: PrefetchScope | { session: null | undefined }): scope is PrefetchScope => !!scope.session

async function prefetchActiveOrganization(queryClient: QueryClient, scope: PrefetchScope): Promise<void> {
  const { queries, userId, organizationId } = scope
  const reads: Promise<unknown>[] = [cachedOrFetched(queryClient, queries.organizations(userId))]
  if (organizationId !== null) {
    // The caller's membership and role come from the full read (no request of their own) once it is in.
    const full = cachedOrFetched(queryClient, queries.fullOrganization({ userId, organizationId }))
    const own = full.then(() =>
      Promise.all([
        cachedOrFetched(queryClient, queries.activeMember({ userId, organizationId })),
        cachedOrFetched(queryClient, queries.activeMemberRole({ userId, organizationId })),
      ]),
    )
    reads.push(full, own)
  }
  await Promise.all(reads.map((read) => read.catch(leaveOutOnFailure)))
}

/**
 * The session and the active organization, then the reads a page adds (`pageReads`, given the signed-in
 * scope), all at once; failed reads are left out. Resolves the session.
 */
async function prefetchPage(
  queryClient: QueryClient,
  options: PrefetchOptions,
  pageReads: (scope: PrefetchScope) => Promise<unknown>[],
): Promise<PrefetchedSession> {
  const scope = await prefetchScope(queryClient, options)
  if (!signedIn(scope)) return scope.session
  const reads = [prefetchActiveOrganization(queryClient, scope), ...pageReads(scope)]
  await Promise.all(reads.map((read) => read.catch(leaveOutOnFailure)))
  return scope.session
}

/**
 * Fills `queryClient` with what every page of the kit shows first: the session, the user's organizations,
 * and the active organization with the user's membership and role. For a server component: prefetch,
 * then render the page's kit components inside `<HydrationBoundary state={dehydrate(queryClient)}>`.
 * Failed reads are left out, never thrown.
 *
 * @example
 * const queryClient = new QueryClient()
 * const transport = createBetterAuthFetchTransport({ baseURL: AUTH_URL, headers: { cookie } })
 * await prefetchOrganizations(queryClient, { transport })
 */
export function prefetchOrganizations(queryClient: QueryClient, options: PrefetchOptions): Promise<PrefetchedSession> {
  return prefetchPage(queryClient, options, () => [])
}

/**
 * {@link prefetchOrganizations}, plus the first page of `<MemberTable>` (default sort, `pageSize`) and
 * the count of creator-role holders the table needs for its rules: the server-rendered table shows rows.
 */
export function prefetchMembers(queryClient: QueryClient, options: PrefetchMembersOptions): Promise<PrefetchedSession> {
  const creatorRole = options.config?.creator_role ?? DEFAULT_PLUGIN_CONFIG.creator_role
  const pageSize = options.pageSize ?? DEFAULT_MEMBERS_PAGE_SIZE
  return prefetchPage(queryClient, options, ({ queries, userId, organizationId }) => {
    if (organizationId === null) return []
    const firstPage = { userId, organizationId, params: firstMembersPageParams(pageSize) }
    const holders = { userId, organizationId, params: creatorRoleHoldersParams(creatorRole) }
    return [
      cachedOrFetched(queryClient, queries.members(firstPage)),
      cachedOrFetched(queryClient, queries.members(holders)),
    ]
  })
}

/**
 * {@link prefetchOrganizations}, plus both sides of invitations: the active organization's
 * (`<OrganizationInvitations>`) and the ones the user received (`<UserInvitations>`).
 */
export function prefetchInvitations(queryClient: QueryClient, options: PrefetchOptions): Promise<PrefetchedSession> {
  return prefetchPage(queryClient, options, ({ queries, userId, organizationId }) => [
    cachedOrFetched(queryClient, queries.userInvitations(userId)),
    ...(organizationId === null ? [] : [cachedOrFetched(queryClient, queries.invitations({ userId, organizationId }))]),
  ])
}

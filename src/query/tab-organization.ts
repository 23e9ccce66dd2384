import { hashKey } from '@tanstack/react-query'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Session } from '../core/domain'
import type { Transport } from '../core/transport'
import type { TabOrganizationPlace } from './active-organization-option'

// A tab's own active organization (`activeOrganization={{ scope: 'tab' }}`), loaded only by apps that ask for
// it. `sessionStorage` belongs to one tab (a duplicated tab starts with a copy), so it holds the tab's
// choice per user; with `storage: 'url'` the URL's parameter says it too. The parameter is read when the page
// loads (the kit's first session read, a link or a bookmark opened in this tab), and wins over the record then;
// later the record wins, and only the kit's switch moves the tab (an app's router changing the parameter does
// not). Either is honoured only for an organization of the signed-in user: the record names its user, and an
// organization other than the session's is checked with the user's role there (a read a refusal of which
// changes nothing on the server), falling back to the session's when the server says the user is not a member
// or it does not exist. Storage that cannot be used (a server render, a browser that refuses it) falls back to
// this page's memory. Only an organization id is kept, never a token.

const STORAGE_KEY = 'orgkit:tab-organization'

/** What one tab keeps: whose choice it is, and the organization (`null`: none active). */
interface TabChoice {
  userId: string
  organizationId: string | null
}

let inMemory: TabChoice | undefined

function readStored(): TabChoice | undefined {
  try {
    const stored = globalThis.sessionStorage.getItem(STORAGE_KEY)
    if (stored === null) return undefined
    const choice = JSON.parse(stored) as Partial<TabChoice> | null
    const valid =
      typeof choice?.userId === 'string' &&
      (typeof choice.organizationId === 'string' || choice.organizationId === null)
    return valid ? (choice as TabChoice) : undefined
  } catch {
    return inMemory
  }
}

function store(choice: TabChoice): void {
  inMemory = choice
  try {
    globalThis.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice))
  } catch {
    // No storage: the page's memory holds it.
  }
}

/** The organization id in the URL's parameter; `undefined` without one (or outside a browser). */
function readUrl(place: TabOrganizationPlace): string | undefined {
  if (typeof window === 'undefined') return undefined
  return new URLSearchParams(window.location.search).get(place.param) || undefined
}

/** Puts the organization in the URL's parameter (removed for none), keeping the rest and the router's state. */
function writeUrl(place: TabOrganizationPlace, organizationId: string | null): void {
  if (typeof window === 'undefined') return
  const url = new URL(window.location.href)
  if (organizationId === null) url.searchParams.delete(place.param)
  else url.searchParams.set(place.param, organizationId)
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
}

/** The tab's record for `userId` (`undefined`: none, or another user's). */
function recordedFor(userId: string): string | null | undefined {
  const stored = readStored()
  return stored?.userId === userId ? stored.organizationId : undefined
}

/** This tab's organization for `userId`: its record, else the URL's; `undefined` when the tab has none yet. */
export function readTabOrganization(place: TabOrganizationPlace, userId: string): string | null | undefined {
  return recordedFor(userId) ?? (place.storage === 'url' ? readUrl(place) : undefined)
}

/** Records `organizationId` as this tab's organization for `userId`. */
export function writeTabOrganization(place: TabOrganizationPlace, userId: string, organizationId: string | null): void {
  store({ userId, organizationId })
  if (place.storage === 'url') writeUrl(place, organizationId)
}

/** Whether the server says the signed-in user is not a member of `organizationId`, or that it does not exist. */
async function isNotTheUsers(transport: Transport, organizationId: string): Promise<boolean> {
  try {
    // Not the full organization: Better Auth unsets the session's active organization for a non-member asking.
    await transport.getActiveMemberRole({ query: { organizationId } })
    return false
  } catch (error) {
    // A lost connection or a 5xx tells nothing: the tab keeps its choice, and its reads say what went wrong.
    // (The status read off the error, not `instanceof OrgKitError`: that import costs the first download bytes.)
    return [400, 403, 404].includes((error as { status?: number }).status ?? 0)
  }
}

/**
 * The session as this tab sees it: the tab's organization as the active one. A new tab starts with the
 * session's and keeps it from then on. `onLoad`: the page's first session read, when the URL's parameter
 * is read. An organization that is not the user's (anymore) gives way to the session's, in the URL too.
 */
export async function sessionInThisTab({
  place,
  session,
  transport,
  onLoad,
}: {
  place: TabOrganizationPlace
  session: Session
  transport: Transport
  onLoad: boolean
}): Promise<Session> {
  // A server render has no tab: the session's own (a prefetch is given the tab's, `tabOrganizationId`).
  if (typeof window === 'undefined') return session
  const userId = session.user.id
  const recorded = recordedFor(userId)
  const fromUrl = place.storage === 'url' && (onLoad || recorded === undefined) ? readUrl(place) : undefined
  let own = fromUrl ?? recorded
  if (
    own === undefined ||
    (own !== null && own !== session.activeOrganizationId && (await isNotTheUsers(transport, own)))
  )
    own = session.activeOrganizationId
  // The record, and the URL when it was read, name the tab's organization from now on.
  if (own !== recorded || (fromUrl !== undefined && fromUrl !== own)) writeTabOrganization(place, userId, own)
  return own === session.activeOrganizationId ? session : { ...session, activeOrganizationId: own }
}

/**
 * Keeps the tab's record in step with the cached session: a switch, a create or an accept moves the cached
 * session's active organization (and a failed switch puts it back), and the tab's record follows. Returns
 * how to stop.
 */
export function followTabOrganization(
  client: QueryClient,
  sessionKey: QueryKey,
  place: TabOrganizationPlace,
): () => void {
  const sessionHash = hashKey(sessionKey)
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash !== sessionHash) return
    const session = event.query.state.data as Session | null | undefined
    if (!session) return
    if (readTabOrganization(place, session.user.id) !== session.activeOrganizationId)
      writeTabOrganization(place, session.user.id, session.activeOrganizationId)
  })
}

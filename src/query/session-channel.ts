import { matchQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '../core/domain'
import type { orgKeys } from './org-keys'

// Loaded on demand (`import()`), and so it imports no value of the kit: the callers hand it `orgKeys`. A module
// it shared with the bundle up front would be split into a chunk of its own, which costs more than this one.

/** The kit's one key factory, handed in by the caller. */
type OrgKeys = typeof orgKeys

// Tabs of one browser share the session cookie but not their caches. When one tab signs in or out, or sees
// another user, it says so here and the others read the session again: their session query then drops the
// previous user's cache as it does after any user change. The message says only that the session changed,
// never whose, and never a token or a session id: any script of the origin can read this channel.

/** The name of the `BroadcastChannel`, and of the `localStorage` key of the fallback without one. */
export const SESSION_CHANNEL_NAME = 'orgkit:session-changed'

/** All a message carries. */
const SESSION_CHANGED_MESSAGE = { type: 'session-changed' } as const

// How many session reads of each QueryClient run because of the channel or of `refreshOrgKitSession`: those
// reads do not say so again (whoever started them did), so tabs do not echo each other's messages.
const quietReads = new WeakMap<QueryClient, number>()

function hasBroadcastChannel(): boolean {
  return typeof BroadcastChannel !== 'undefined'
}

/** Tells the other tabs of this browser that the session changed. Does nothing on a server. */
export function announceSessionChange(queryClient: QueryClient): void {
  if (typeof window === 'undefined' || (quietReads.get(queryClient) ?? 0) > 0) return
  if (hasBroadcastChannel()) {
    const channel = new BroadcastChannel(SESSION_CHANNEL_NAME)
    channel.postMessage(SESSION_CHANGED_MESSAGE)
    channel.close()
    return
  }
  try {
    // A new value each time, or the other tabs get no `storage` event; the time says nothing of the session.
    window.localStorage.setItem(SESSION_CHANNEL_NAME, String(Date.now()))
  } catch {
    // Storage refused (private mode, a full quota): the other tabs notice on their next focus instead.
  }
}

/** Reads the session again without announcing the answer: for a read that the channel or the app started. */
export async function readSessionQuietly(queryClient: QueryClient, keys: OrgKeys): Promise<void> {
  quietReads.set(queryClient, (quietReads.get(queryClient) ?? 0) + 1)
  try {
    // `all`: also where no component reads the session now (a sign-in page). A read already on its way is
    // cancelled and sent again (TanStack's default): it may have left before the cookie changed.
    await queryClient.invalidateQueries({ queryKey: keys.session(), refetchType: 'all' })
  } finally {
    quietReads.set(queryClient, (quietReads.get(queryClient) ?? 1) - 1)
  }
}

/**
 * Whether an error is the server saying there is no session (a 401: revoked, expired, signed out elsewhere).
 * Read by its `status`, as every `OrgKitError` has it (importing the class would split it out of the main chunk).
 */
function isSessionRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401
}

/**
 * Reads the session again when one of the kit's own reads or writes is refused with a 401, unless a session
 * read is on its way already: the session is gone on the server, and the app learns it now rather than on the
 * next focus. Only the kit's keys are watched; the app's own queries are the app's.
 */
function followSessionRefusals(queryClient: QueryClient, keys: OrgKeys): () => void {
  const readSessionAfterRefusal = () => {
    if (queryClient.isFetching({ queryKey: keys.session() }) === 0)
      void queryClient.invalidateQueries({ queryKey: keys.session(), refetchType: 'all' })
  }
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error' || !isSessionRefusal(event.action.error)) return
    const isKitRead = matchQuery({ queryKey: keys.all }, event.query)
    if (isKitRead && !matchQuery({ queryKey: keys.session() }, event.query)) readSessionAfterRefusal()
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation
    if (event.type !== 'updated' || mutation?.options.mutationKey?.[0] !== keys.all[0]) return
    if (mutation.state.status === 'error' && isSessionRefusal(mutation.state.error)) readSessionAfterRefusal()
  })
  return () => {
    stopQueries()
    stopMutations()
  }
}

/** The user a cached session answer names: `undefined` before any answer, `null` signed out. */
function userIdOf(session: Session | null | undefined): string | null | undefined {
  return session === undefined ? undefined : (session?.user.id ?? null)
}

/**
 * Tells the other tabs when a session read of this one finds another user than the last answer, or none (a
 * sign-out, a revoked session), unless the read was started by the channel or by `refreshOrgKitSession`.
 */
function announceUserChanges(queryClient: QueryClient, keys: OrgKeys): () => void {
  let lastUserId = userIdOf(queryClient.getQueryData<Session | null>(keys.session()))
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (!matchQuery({ queryKey: keys.session(), exact: true }, event.query)) return
    const userId = userIdOf(event.action.data as Session | null | undefined)
    if (lastUserId !== undefined && userId !== lastUserId) announceSessionChange(queryClient)
    lastUserId = userId
  })
}

/** Reads the session again whenever another tab says it changed: a `BroadcastChannel`, or the `storage` event. */
function followOtherTabs(queryClient: QueryClient, keys: OrgKeys): () => void {
  const readAgain = () => void readSessionQuietly(queryClient, keys)
  if (hasBroadcastChannel()) {
    const channel = new BroadcastChannel(SESSION_CHANNEL_NAME)
    channel.addEventListener('message', readAgain)
    return () => channel.close()
  }
  const readAgainOnStorage = (event: StorageEvent) => {
    if (event.key === SESSION_CHANNEL_NAME) readAgain()
  }
  window.addEventListener('storage', readAgainOnStorage)
  return () => window.removeEventListener('storage', readAgainOnStorage)
}

/**
 * Keeps the session of `queryClient` current in the browser: read again when another tab says it changed, and
 * when the server refuses one of the kit's requests with a 401; and tells the other tabs when a read of this
 * one finds another user or none. Returns the function that stops it.
 */
export function followSessionChanges(queryClient: QueryClient, keys: OrgKeys): () => void {
  if (typeof window === 'undefined') return () => undefined
  const stops = [
    followOtherTabs(queryClient, keys),
    announceUserChanges(queryClient, keys),
    followSessionRefusals(queryClient, keys),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

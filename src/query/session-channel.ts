import type { QueryClient } from '@tanstack/react-query'
import { orgKeys } from './org-keys'

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
export async function readSessionQuietly(queryClient: QueryClient): Promise<void> {
  quietReads.set(queryClient, (quietReads.get(queryClient) ?? 0) + 1)
  try {
    // `all`: also where no component reads the session now (a sign-in page). A read already on its way is
    // cancelled and sent again (TanStack's default): it may have left before the cookie changed.
    await queryClient.invalidateQueries({ queryKey: orgKeys.session(), refetchType: 'all' })
  } finally {
    quietReads.set(queryClient, (quietReads.get(queryClient) ?? 1) - 1)
  }
}

/**
 * Reads the session again whenever another tab says it changed: a `BroadcastChannel`, or the `storage` event
 * where there is none. Returns the function that stops listening.
 */
export function followSessionChangesInOtherTabs(queryClient: QueryClient): () => void {
  if (typeof window === 'undefined') return () => undefined
  const readAgain = () => void readSessionQuietly(queryClient)
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

import type { QueryClient } from '@tanstack/react-query'
import { orgKeys } from './org-keys'

/**
 * The one call an app makes after its own sign-in, sign-out or account switch: the kit reads the session
 * again, and when it names another user (or none), everything cached for the previous user is dropped
 * before anything renders with it. The next screen shows the new user's data, nothing of the previous one's.
 * The app's other tabs are then told that the session changed (a message without any id or token) and
 * read it again too.
 *
 * @example
 * await authClient.signIn.email({ email, password })
 * await refreshOrgKitSession(queryClient)
 */
export async function refreshOrgKitSession(queryClient: QueryClient): Promise<void> {
  // The channel's code is loaded on demand: apps call this after a sign-in or sign-out, never up front.
  const channel = await import('./session-channel')
  await channel.readSessionQuietly(queryClient, orgKeys)
  channel.announceSessionChange(queryClient)
}

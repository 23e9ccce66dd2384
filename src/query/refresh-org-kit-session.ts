import type { QueryClient } from '@tanstack/react-query'
import { orgKeys } from './org-keys'

/**
 * The one call an app makes after its own sign-in, sign-out or account switch: the kit reads the session
 * again, and when it names another user (or none), everything cached for the previous user is dropped
 * before anything renders with it. The next screen shows the new user's data, nothing of the previous one's.
 *
 * @example
 * await authClient.signIn.email({ email, password })
 * await refreshOrgKitSession(queryClient)
 */
export function refreshOrgKitSession(queryClient: QueryClient): Promise<void> {
  // `all`: also when no kit component is on screen (a sign-in page), so the next one starts right.
  return queryClient.invalidateQueries({ queryKey: orgKeys.session(), refetchType: 'all' })
}

import { queryOptions } from '@tanstack/react-query'
import type { Session } from '../core/domain'
import type { OrgKitError } from '../core/org-kit-error'
import type { Transport } from '../core/transport'
import type { OrgQuerySettings } from './org-query-settings'
import { orgKeys } from './org-keys'
import { READ_RETRY } from './retry-policy'

/**
 * The session read: `null` when signed out. When the answer names another user than the cached session
 * (sign-out, a revoked session, sign-in as someone else), everything cached for the previous user is dropped
 * (and `<OrgKitProvider>` tells the app's other tabs, `session-channel.ts`). A failed read keeps the last
 * answer as `data` (TanStack Query's way), so a screen can keep showing it and say that the check failed.
 * With a tab's own active organization (`activeOrganization={{ scope: 'tab' }}`), the cached session names
 * the tab's, so every read and write of the tab follows it.
 */
export function createSessionQuery(transport: Transport, settings: OrgQuerySettings) {
  return () =>
    // One session key whatever a tab keeps: the place of a tab's organization is fixed per bundle of factories,
    // and everything (the cross-tab channel, the writes) finds the session under this key.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions<Session | null, OrgKitError, Session | null, ReturnType<typeof orgKeys.session>>({
      queryKey: orgKeys.session(),
      queryFn: async ({ client, signal }) => {
        const session = await transport.getSession({ signal })
        const previous = client.getQueryData<Session | null>(orgKeys.session())
        if (previous && previous.user.id !== session?.user.id) {
          await client.cancelQueries({ queryKey: orgKeys.user(previous.user.id) })
          client.removeQueries({ queryKey: orgKeys.user(previous.user.id) })
        }
        const place = settings.tabOrganization
        if (!session || !place) return session
        const { sessionInThisTab } = await import('./tab-organization')
        return sessionInThisTab({ place, session, transport, onLoad: previous === undefined })
      },
      staleTime: settings.staleTime,
      ...READ_RETRY,
    })
}

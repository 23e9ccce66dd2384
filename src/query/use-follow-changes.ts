import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { TabOrganizationPlace } from './active-organization-option'
import { orgKeys } from './org-keys'

/**
 * Sign-out, sign-in or another user in another tab of this browser, or a 401 from the server: the session is
 * read again. The code loads after the provider's first render (nothing of it is needed before either happens).
 */
export function useFollowSessionChanges(queryClient: QueryClient): void {
  useEffect(() => {
    const following = import('./session-channel').then((channel) => channel.followSessionChanges(queryClient, orgKeys))
    return () => void following.then((stopFollowing) => stopFollowing())
  }, [queryClient])
}

/**
 * A tab's own organization: what moves the cached session's active organization is recorded for the tab. The
 * code loads after the provider's first render, and only for apps that ask for it (`storage` given).
 */
export function useFollowTabOrganization(
  queryClient: QueryClient,
  storage: TabOrganizationPlace['storage'] | undefined,
  param: string | undefined,
): void {
  useEffect(() => {
    if (!storage || !param) return
    const place = { storage, param }
    const following = import('./tab-organization').then((tab) =>
      tab.followTabOrganization(queryClient, orgKeys.session(), place),
    )
    return () => void following.then((stopFollowing) => stopFollowing())
  }, [queryClient, storage, param])
}

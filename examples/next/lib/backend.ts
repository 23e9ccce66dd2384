import { QueryClient } from '@tanstack/react-query'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { createBetterAuthFetchTransport, orgKeys } from 'orgkit'

/** Where the auth server listens (scripts/backend.mjs). Read at request time, so `next start` can be pointed anywhere. */
export function backendURL(): string {
  return process.env.ORGKIT_BACKEND_URL ?? 'http://127.0.0.1:4100'
}

/**
 * One QueryClient per request, shared by the layout and the page (React's `cache`): what the layout
 * prefetched (the session, the organizations) the page's prefetch finds there instead of reading it again.
 */
export const getQueryClient = cache(() => new QueryClient())

/**
 * The kit's transport for server components: straight to the auth server (an absolute URL, no browser here),
 * carrying the visitor's session cookie.
 */
export const serverTransport = cache(async () => {
  const cookie = (await headers()).get('cookie') ?? ''
  return createBetterAuthFetchTransport({ baseURL: `${backendURL()}/api/auth`, headers: { cookie } })
})

/**
 * After a prefetch has read the session: signed-out visitors go to sign in, and come back. (A failed read
 * leaves no session in the cache, `undefined`: the page renders and the kit shows the error.)
 */
export function redirectIfSignedOut(queryClient: QueryClient, returnTo: string): void {
  if (queryClient.getQueryData(orgKeys.session()) === null)
    redirect(`/auth/sign-in?redirectTo=${encodeURIComponent(returnTo)}`)
}

import { useHydrationSafeValue } from '../ui/use-hydration-safe-value'

/** What a sign-in or sign-up URL is given besides the path to come back to. */
export interface ReturnUrlContext {
  /**
   * The invited address, when the invitation's link carries it (`&email=`): for the app's form to start
   * with it filled in. Never trusted: the server checks the address when the invitation is accepted.
   */
  email?: string | undefined
}

/**
 * A URL, or a function of the path to come back to after signing in or up (and of the invited address, when
 * the link carries it). In a string, `:returnTo` is replaced by that path and `:email` by the address (empty
 * without one), both URL-encoded (`"/sign-up?redirectTo=:returnTo&email=:email"`): the form a server
 * component can pass.
 */
export type ReturnUrl = string | ((returnTo: string, context: ReturnUrlContext) => string)

/** The URL for `returnTo`: the function called, or `:returnTo` and `:email` in the string replaced. */
export function resolveReturnUrl(url: ReturnUrl, returnTo: string, context: ReturnUrlContext = {}): string {
  if (typeof url === 'function') return url(returnTo, context)
  return url
    .replaceAll(':returnTo', encodeURIComponent(returnTo))
    .replaceAll(':email', encodeURIComponent(context.email ?? ''))
}

/**
 * The page's path and query, to come back to after signing in: `/` in a server render and the hydrating
 * render (the server does not know the browser's URL), then the real one, so the page hydrates cleanly and
 * its links carry the right path.
 */
export function useCurrentPath(): string {
  return useHydrationSafeValue(
    () => `${window.location.pathname}${window.location.search}`,
    () => '/',
  )
}

/** Where signed-out invitees go unless told otherwise: Neon Auth's sign-in path with `redirectTo`. */
export const defaultSignInUrl = (returnTo: string) => `/auth/sign-in?redirectTo=${encodeURIComponent(returnTo)}`

import { useHydrationSafeValue } from '../ui/use-hydration-safe-value'

/**
 * A URL, or a function of the path to come back to after signing in or up. In a string, `:returnTo` is
 * replaced by that path, URL-encoded (`"/sign-in?redirectTo=:returnTo"`): the form a server component can pass.
 */
export type ReturnUrl = string | ((returnTo: string) => string)

/** The URL for `returnTo`: the function called, or `:returnTo` in the string replaced. */
export function resolveReturnUrl(url: ReturnUrl, returnTo: string): string {
  return typeof url === 'function' ? url(returnTo) : url.replaceAll(':returnTo', encodeURIComponent(returnTo))
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

/** A URL, or a function of the path to come back to after signing in or up. */
export type ReturnUrl = string | ((returnTo: string) => string)

/** Where signed-out invitees go unless told otherwise: Neon Auth's sign-in path with `redirectTo`. */
export const defaultSignInUrl = (returnTo: string) => `/auth/sign-in?redirectTo=${encodeURIComponent(returnTo)}`

/** The current path and query, for coming back after signing in (`/` outside a browser). */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/'
  return `${window.location.pathname}${window.location.search}`
}

/** Resolves a {@link ReturnUrl} for a return path. */
export function resolveReturnUrl(url: ReturnUrl, returnTo: string): string {
  return typeof url === 'function' ? url(returnTo) : url
}

/**
 * A URL, or a function of the path to come back to after signing in or up. In a string, `:returnTo` is
 * replaced by that path, URL-encoded (`"/sign-in?redirectTo=:returnTo"`): the form a server component can pass.
 */
export type ReturnUrl = string | ((returnTo: string) => string)

/** The URL for `returnTo`: the function called, or `:returnTo` in the string replaced. */
export function resolveReturnUrl(url: ReturnUrl, returnTo: string): string {
  return typeof url === 'function' ? url(returnTo) : url.replaceAll(':returnTo', encodeURIComponent(returnTo))
}

/** A URL, or a function of the path to come back to after signing in or up. */
export type ReturnUrl = string | ((returnTo: string) => string)

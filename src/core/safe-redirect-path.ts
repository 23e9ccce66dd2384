// Same-origin redirect paths: the one check every redirect the kit makes goes through.

/** Control characters and backslashes, which browsers strip or read as `/` in URLs. */
const CONTROL_OR_BACKSLASH = /[\p{Cc}\\]/u

/**
 * Tells whether a path resolves on `origin`, to a path that does not start with `//` or `/\`, and so does
 * what it decodes to, once and again, as layers of servers and routers may decode it (`/%2F%2Fevil.example`,
 * `/%5Cevil.example`, `/%09/evil.example`, `/%252E//evil.example`). A protocol-relative path
 * (`//evil.example`, which resolving can itself yield: `/.//evil.example`) resolves to another host. More
 * than three layers of encoding are refused.
 */
function staysOn(origin: string, path: string): boolean {
  for (let round = 0; round < 4; round++) {
    try {
      const resolved = new URL(path, origin)
      // Another host, or a path that a router serializing it again would make protocol-relative.
      if (resolved.origin !== origin || /^\/[/\\]/.test(resolved.pathname)) return false
    } catch {
      return false
    }
    // Every escape decoded on its own, a stray `%` kept, as the most lenient router would (`%u002F` too).
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- no other built-in decodes leniently
    const decoded = unescape(path)
    if (decoded === path) return true
    path = decoded
  }
  return false
}

/** The path, query and hash of a resolved URL, checked again after resolving; `undefined` when it leaves. */
function pathOf(url: URL, origin: string): string | undefined {
  return staysOn(origin, url.pathname) ? `${url.pathname}${url.search}${url.hash}` : undefined
}

/**
 * A same-origin path to navigate to, or `fallback`: absolute URLs of another origin, protocol-relative
 * `//host` and `/\host`, `javascript:` and every other scheme, and relative paths are all refused.
 *
 * @example
 * safeRedirectPath('/settings?tab=members') // '/settings?tab=members'
 * safeRedirectPath('//evil.com')             // '/'
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value === '' || CONTROL_OR_BACKSLASH.test(value)) return fallback
  const origin = typeof window === 'undefined' ? 'http://orgkit.invalid' : window.location.origin
  try {
    // A path resolves against the page; anything else must be an absolute http(s) URL of this very origin
    // (`new URL` without a base throws for a relative path; `//host` is no path).
    const url = value.startsWith('/') && !value.startsWith('//') ? new URL(value, origin) : new URL(value)
    return url.origin === origin && /^https?:$/.test(url.protocol) ? (pathOf(url, origin) ?? fallback) : fallback
  } catch {
    return fallback
  }
}

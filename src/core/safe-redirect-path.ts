// Same-origin redirect paths: the one check every redirect the kit makes goes through.

/** Control characters (U+0000 to U+001F) and backslashes, which browsers strip or read as `/` in URLs. */
function hasControlOrBackslash(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code <= 0x1f || code === 0x5c) return true
  }
  return false
}

/** The text and what it decodes to, once and again (up to three times), as layers of servers and routers may. */
function decodedForms(text: string): string[] {
  const forms = [text]
  for (let round = 0; round < 3; round++) {
    const last = forms[forms.length - 1] ?? ''
    let next: string
    try {
      next = decodeURIComponent(last)
    } catch {
      break
    }
    if (next === last) break
    forms.push(next)
  }
  return forms
}

/** Tells whether a text, and everything it decodes to, resolves on `origin` (a browser strips tabs and new lines). */
function staysOn(origin: string, text: string): boolean {
  return decodedForms(text).every((form) => {
    try {
      return new URL(form, origin).origin === origin
    } catch {
      return false
    }
  })
}

/**
 * The path, query and hash of a resolved URL; `undefined` when the path is protocol-relative (resolving can
 * itself yield one: `/.//evil.example` → `//evil.example`), or when a decoded form of it leaves the origin
 * (`/%2F%2Fevil.example`, `/%5Cevil.example`, `/%09/evil.example`): the result is checked again after resolving.
 */
function pathOf(url: URL, origin: string): string | undefined {
  const path = `${url.pathname}${url.search}${url.hash}`
  if (path.startsWith('//') || path.startsWith('/\\')) return undefined
  return staysOn(origin, url.pathname) ? path : undefined
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
  if (typeof value !== 'string' || value === '' || hasControlOrBackslash(value)) return fallback
  const origin = typeof window === 'undefined' ? 'http://orgkit.invalid' : window.location.origin
  if (!value.startsWith('/') || value.startsWith('//')) {
    // Only an absolute URL of this very origin is accepted besides a path.
    try {
      const url = new URL(value)
      return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')
        ? (pathOf(url, origin) ?? fallback)
        : fallback
    } catch {
      return fallback
    }
  }
  try {
    const url = new URL(value, origin)
    return url.origin === origin ? (pathOf(url, origin) ?? fallback) : fallback
  } catch {
    return fallback
  }
}

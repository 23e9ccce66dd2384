import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { safeRedirectPath } from '../../src/core/safe-redirect-path'
import { OPEN_REDIRECT_PAYLOADS } from './support/open-redirect-payloads'

// Issue 23, finding 1: every redirect the kit makes goes through safeRedirectPath. Whatever it is given, the
// result is a path of the page's own origin: it never starts with `//` or `/\`, resolving it against the page
// stays there, and neither does decoding it (a server or router that decodes once more must not find `//`).

const PAGE_ORIGIN = 'https://app.example.com'

/** Stands in for the browser's `window.location.origin`, which safeRedirectPath reads. */
function onPage(origin: string) {
  vi.stubGlobal('window', { location: { origin } })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Decodes every run of escapes that decodes, keeping a stray `%`, as a lenient router would. */
const decodeLeniently = (path: string) =>
  path.replace(/(%[\da-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })

/** The path and what it decodes to, up to three times, as layers of servers and routers may decode it. */
function decodedForms(path: string): string[] {
  const forms = [path]
  for (let round = 0; round < 3; round++) {
    const next = decodeLeniently(forms[forms.length - 1] ?? '')
    if (next === forms[forms.length - 1]) break
    forms.push(next)
  }
  return forms
}

/** Every way the result could leave the page's origin; empty when it stays. */
function escapes(result: string, origin: string): string[] {
  const found: string[] = []
  if (!result.startsWith('/')) found.push('not a path')
  for (const form of decodedForms(result)) {
    if (form.startsWith('//') || form.startsWith('/\\')) found.push(`protocol-relative: ${form}`)
    let resolved: URL | undefined
    try {
      resolved = new URL(form, origin)
    } catch {
      resolved = undefined
    }
    if (resolved && resolved.origin !== origin) found.push(`resolves to ${resolved.origin}`)
    // Resolving normalizes dot segments: `/%2E//evil.example` decodes to `/.//evil.example`, whose path is
    // `//evil.example`, which a router writing it back out sends to another host.
    if (resolved && /^\/[/\\]/.test(resolved.pathname)) found.push(`resolves to the path ${resolved.pathname}`)
  }
  return found
}

describe('open-redirect payloads stay on the page', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('%j', (payload) => {
    onPage(PAGE_ORIGIN)
    const result = safeRedirectPath(payload)
    expect(escapes(result, PAGE_ORIGIN)).toEqual([])
    expect(safeRedirectPath(result)).toBe(result)
  })

  it('ordinary paths pass as they are', () => {
    onPage(PAGE_ORIGIN)
    for (const path of ['/', '/settings?tab=members', '/orgs/acme/members#invite', '/a%20b', '/caf%C3%A9'])
      expect(safeRedirectPath(path)).toBe(path)
    expect(safeRedirectPath(`${PAGE_ORIGIN}/settings`)).toBe('/settings')
    // A stray % is kept (an organization's slug may hold one); four layers of encoding are not checked: the fallback.
    expect(safeRedirectPath('/100%')).toBe('/100%')
    expect(safeRedirectPath('/orgs/100%25-club/members')).toBe('/orgs/100%25-club/members')
    expect(safeRedirectPath('/%25252525252F%25252525252Fevil.example')).toBe('/')
  })
})

/** Pieces open-redirect payloads are made of, so random strings hit the interesting cases often. */
const PAYLOAD_PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  './',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%09',
  '%0A',
  '%00',
  '\t',
  '\n',
  '\r',
  '\u0000',
  ' ',
  ':',
  '@',
  '?',
  '#',
  '&',
  '=',
  'evil.example',
  'app.example.com',
  'javascript:',
  'data:',
  'https:',
  'http:',
  '\uFF0F',
  '\u2215',
  '\u2044',
  '\u3002',
  '\uFF3C',
  'a',
  'x',
  '%',
  '%%',
  '//evil.example',
]

const payloadArbitrary = fc.oneof(
  fc.array(fc.constantFrom(...PAYLOAD_PIECES), { maxLength: 8 }).map((pieces) => pieces.join('')),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((text) => `/${text}`),
)

describe('on an opaque origin (a sandboxed frame, a data: page)', () => {
  it('no payload and no path is taken, as nothing resolves there', () => {
    onPage('null')
    for (const payload of [...OPEN_REDIRECT_PAYLOADS, '/settings', 'null'])
      expect(safeRedirectPath(payload, '/fallback')).toBe('/fallback')
  })
})

describe('property: a result never leaves the page', () => {
  it.each([PAGE_ORIGIN, 'http://127.0.0.1:5173'])('on %s', (origin) => {
    onPage(origin)
    fc.assert(
      fc.property(payloadArbitrary, (payload) => {
        const result = safeRedirectPath(payload)
        expect(escapes(result, origin)).toEqual([])
        expect(safeRedirectPath(result)).toBe(result)
      }),
      { seed: 23, numRuns: 2000 },
    )
  })
})

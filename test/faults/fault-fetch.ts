// A fetch that injects one fault into the next request whose path ends with a given route, in front of the
// real embedded backend (in process, so loopback only and bounded: each fault applies once). It counts the
// requests that reached the server per route, so a test can tell a duplicate write from none.

/** The faults of issue 23's fault suite. */
export type FaultKind =
  /** No answer: the request never reached the server. */
  | 'network error'
  /** The request reached the server (and may have committed); the answer never came back. */
  | 'timeout'
  /** A 500 with an empty body, before the server saw the request. */
  | '500'
  /** The server carried out the request; a proxy answered 503 instead of its answer. */
  | '503 after commit'
  /** Better Auth's rate limiter: 429 with `X-Retry-After: 2` (its header) before the route ran. */
  | '429 with Retry-After'
  /** The server carried out the request; the answer's body is cut short (not JSON). */
  | 'malformed body'

/** Every fault, in order. */
export const FAULT_KINDS: readonly FaultKind[] = [
  'network error',
  'timeout',
  '500',
  '503 after commit',
  '429 with Retry-After',
  'malformed body',
]

/** The `Retry-After` the injected 429 asks for, in seconds. */
export const INJECTED_RETRY_AFTER_SECONDS = 2

/** A fault-injecting fetch over `inner`. */
export interface FaultFetch {
  fetch: typeof globalThis.fetch
  /** The next request whose path ends with `route` (e.g. `/organization/create`) gets `kind`. */
  inject(route: string, kind: FaultKind): void
  /** How many requests whose path ends with `route` reached the server. */
  reached(route: string): number
}

const pathOf = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' || input instanceof URL ? input : input.url).pathname

export function createFaultFetch(inner: typeof globalThis.fetch): FaultFetch {
  const pending = new Map<string, FaultKind>()
  const reachedPaths: string[] = []
  const routeOf = (path: string) => [...pending.keys()].find((route) => path.endsWith(route))
  const forward = (path: string, input: RequestInfo | URL, init?: RequestInit) => {
    reachedPaths.push(path)
    return inner(input, init)
  }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = pathOf(input)
    const route = routeOf(path)
    const kind = route === undefined ? undefined : pending.get(route)
    if (route !== undefined) pending.delete(route)
    switch (kind) {
      case undefined:
        return forward(path, input, init)
      case 'network error':
        throw new TypeError('fetch failed')
      case 'timeout':
        await forward(path, input, init)
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
      case '500':
        return new Response('', { status: 500 })
      case '503 after commit':
        await forward(path, input, init)
        return new Response('<html><body>503 Service Unavailable</body></html>', {
          status: 503,
          headers: { 'content-type': 'text/html' },
        })
      case '429 with Retry-After':
        return new Response(JSON.stringify({ message: 'Too many requests. Please try again later.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'x-retry-after': String(INJECTED_RETRY_AFTER_SECONDS) },
        })
      case 'malformed body':
        await forward(path, input, init)
        return new Response('{"id":"org_', { status: 200, headers: { 'content-type': 'application/json' } })
    }
  }
  return {
    fetch,
    inject: (route, kind) => void pending.set(route, kind),
    reached: (route) => reachedPaths.filter((path) => path.endsWith(route)).length,
  }
}

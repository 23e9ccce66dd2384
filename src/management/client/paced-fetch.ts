import type { RateLimiter } from './rate-limiter'
import { ORG_API_KEYS_ROUTE } from './rate-limits'
import { retryAfterMs } from '../../core/retry-after'

/** The routes the client sends, as the API's budgets name them (`METHOD /path/{template}`). */
const ROUTES = [
  'GET /projects',
  'GET /projects/{project_id}/operations/{operation_id}',
  'POST /projects/{project_id}/branches',
  'GET /projects/{project_id}/branches/{branch_id}/auth/plugins',
  'PATCH /projects/{project_id}/branches/{branch_id}/auth/plugins/organization',
  ORG_API_KEYS_ROUTE,
].map((route) => {
  const [method = '', template = ''] = route.split(' ')
  return { route, method, pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`) }
})

/** The budget a request counts against: its route, or its literal path for a route the client does not know. */
export function routeOf(method: string, path: string): string {
  return ROUTES.find((known) => known.method === method && known.pattern.test(path))?.route ?? `${method} ${path}`
}

/** What {@link createPacedFetch} wraps. */
export interface PacedFetchOptions {
  /** The fetch that sends; read at call time, so a later stub of `globalThis.fetch` applies. */
  fetch: typeof fetch | undefined
  /** The client's base URL, to name a request's route by its path under it. */
  baseUrl: string
  /** `undefined` when the app turned pacing off (`rateLimits: false`). */
  limiter: RateLimiter | undefined
  now: () => number
}

/**
 * The `fetch` handed to the SDK, so that every request of the client goes through it, whichever layer of the
 * SDK sends it (a resource method, its retries, its pagination and polling, or a raw function):
 *
 * - **Pacing**, hand-written because Neon's SDK has no limiter (it only retries the 429s a burst draws): each
 *   request waits for a place under the budgets, holds it until its answer arrives, and a 429's `Retry-After`
 *   holds every later request of the client, not only the retry (the account's budget is spent until then).
 * - **The key in `Authorization` only.** `createNeonClient` answers every security scheme of the spec with the
 *   key, and the spec lists two cookie schemes besides the bearer one, so its requests also carry
 *   `Cookie: zenith=<key>; keycloak_token=<key>`. The API needs the bearer header alone, and a cookie is what
 *   proxies and logs keep, so the header is dropped here. (A browser never sends it anyway: `Cookie` is a
 *   forbidden header name there.)
 */
export function createPacedFetch(options: PacedFetchOptions): typeof fetch {
  const basePath = new URL(options.baseUrl, 'http://base.invalid').pathname.replace(/\/+$/, '')
  return async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init)
    request.headers.delete('cookie')
    request.signal.throwIfAborted()
    const pathname = new URL(request.url).pathname
    const path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname
    const slot = await options.limiter?.acquire(routeOf(request.method, path), request.signal)
    let response: Response
    try {
      response = await (options.fetch ?? globalThis.fetch)(request)
    } finally {
      slot?.release()
    }
    if (response.status === 429) {
      const askedMs = retryAfterMs(response.headers.get('retry-after'), options.now())
      if (askedMs !== undefined) options.limiter?.pauseUntil(options.now() + askedMs)
    }
    return response
  }
}

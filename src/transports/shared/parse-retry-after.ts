import { retryAfterMs } from '../../core/retry-after'

/** The headers a server may name its wait in: the standard one, then Better Auth's rate limiter's own. */
const RETRY_AFTER_HEADERS = ['retry-after', 'x-retry-after'] as const

/**
 * How long an answer asks the client to wait before asking again, in milliseconds: `Retry-After` (Better
 * Auth's rate limiter sends `X-Retry-After`) as delta-seconds or an HTTP date. `undefined` when neither
 * header is there or readable (a cross-origin answer hides both unless the server exposes them).
 */
export function parseRetryAfter(headers: Pick<Headers, 'get'>, now: number = Date.now()): number | undefined {
  for (const name of RETRY_AFTER_HEADERS) {
    const wait = retryAfterMs(headers.get(name), now)
    if (wait !== undefined) return wait
  }
  return undefined
}

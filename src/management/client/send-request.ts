import type { RawResult } from '@neon/sdk/raw'
import type { Endpoint } from './endpoint'
import { errorFromResult } from './error-from-result'
import type { ManagementClock } from './management-clock'
import type { RateLimiter } from './rate-limiter'
import { parseRetryAfter, RETRYABLE_STATUSES, retryDelay } from './retry-policy'
import type { RetryPolicy } from './retry-policy'

/** What every call of a client shares. The key is here only to be kept out of errors. */
export interface SenderConfig {
  apiKey: string
  clock: ManagementClock
  random: () => number
  retry: RetryPolicy
  limiter: RateLimiter | undefined
}

/** One call: which endpoint (for the budgets and the error), its signal, and one attempt through the SDK. */
export interface CallSpec<T> {
  endpoint: Endpoint
  signal: AbortSignal | undefined
  /** Sends the request once: one of the SDK's raw functions, handed the signal. */
  attempt: (signal: AbortSignal | undefined) => Promise<RawResult<T>>
}

/** Sends a call under the budgets, retrying 423/429/503, and returns its data. */
export type RequestSender = <T>(spec: CallSpec<T>) => Promise<T>

/**
 * The loop around the SDK's raw functions. The SDK builds the request, authenticates it, parses the answer
 * and types the failure; this adds what its raw layer leaves out: a place under the rate limits, and the
 * retries of 423, 429 and 503. The SDK retries only inside `createNeonClient`, which brings every resource
 * of the API along (about 9 kB gzip more for an app) and does not wrap the organization plugin or org API
 * key endpoints anyway, so the retries stay here. Throws a `ManagementApiError`, or the signal's reason.
 */
export function createRequestSender(config: SenderConfig): RequestSender {
  const secrets = [config.apiKey]
  return async function send<T>({ endpoint, signal, attempt }: CallSpec<T>): Promise<T> {
    let waitedMs = 0
    for (let attempts = 1; ; attempts++) {
      signal?.throwIfAborted()
      const slot = await config.limiter?.acquire(endpoint.route, signal)
      let result: RawResult<T>
      try {
        result = await attempt(signal)
      } finally {
        slot?.release()
      }
      if (result.error === undefined) return result.data
      if (signal?.aborted) throw signal.reason
      const { response } = result
      const retryAfterMs = parseRetryAfter(response?.headers.get('retry-after') ?? null, config.clock.now())
      // The account's budget is spent until then: no request of this client goes before (not only this one).
      if (response?.status === 429 && retryAfterMs !== undefined)
        config.limiter?.pauseUntil(config.clock.now() + retryAfterMs)
      const delay =
        response && RETRYABLE_STATUSES.has(response.status)
          ? retryDelay(config.retry, attempts - 1, waitedMs, retryAfterMs, config.random)
          : undefined
      if (delay === undefined)
        throw errorFromResult(result.error, response, {
          method: endpoint.method,
          path: endpoint.path,
          attempts,
          retryAfterMs,
          secrets,
        })
      await config.clock.sleep(delay, signal)
      waitedMs += delay
    }
  }
}

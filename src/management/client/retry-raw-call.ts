import type { RawResult } from '@neon/sdk/raw'
import { abortableDelay } from '../../core/abortable-delay'
import { retryAfterMs } from '../../core/retry-after'

/** Statuses that are retried: the request was not carried out (Neon documents them as always safe to replay). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([423, 429, 503])

/** The longest wait before a retry; a `Retry-After` longer than this surfaces the error instead. */
const MAX_RETRY_WAIT_MS = 10_000

/**
 * Retries a call of the SDK's raw layer on 423, 429 and 503, by the SDK's own rules: up to `retries` times,
 * waiting the `Retry-After` when the answer gives one (never less), else a full-jitter backoff from 250 ms
 * doubling up to 10 s; a `Retry-After` over 10 s is not waited out, the answer is returned as it is.
 *
 * Hand-written because the SDK retries only inside its resource methods (`createNeonClient`'s `neon.projects`,
 * `neon.operations`, ...), and the calls made through this have no resource method: the Neon Auth plugin
 * endpoints (`neon.auth` wraps the integration, not its plugins), organization API keys (`neon.apiKeys` creates
 * personal keys only), branch creation with its operations and endpoints (`neon.branches.create` answers the
 * branch alone), and one page of `GET /projects` with the whole answer (the SDK's pages are not retried either).
 * The pacing of `paced-fetch.ts` already applies to them.
 */
export async function retryRawCall<T>(
  send: () => Promise<RawResult<T>>,
  options: { retries: number; signal: AbortSignal | undefined },
): Promise<RawResult<T>> {
  for (let retry = 0; ; retry++) {
    const result = await send()
    const { response } = result
    if (result.error === undefined || !response || !RETRYABLE_STATUSES.has(response.status)) return result
    if (retry >= options.retries || options.signal?.aborted) return result
    const askedMs = retryAfterMs(response.headers.get('retry-after'), Date.now())
    const wait = askedMs ?? Math.random() * Math.min(MAX_RETRY_WAIT_MS, 250 * 2 ** retry)
    if (wait > MAX_RETRY_WAIT_MS) return result
    await abortableDelay(wait, options.signal)
  }
}

// Hand-written: Neon's SDK retries only inside `createNeonClient`, which the kit does not use (see
// `send-request.ts`). The statuses and the backoff are the SDK's (423/429/503 on every method, full jitter
// from 250 ms, capped at 10 s, a longer `Retry-After` surfaces the error); the jitter is added on top of a
// `Retry-After` rather than used instead of it, so a crowd told the same `Retry-After` does not come back
// in the same instant.

/** How the client retries the answers that are safe to retry: 429, 423 and 503. */
export interface ManagementRetryOptions {
  /**
   * Retries after the first attempt; `0` turns retrying off.
   * @default 4
   */
  maxRetries?: number
  /**
   * First backoff ceiling; it doubles on each retry (full jitter: a random wait up to the ceiling).
   * @default 250
   */
  baseDelayMs?: number
  /**
   * Longest single wait. A `Retry-After` longer than this is not waited out: the error surfaces.
   * @default 10000
   */
  maxDelayMs?: number
  /**
   * Longest total wait across the retries of one call; past it the error surfaces.
   * @default 30000
   */
  maxTotalDelayMs?: number
}

/** Statuses that are retried on every method: the request was not carried out. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([423, 429, 503])

/** {@link ManagementRetryOptions} with every default filled in. */
export type RetryPolicy = Required<ManagementRetryOptions>

/** Fills in the defaults and rejects nonsense (negative or non-finite numbers). */
export function resolveRetryPolicy(options: ManagementRetryOptions = {}): RetryPolicy {
  const policy: RetryPolicy = {
    maxRetries: options.maxRetries ?? 4,
    baseDelayMs: options.baseDelayMs ?? 250,
    maxDelayMs: options.maxDelayMs ?? 10_000,
    maxTotalDelayMs: options.maxTotalDelayMs ?? 30_000,
  }
  for (const [name, value] of Object.entries(policy)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`retry.${name} must be a finite number >= 0`)
  }
  if (!Number.isInteger(policy.maxRetries)) throw new RangeError('retry.maxRetries must be an integer')
  return policy
}

/**
 * Parses `Retry-After` (delta-seconds or an HTTP date) into milliseconds from `now`; `undefined` when
 * absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const trimmed = value.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * The wait before retry number `retry` (0-based): full jitter over an exponential ceiling, added on top
 * of the server's `Retry-After` when there is one (never earlier than asked, and a crowd told the same
 * `Retry-After` does not come back in the same instant). `undefined` means "do not retry, surface it".
 */
export function retryDelay(
  policy: RetryPolicy,
  retry: number,
  waitedMs: number,
  retryAfterMs: number | undefined,
  random: () => number,
): number | undefined {
  if (retry >= policy.maxRetries) return undefined
  if (retryAfterMs !== undefined && retryAfterMs > policy.maxDelayMs) return undefined
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry)
  const delay = Math.min(
    (retryAfterMs ?? 0) + Math.floor(random() * ceiling),
    Math.max(policy.maxDelayMs, retryAfterMs ?? 0),
  )
  return waitedMs + delay > policy.maxTotalDelayMs ? undefined : delay
}

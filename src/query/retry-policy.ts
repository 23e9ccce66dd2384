import { isOrgKitError } from '../core/org-kit-error'

// The kit's own retry policy: every `queryOptions` and `mutationOptions` factory sets it, so it holds
// whatever the app's QueryClient says (TanStack's default retries a failed query 3 times, refusals included)
// and route loaders and apps reusing the factories get it too.

/** Attempts of one read at most, the first included. */
export const MAX_READ_ATTEMPTS = 3

/** Ceiling of the first wait between attempts; it doubles with each retry, up to {@link MAX_BACKOFF_MS}. */
export const BASE_BACKOFF_MS = 1_000

/** Longest wait between two attempts, `Retry-After` aside. */
export const MAX_BACKOFF_MS = 8_000

/**
 * Longest `Retry-After` the kit waits out. A server asking for more gets its `RATE_LIMITED` error shown at
 * once rather than a spinner for that long.
 */
export const MAX_RETRY_AFTER_MS = 10_000

/** The ceiling of the wait before retry number `retry` (0 for the first). */
function backoffCeiling(retry: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** retry)
}

/**
 * Whether asking again may get another answer: no answer arrived (`NETWORK_ERROR`), the server was
 * overloaded or failed (5xx) or asked to slow down (429 `RATE_LIMITED`). Every other error is final: a 4xx
 * refusal (an organization-plugin code, `UNAUTHORIZED`, `PLUGIN_DISABLED`, `VALIDATION_ERROR`, refused
 * before any request with status 0) gets the same answer again, and an error that is no `OrgKitError`
 * is a bug no retry mends.
 */
export function isTransientError(error: unknown): boolean {
  if (!isOrgKitError(error)) return false
  const { code, status } = error
  if (code === 'RATE_LIMITED' || status === 429) return true
  if (status >= 400 && status < 500) return false
  if (code === 'NETWORK_ERROR') return true
  return (code === 'SERVER_ERROR' || code === 'UNKNOWN') && status >= 500
}

/**
 * Whether a failed write may have been carried out all the same: no answer arrived (`NETWORK_ERROR`, a
 * timeout), the server failed (5xx) possibly after it committed, or it answered success with a body the kit
 * cannot read (2xx). A refusal (4xx, 429 included: Better Auth's rate limiter answers before the route runs)
 * or input refused before sending (status 0, `VALIDATION_ERROR`) says it was not.
 * After such a failure the kit reads the state back rather than ask again (see `finishWrite`).
 */
export function isAmbiguousWriteFailure(error: unknown): boolean {
  if (!isOrgKitError(error)) return false
  if (error.code === 'NETWORK_ERROR') return true
  return error.status >= 500 || (error.status >= 200 && error.status < 300)
}

/**
 * A read's `retry`: a transient error is asked again, up to {@link MAX_READ_ATTEMPTS} attempts in all,
 * unless the server asked for a wait longer than {@link MAX_RETRY_AFTER_MS}. Never on a server (no
 * `window`), as TanStack Query's own default: a server render is not held up by backoffs, the prefetch
 * leaves the read out and the browser reads again. `failureCount` is TanStack's: failures before this one.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (typeof window === 'undefined') return false
  if (failureCount + 1 >= MAX_READ_ATTEMPTS || !isTransientError(error)) return false
  const retryAfterMs = isOrgKitError(error) ? error.retryAfterMs : undefined
  return retryAfterMs === undefined || retryAfterMs <= MAX_RETRY_AFTER_MS
}

/**
 * A read's `retryDelay`: exponential backoff with jitter, between half and all of a ceiling that starts at
 * {@link BASE_BACKOFF_MS} and doubles up to {@link MAX_BACKOFF_MS}; after a `Retry-After`, that wait plus up
 * to half the ceiling, never earlier than asked, so clients told the same wait do not come back together.
 */
export function readRetryDelay(failureCount: number, error: unknown): number {
  const ceiling = backoffCeiling(failureCount)
  const jitter = Math.random() * (ceiling / 2)
  const retryAfterMs = isOrgKitError(error) ? error.retryAfterMs : undefined
  return (retryAfterMs ?? ceiling / 2) + jitter
}

/** The retry options every read of the kit carries. */
export const READ_RETRY = { retry: retryRead, retryDelay: readRetryDelay } as const

/**
 * The `retry` every write of the kit carries: none is retried. Most are not safe to repeat (asking again
 * after an answer that was lost turns a success into a refusal or a second effect: `create` answers "slug
 * taken", `delete`/`leave`/`removeMember` "not found", `acceptInvitation`/`rejectInvitation` "invitation
 * not found", `inviteMember` with `resend` sends another e-mail; `update` and `updateMemberRole` would
 * overwrite a change someone made in between). `setActive` is idempotent on the server but not retried
 * either: switches run one after another, so a retry seconds later would hold up the switch the user chose
 * meanwhile, then be undone by it; it fails at once instead, its optimistic switch rolled
 * back, and the user can pick again. After an ambiguous failure ({@link isAmbiguousWriteFailure}) the
 * write's reads are refetched, so a write the server did carry out shows as done (docs/retries.md).
 */
export const WRITE_RETRY = false

import { abortableDelay } from '../../core/abortable-delay'

/**
 * The rate limiter's source of time, a parameter so its own tests can hand it one. The client gives it
 * {@link systemClock}: the global timers, which Neon's SDK keeps time with too (its retries and polling).
 */
export interface ManagementClock {
  /** Current time in epoch milliseconds. */
  now(): number
  /** Resolves after `ms`; rejects with `signal.reason` as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

/** Real time: `Date.now` and an abortable `setTimeout`. */
export const systemClock: ManagementClock = {
  now: () => Date.now(),
  sleep: abortableDelay,
}

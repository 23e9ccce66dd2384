import { abortableDelay } from '../../core/abortable-delay'

/**
 * The client's source of time: injectable so tests run retries, rate limiting and polling on a fake clock.
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

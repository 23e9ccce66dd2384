import type { ManagementClock } from './management-clock'
import type { ManagementRateLimits } from './rate-limits'
import { SlidingWindow } from './sliding-window'

/** Hands out send slots so one client stays under the API's budgets. */
export interface RateLimiter {
  /** Resolves when a request on `route` may be sent (queued, never refused); rejects if `signal` aborts. */
  acquire(route: string, signal?: AbortSignal): Promise<void>
}

/**
 * A client-side limiter: a burst is smoothed by waiting for the oldest request of a full window to age
 * out. Waiters that wake at the same instant go in the order they slept, so a queue stays first-in
 * first-out.
 */
export function createRateLimiter(limits: ManagementRateLimits, clock: ManagementClock): RateLimiter {
  const global = new SlidingWindow(limits.requestsPerMinute, 60_000)
  const routes = new Map<string, SlidingWindow>()
  const windowOf = (route: string): SlidingWindow => {
    let window = routes.get(route)
    if (!window) {
      const own = limits.routeRequestsPerSecond[route]
      const limit = Math.min(limits.requestsPerSecondPerRoute, own ?? Number.POSITIVE_INFINITY)
      window = new SlidingWindow(limit, 1_000)
      routes.set(route, window)
    }
    return window
  }
  return {
    async acquire(route, signal) {
      const routeWindow = windowOf(route)
      for (;;) {
        signal?.throwIfAborted()
        const now = clock.now()
        const wait = Math.max(global.waitMs(now), routeWindow.waitMs(now))
        if (wait === 0) {
          global.record(now)
          routeWindow.record(now)
          return
        }
        await clock.sleep(wait, signal)
      }
    },
  }
}

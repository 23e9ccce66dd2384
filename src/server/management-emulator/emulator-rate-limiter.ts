import type { ManagementRateLimits } from '../../management/client/rate-limits'
import { SlidingWindow } from '../../management/client/sliding-window'

/**
 * The server side of the budgets: a request over any of them is refused with how long to wait (in whole
 * seconds, for `Retry-After`); a refused request is not counted.
 */
export class EmulatorRateLimiter {
  private readonly global: SlidingWindow
  private readonly routes = new Map<string, SlidingWindow>()

  constructor(private readonly limits: ManagementRateLimits) {
    this.global = new SlidingWindow(limits.requestsPerMinute, 60_000)
  }

  /** `undefined` when the request may go on (and is counted); else the `Retry-After` in seconds. */
  admit(route: string, now: number): number | undefined {
    let window = this.routes.get(route)
    if (!window) {
      const own = this.limits.routeRequestsPerSecond[route]
      window = new SlidingWindow(
        Math.min(this.limits.requestsPerSecondPerRoute, own ?? Number.POSITIVE_INFINITY),
        1_000,
      )
      this.routes.set(route, window)
    }
    const wait = Math.max(this.global.waitMs(now), window.waitMs(now))
    if (wait > 0) return Math.max(1, Math.ceil(wait / 1000))
    this.global.record(now)
    window.record(now)
    return undefined
  }
}

import type { ManagementClock } from './management-clock'
import type { ManagementRateLimits } from './rate-limits'
import { SlidingWindow } from './sliding-window'

/** A place under the budgets, held from sending a request until its answer has arrived. */
export interface RateLimitSlot {
  /** Call once the answer (or the failure) is in: the request then counts from this moment for a window. */
  release(): void
}

/** Hands out send slots so one client stays under the API's budgets. */
export interface RateLimiter {
  /** Resolves when a request on `route` may be sent (queued, never refused); rejects if `signal` aborts. */
  acquire(route: string, signal?: AbortSignal): Promise<RateLimitSlot>
  /** Holds every request until `time` (a 429's `Retry-After`: the account's budget is spent until then). */
  pauseUntil(time: number): void
}

/** A budget with the requests of this client that are on their way and not yet counted in it. */
interface Budget {
  window: SlidingWindow
  inFlight: number
}

/**
 * A client-side limiter, hand-written because Neon's SDK has none (it only retries the 429s a burst draws).
 * It paces below the budgets, not at them: a request holds its place from the moment it is sent until its
 * answer arrives, and only then starts counting for a window. The API counts a request when it arrives,
 * which is somewhere in between, so however long the network takes, and however unevenly, no window the
 * API measures ever holds more than the budget. (Counting from the moment of sending, as a plain limiter
 * does, lets a slow request and a fast one land in the same window: the 429 storms of issue 17.)
 *
 * Waiters that wake at the same instant go in the order they slept, so a queue stays first-in first-out.
 */
export function createRateLimiter(limits: ManagementRateLimits, clock: ManagementClock): RateLimiter {
  const global: Budget = { window: new SlidingWindow(limits.requestsPerMinute, 60_000), inFlight: 0 }
  const routes = new Map<string, Budget>()
  const budgetOf = (route: string): Budget => {
    let budget = routes.get(route)
    if (!budget) {
      const own = limits.routeRequestsPerSecond[route]
      const limit = Math.min(limits.requestsPerSecondPerRoute, own ?? Number.POSITIVE_INFINITY)
      budget = { window: new SlidingWindow(limit, 1_000), inFlight: 0 }
      routes.set(route, budget)
    }
    return budget
  }
  let pausedUntil = Number.NEGATIVE_INFINITY
  // Waiters whose place depends on a request in flight: they wake when any answer arrives.
  const waitingForAnswers = new Set<() => void>()

  const nextAnswer = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        waitingForAnswers.delete(wake)
        const reason: unknown = signal?.reason
        reject(reason)
      }
      const wake = () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }
      waitingForAnswers.add(wake)
      signal?.addEventListener('abort', onAbort, { once: true })
    })

  const take = (budgets: Budget[]): RateLimitSlot => {
    for (const budget of budgets) budget.inFlight++
    let released = false
    return {
      release() {
        if (released) return
        released = true
        const now = clock.now()
        for (const budget of budgets) {
          budget.inFlight--
          budget.window.record(now)
        }
        const waiting = [...waitingForAnswers]
        waitingForAnswers.clear()
        for (const wake of waiting) wake()
      },
    }
  }

  return {
    async acquire(route, signal) {
      const budgets = [global, budgetOf(route)]
      for (;;) {
        signal?.throwIfAborted()
        const now = clock.now()
        const wait = Math.max(pausedUntil - now, ...budgets.map((budget) => budget.window.waitMs(now, budget.inFlight)))
        if (wait <= 0) return take(budgets)
        if (wait === Number.POSITIVE_INFINITY) await nextAnswer(signal)
        else await clock.sleep(wait, signal)
      }
    },
    pauseUntil(time) {
      pausedUntil = Math.max(pausedUntil, time)
    },
  }
}

import { afterEach, vi } from 'vitest'
import { abortableDelay } from '../../../src/core/abortable-delay'

// Every test that made a clock ends on real timers again.
afterEach(() => {
  vi.useRealTimers()
})

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A deterministic clock for the client, Neon's SDK under it and the emulator alike. The SDK keeps time with the
 * global `setTimeout`, `Date` and `performance` (its retries, its polling, its deadlines), so the clock is
 * vitest's fake timers over those globals, started by the constructor; `setImmediate` stays real, so the
 * in-process fetch into the emulator completes between firings without time passing. Time moves only when a
 * test says so: `advance(ms)` fires due timers in order, and `run(promise)` jumps from timer to timer until the
 * promise settles.
 */
export class FakeClock {
  constructor(start = Date.UTC(2026, 0, 1)) {
    vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] })
  }

  readonly now = (): number => Date.now()

  /** Resolves after `ms` of fake time; rejects with `signal.reason` as soon as `signal` aborts. */
  readonly sleep = (ms: number, signal?: AbortSignal): Promise<void> => abortableDelay(ms, signal)

  /** Timers not yet fired. */
  get pendingSleeps(): number {
    return vi.getTimerCount()
  }

  /** Lets queued continuations run without moving time. */
  async settle(): Promise<void> {
    for (let i = 0; i < 5; i++) await turn()
  }

  /**
   * Moves time forward by `ms`, a millisecond at a time (fake timers cannot tell when their next timer is due),
   * letting the continuations of every timer that fires run before the next millisecond.
   */
  async advance(ms: number): Promise<void> {
    await this.settle()
    for (let elapsed = 0; elapsed < ms; elapsed++) {
      await vi.advanceTimersByTimeAsync(1)
      await this.settle()
    }
  }

  /** Runs until `promise` settles, jumping to the next timer whenever nothing else can happen. */
  async run<T>(promise: Promise<T>, maxMs = 3_600_000): Promise<T> {
    // An object, not a `let`: it changes inside the callbacks, out of sight of TypeScript's narrowing.
    const progress = { settled: false }
    const observed = promise.then(
      (value) => {
        progress.settled = true
        return value
      },
      (error: unknown) => {
        progress.settled = true
        throw error
      },
    )
    observed.catch(() => undefined)
    const limit = Date.now() + maxMs
    for (;;) {
      await this.settle()
      if (progress.settled) return observed
      if (vi.getTimerCount() === 0) throw new Error('FakeClock.run: the promise waits on nothing the clock controls')
      if (Date.now() > limit) throw new Error(`FakeClock.run: still pending after ${maxMs} ms of fake time`)
      await vi.advanceTimersToNextTimerAsync()
    }
  }
}

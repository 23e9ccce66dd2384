import type { ManagementClock } from '../../../src/management/client/management-clock'

interface Timer {
  at: number
  seq: number
  fire(): void
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A deterministic clock shared by the client and the emulator. Time moves only when a test says so:
 * `advance(ms)` fires due sleeps in order, and `run(promise)` jumps from sleep to sleep until the promise
 * settles. Between firings it lets every pending promise continuation run (a few macrotask turns), so the
 * in-process fetch into the emulator completes without real time passing.
 */
export class FakeClock implements ManagementClock {
  private time: number
  private seq = 0
  private timers: Timer[] = []

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.time = start
  }

  readonly now = (): number => this.time

  readonly sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      // Whatever the caller aborted with, as `signal.throwIfAborted()` would throw it (ManagementClock's contract).
      const rejectWithReason = () => {
        const reason: unknown = signal?.reason
        reject(reason)
      }
      if (signal?.aborted) {
        rejectWithReason()
        return
      }
      const timer: Timer = {
        at: this.time + Math.max(0, ms),
        seq: this.seq++,
        fire: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
      }
      const onAbort = () => {
        this.timers = this.timers.filter((other) => other !== timer)
        rejectWithReason()
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      this.timers.push(timer)
    })

  /** Sleeps not yet fired. */
  get pendingSleeps(): number {
    return this.timers.length
  }

  /** Lets queued continuations run without moving time. */
  async settle(): Promise<void> {
    for (let i = 0; i < 5; i++) await turn()
  }

  /** Moves time forward by `ms`, firing every sleep due on the way, in order. */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms
    await this.settle()
    for (let next = this.earliest(); next && next.at <= target; next = this.earliest()) {
      this.fireNext(next)
      await this.settle()
    }
    this.time = target
    await this.settle()
  }

  /** Runs until `promise` settles, jumping to the next sleep whenever nothing else can happen. */
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
    const limit = this.time + maxMs
    for (;;) {
      await this.settle()
      if (progress.settled) return observed
      const next = this.earliest()
      if (!next) throw new Error('FakeClock.run: the promise waits on nothing the clock controls')
      if (next.at > limit) throw new Error(`FakeClock.run: still pending after ${maxMs} ms of fake time`)
      this.fireNext(next)
    }
  }

  private earliest(): Timer | undefined {
    let best: Timer | undefined
    for (const timer of this.timers)
      if (!best || timer.at < best.at || (timer.at === best.at && timer.seq < best.seq)) best = timer
    return best
  }

  private fireNext(timer: Timer): void {
    this.timers = this.timers.filter((other) => other !== timer)
    this.time = Math.max(this.time, timer.at)
    timer.fire()
  }
}

/**
 * A sliding-window log: at most `limit` events in any window of `windowMs` (an event at `t` counts while
 * `now < t + windowMs`). Shared by the client's limiter and the emulator, so both count the same way.
 * Times must be recorded in non-decreasing order.
 */
export class SlidingWindow {
  private times: number[] = []
  private head = 0

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    if (!(limit >= 1) || !(windowMs > 0)) throw new RangeError('SlidingWindow needs limit >= 1 and windowMs > 0')
  }

  /**
   * Milliseconds until one more event fits; `0` when it fits now. `inFlight` counts events not recorded yet
   * that hold a place all the same (the client's requests still on their way): when they alone fill the
   * window, no recorded event ageing out makes room and the answer is `Infinity` (wait for one to be recorded).
   */
  waitMs(now: number, inFlight = 0): number {
    this.prune(now)
    const recorded = this.times.length - this.head
    // How many recorded events must age out, minus one, before one more fits.
    const excess = recorded + inFlight - this.limit
    if (excess < 0) return 0
    if (excess >= recorded) return Number.POSITIVE_INFINITY
    const blocking = this.times[this.head + excess] ?? now
    return Math.max(1, blocking + this.windowMs - now)
  }

  /** Records an event at `now`. */
  record(now: number): void {
    this.times.push(now)
  }

  private prune(now: number): void {
    while (this.head < this.times.length && (this.times[this.head] ?? 0) + this.windowMs <= now) this.head++
    // Compact now and then so a long-lived window does not grow without bound.
    if (this.head > 1024 && this.head * 2 > this.times.length) {
      this.times = this.times.slice(this.head)
      this.head = 0
    }
  }
}

import type { TimeInput } from './types'

/** The memory transport's clock: real time shifted by an offset, or frozen at a chosen time. */
export interface Clock {
  /** Current time in epoch milliseconds. */
  now(): number
  /** Freezes the clock at a time. */
  set(time: TimeInput): void
  /** Moves the clock by `ms`. */
  advance(ms: number): void
}

/** Converts a time input to epoch milliseconds; throws on an invalid date. */
export function toMillis(time: TimeInput): number {
  const ms = time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time)
  if (!Number.isFinite(ms)) throw new TypeError(`Invalid time: ${String(time)}`)
  return ms
}

/** Makes a clock, frozen at `initial` when given, else following real time. */
export function createClock(initial?: TimeInput): Clock {
  let frozen: number | null = initial === undefined ? null : toMillis(initial)
  let offset = 0
  return {
    now: () => (frozen ?? Date.now()) + offset,
    set(time) {
      frozen = toMillis(time)
      offset = 0
    },
    advance(ms) {
      if (!Number.isFinite(ms)) throw new TypeError(`Invalid duration: ${String(ms)}`)
      offset += ms
    },
  }
}

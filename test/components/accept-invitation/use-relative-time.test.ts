import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from '../../../src/components/accept-invitation/use-relative-time'

const now = new Date('2026-06-01T12:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)
const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('formatRelativeTime', () => {
  it.each([
    [30 * MINUTE, 'in 30 minutes'],
    [44 * MINUTE, 'in 44 minutes'],
    [50 * MINUTE, 'in 1 hour'],
    [3 * HOUR, 'in 3 hours'],
    [21 * HOUR, 'in 21 hours'],
    [23 * HOUR, 'tomorrow'],
    [48 * HOUR - MINUTE, 'in 2 days'],
    [7 * 24 * HOUR, 'in 7 days'],
    [-2 * HOUR, '2 hours ago'],
  ])('%d ms from now is “%s”', (ms, expected) => {
    expect(formatRelativeTime(later(ms), now, 'en-US')).toBe(expected)
  })

  it('speaks the locale', () => {
    expect(formatRelativeTime(later(72 * HOUR), now, 'de')).toBe('in 3 Tagen')
    expect(formatRelativeTime(later(48 * HOUR), now, 'de')).toBe('übermorgen')
    expect(formatRelativeTime(later(23 * HOUR), now, 'de')).toBe('morgen')
  })
})

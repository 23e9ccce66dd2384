/**
 * How long a `Retry-After` value asks the client to wait, in milliseconds from `now`: delta-seconds
 * (`"2"`, `"1.5"`) or an HTTP date. `undefined` when the value is absent or unreadable.
 */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

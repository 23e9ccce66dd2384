import { useContext } from 'react'
import { OrgKitContext } from '../../query/org-kit-context'
import { useHydrationSafeValue } from '../ui/use-hydration-safe-value'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * How far `date` is from `now`, as the locale says it ("in 2 days", "tomorrow", "in 3 hours", "vor 5 Minuten"):
 * minutes under 45 minutes away, hours under 22 hours, days beyond, each rounded (23 hours away is
 * "tomorrow").
 */
export function formatRelativeTime(date: Date, now: Date, locale?: string): string {
  const distance = date.getTime() - now.getTime()
  const size = Math.abs(distance)
  const unit = size < 45 * MINUTE_MS ? 'minute' : size < 22 * HOUR_MS ? 'hour' : 'day'
  const unitMs = unit === 'minute' ? MINUTE_MS : unit === 'hour' ? HOUR_MS : DAY_MS
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(distance / unitMs), unit)
}

/**
 * {@link formatRelativeTime} from now, for rendering, safe to hydrate: a server render (and the hydrating
 * render) shows the date itself (`2026-03-04`, in UTC), which depends on neither the clock nor the locale.
 */
export function useRelativeTime(date: Date | undefined, locale?: string): string {
  const providerLocale = useContext(OrgKitContext)?.locale
  return useHydrationSafeValue(
    () => (date ? formatRelativeTime(date, new Date(), locale ?? providerLocale) : ''),
    () => (date ? date.toISOString().slice(0, 10) : ''),
  )
}

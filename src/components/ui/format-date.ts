import { useContext } from 'react'
import { OrgKitContext } from '../../query/org-kit-context'
import { useHydrationSafeValue } from './use-hydration-safe-value'

const formattersByLocale = new Map<string, Intl.DateTimeFormat>()

/**
 * A date as the locale writes it (medium style, e.g. "Mar 4, 2026"). Formatters are cached per locale:
 * building one per table row would cost more than the row.
 */
function formatDate(date: Date, locale?: string): string {
  const key = locale ?? ''
  let formatter = formattersByLocale.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    formattersByLocale.set(key, formatter)
  }
  return formatter.format(date)
}

/**
 * {@link formatDate} for rendering, safe to hydrate: a server render (and the hydrating render in the
 * browser) shows the date in a form that depends on neither the machine's locale nor its time zone
 * (`2026-03-04`, in UTC); the browser then shows it as the locale writes it, in the user's time zone. A
 * server-rendered page therefore never mismatches the browser's first render.
 */
export function useFormattedDate(date: Date | undefined, locale?: string): string {
  // A component's own `locale` first, then the provider's, then the browser's.
  const providerLocale = useContext(OrgKitContext)?.locale
  const dateLocale = locale ?? providerLocale
  return useHydrationSafeValue(
    () => (date ? formatDate(date, dateLocale) : ''),
    () => (date ? date.toISOString().slice(0, 10) : ''),
  )
}

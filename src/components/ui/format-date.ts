const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A date as the locale writes it (medium style, e.g. "Mar 4, 2026"). Formatters are cached per locale:
 * building one per table row would cost more than the row.
 */
export function formatDate(date: Date, locale?: string): string {
  const key = locale ?? ''
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    formatters.set(key, formatter)
  }
  return formatter.format(date)
}

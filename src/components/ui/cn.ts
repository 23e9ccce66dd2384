/** Joins class names, skipping empty ones; the consumer's `className` goes last. */
export function cn(...names: readonly (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ')
  return joined === '' ? undefined : joined
}

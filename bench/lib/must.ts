/** `value`, or a thrown error naming what was missing: a bench that measures nothing must stop, not print zeros. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`bench: no ${what}`)
  return value
}

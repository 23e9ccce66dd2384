/**
 * Returns `value`, or fails the test naming `what` when it is `null` or `undefined`: the narrowing a `!`
 * would only assert, checked. Shared by the contract cases and the server, management and transport tests.
 *
 * @example
 * const member = expectDefined(members[0], 'the scenario member')
 */
export function expectDefined<T>(value: T, what: string): NonNullable<T> {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, got ${String(value)}`)
  return value
}

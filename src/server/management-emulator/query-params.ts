import { invalidRequest } from './http-error'

// Query parameters read the way the API reads them (Go's strconv, under the OpenAPI spec's bounds), so the
// emulator refuses exactly the values the API refuses. A parameter that is present but empty is a value
// (`limit=` is not a number), not an absent one.

const TRUE_WORDS = new Set(['1', 't', 'T', 'TRUE', 'true', 'True'])
const FALSE_WORDS = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False'])

/** The bounds of an integer parameter, both included. */
export interface IntegerBounds {
  min: number
  max: number
}

/**
 * An integer parameter as Go's `strconv.Atoi` reads it (an optional sign, then decimal digits), within
 * `bounds`; `undefined` when absent. Anything else answers 400.
 */
export function integerQuery(query: URLSearchParams, name: string, bounds: IntegerBounds): number | undefined {
  const raw = query.get(name)
  if (raw === null) return undefined
  const value = /^[+-]?\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (!(value >= bounds.min && value <= bounds.max)) {
    throw invalidRequest(`query parameter "${name}": must be an integer from ${bounds.min} to ${bounds.max}`)
  }
  return value
}

/**
 * A boolean parameter as Go's `strconv.ParseBool` reads it: `1`, `t`, `T`, `TRUE`, `true`, `True` and `0`,
 * `f`, `F`, `FALSE`, `false`, `False`; `undefined` when absent. Anything else answers 400.
 */
export function booleanQuery(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name)
  if (raw === null) return undefined
  if (TRUE_WORDS.has(raw)) return true
  if (FALSE_WORDS.has(raw)) return false
  throw invalidRequest(`query parameter "${name}": must be true or false`)
}

/** A parameter that takes one of `allowed`; `undefined` when absent. Anything else answers 400. */
export function enumQuery<Value extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly Value[],
): Value | undefined {
  const raw = query.get(name)
  if (raw === null) return undefined
  const found = allowed.find((value) => value === raw)
  if (found === undefined) throw invalidRequest(`query parameter "${name}": must be one of ${allowed.join(', ')}`)
  return found
}

/** A string parameter with a pattern; `undefined` when absent. A value that does not match answers 400. */
export function patternQuery(query: URLSearchParams, name: string, pattern: RegExp): string | undefined {
  const raw = query.get(name)
  if (raw === null) return undefined
  if (!pattern.test(raw)) throw invalidRequest(`query parameter "${name}": must match ${pattern.source}`)
  return raw
}

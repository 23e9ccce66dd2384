import { NEON_ID_PATTERN } from '../../core/neon-api-bounds'
import { invalidRequest } from './http-error'

/** Path parameters the spec declares with the pattern `^[a-z0-9-]{1,60}$`. */
const ID_PARAMETERS = new Set(['project_id', 'branch_id', 'org_id'])

const HEX_32 = /^[0-9a-f]{32}$/i

/**
 * A UUID in the forms the API's parser (Go's `github.com/google/uuid` `Parse`) reads: 36 characters with
 * hyphens, the same in braces, with a `urn:uuid:` prefix, or 32 hex digits; any case. Gives it lower-case
 * with hyphens (how the API writes operation ids), or `undefined` when it is none of these.
 */
export function canonicalUuid(value: string): string | undefined {
  let text = value
  if (text.length === 45 && text.slice(0, 9).toLowerCase() === 'urn:uuid:') text = text.slice(9)
  else if (text.length === 38 && text.startsWith('{') && text.endsWith('}')) text = text.slice(1, -1)
  if (text.length === 36) {
    const hyphens = [8, 13, 18, 23].every((index) => text.charAt(index) === '-')
    text = hyphens ? text.replaceAll('-', '') : ''
  }
  if (!HEX_32.test(text)) return undefined
  const hex = text.toLowerCase()
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-')
}

/**
 * Checks a route's path parameters as the API does before any handler runs: ids match
 * `^[a-z0-9-]{1,60}$`, `operation_id` is a UUID. Answers 400 otherwise; returns the parameters with the
 * operation id in its canonical form.
 */
export function checkPathParams(params: Record<string, string>): Record<string, string> {
  const checked = { ...params }
  for (const [name, value] of Object.entries(params)) {
    if (ID_PARAMETERS.has(name) && !NEON_ID_PATTERN.test(value)) {
      throw invalidRequest(`path parameter "${name}": must match ^[a-z0-9-]{1,60}$`)
    }
    if (name === 'operation_id') {
      const uuid = canonicalUuid(value)
      if (uuid === undefined) throw invalidRequest(`path parameter "operation_id": must be a UUID`)
      checked[name] = uuid
    }
  }
  return checked
}

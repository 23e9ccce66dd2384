import * as z from 'zod/mini'
import type { EmulatorContext } from './emulator-context'
import { invalidRequest } from './http-error'

/** What {@link parseBody} checks besides the schema. */
export interface BodyRules<Schema extends z.ZodMiniType> {
  schema: Schema
  /**
   * The dotted paths of the body's integer fields. The API's decoder refuses an integer written `1.0` or
   * `1e3`, which `JSON.parse` has already turned into a whole number.
   */
  integerFields?: RegExp
}

// Under zod/mini, a refusal the schema does not word itself reads "Invalid input" unless the app loads a zod
// locale. The API answers in English, so the emulator words such refusals with zod's English locale.
const englishIssueMessages = z.locales.en().localeError

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/**
 * Checks a JSON request body against the API's request schema. Unknown fields are left alone (the API
 * ignores them; its schemas never forbid additional properties). A refusal is a 400 worded as the API
 * words a missing field, `invalid request: decode application/json: invalid: key_name (field required)`,
 * with a plain reason in the parentheses for other refusals.
 */
export function parseBody<Schema extends z.ZodMiniType>(
  context: EmulatorContext,
  rules: BodyRules<Schema>,
): z.output<Schema> {
  const parsed = rules.schema.safeParse(context.body, { error: englishIssueMessages })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.map(String).join('.') ?? ''
    if (!issue || field === '') throw invalidRequest('decode application/json: body must be a JSON object')
    // Only a required field can be refused for being absent: the schemas' other fields are optional.
    const missing = valueAt(context.body, issue.path) === undefined
    throw invalidRequest(`decode application/json: invalid: ${field} (${missing ? 'field required' : issue.message})`)
  }
  for (const path of context.nonIntegerNumberPaths) {
    if (rules.integerFields?.test(path)) {
      throw invalidRequest(
        `decode application/json: invalid: ${path} (must be an integer, written without a fraction or an exponent)`,
      )
    }
  }
  return parsed.data
}

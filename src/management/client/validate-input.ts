import type * as z from 'zod/mini'
import { OrgKitError } from '../../core/org-kit-error'

/**
 * Validates a call's input before any I/O; bad input becomes an `OrgKitError` with code
 * `VALIDATION_ERROR`, status 0 and the dotted path of the first bad field.
 */
export function validateInput<S extends z.ZodMiniType>(schema: S, input: unknown, call: string): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.join('.') || undefined
  throw new OrgKitError('VALIDATION_ERROR', {
    message: `${call}: ${field ? `${field}: ` : ''}${issue?.message ?? 'invalid input'}`,
    ...(field ? { field } : {}),
    cause: result.error,
  })
}

import type * as z from 'zod/mini'
import { inputSchemas } from './input-schemas'
import type { OperationWithInput, ParsedOperationInput } from './input-schemas'
import { OrgKitError } from './org-kit-error'

/**
 * Validates an operation's input before any I/O. Bad input becomes an {@link OrgKitError} with code
 * `VALIDATION_ERROR`, status 0 and the dotted path of the first bad field.
 */
export function parseInput<Op extends OperationWithInput>(operation: Op, input: unknown): ParsedOperationInput<Op> {
  const schema: z.ZodMiniType = inputSchemas[operation]
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data as ParsedOperationInput<Op>
  const issue = result.error.issues[0]
  const field =
    issue?.path.filter((p): p is string => typeof p === 'string' && p !== 'query' && p !== 'data').join('.') ||
    undefined
  throw new OrgKitError('VALIDATION_ERROR', {
    message: `${operation}: ${field ? `${field}: ` : ''}${issue?.message ?? 'invalid input'}`,
    ...(field ? { field } : {}),
    cause: result.error,
  })
}

import { z } from 'zod'
import { BRANCH_NAME_MAX_LENGTH, NEON_ID_PATTERN, codePointLength } from '../../../core/neon-api-bounds'

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2}):(\d{2})(?:[.,]\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/

/**
 * Whether a string is a `date-time` as the API parses one (Go's `time.Parse(time.RFC3339, ...)`): a real
 * calendar day, hours 0 to 23 (one digit allowed), minutes and seconds 0 to 59, an optional fraction after
 * `.` or `,`, and `Z` or an offset of at most 24 hours and 60 minutes, as Go allows.
 */
export function isApiDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value)
  if (!match) return false
  // Groups left out (the offset, after `Z`) are undefined, whatever the type says; they count as 0.
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = match
    .slice(1)
    .map((group: string | undefined) => Number(group ?? 0))
  if (year === undefined || month === undefined || day === undefined) return false
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    Number(offsetHour) <= 24 &&
    Number(offsetMinute) <= 60
  )
}

const dateTimeSchema = z.string().refine(isApiDateTime, 'must be an RFC 3339 date-time such as 2024-02-26T12:00:00Z')
const stringMapSchema = z.record(z.string(), z.string())

/**
 * The body of `POST /projects/{project_id}/branches` as the API takes it (`BranchCreateRequest` and
 * `AnnotationCreateValueRequest`): every field optional but an endpoint's `type`; unknown fields ignored.
 * An empty `parent_id` means the default branch, as the spec's description says.
 */
export const branchCreateBodySchema = z.object({
  branch: z
    .object({
      parent_id: z
        .string()
        .refine((id) => id === '' || NEON_ID_PATTERN.test(id), 'must match ^[a-z0-9-]{1,60}$')
        .optional(),
      name: z
        .string()
        .refine(
          (name) => codePointLength(name) >= 1 && codePointLength(name) <= BRANCH_NAME_MAX_LENGTH,
          `must be 1 to ${BRANCH_NAME_MAX_LENGTH} characters`,
        )
        .optional(),
      parent_lsn: z.string().optional(),
      parent_timestamp: dateTimeSchema.optional(),
      protected: z.boolean().optional(),
      archived: z.boolean().optional(),
      init_source: z.string().optional(),
      expires_at: dateTimeSchema.optional(),
    })
    .optional(),
  endpoints: z
    .array(
      z.object({
        type: z.enum(['read_only', 'read_write']),
        settings: z
          .object({
            pg_settings: stringMapSchema.optional(),
            pgbouncer_settings: stringMapSchema.optional(),
            preload_libraries: z
              .object({ use_defaults: z.boolean().optional(), enabled_libraries: z.array(z.string()).optional() })
              .optional(),
          })
          .optional(),
        autoscaling_limit_min_cu: z.number().min(0.25).optional(),
        autoscaling_limit_max_cu: z.number().min(0.25).optional(),
        provisioner: z.string().optional(),
        suspend_timeout_seconds: z.number().int().min(-1).max(604_800).optional(),
      }),
    )
    .optional(),
  annotation_value: stringMapSchema
    .refine((annotations) => Object.keys(annotations).length <= 50, 'must have at most 50 properties')
    .optional(),
})

/** The integer fields of the body, by dotted path. */
export const BRANCH_CREATE_INTEGER_FIELDS = /^endpoints\.\d+\.suspend_timeout_seconds$/

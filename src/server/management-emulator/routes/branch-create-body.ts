import * as z from 'zod/mini'
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

const dateTimeSchema = z
  .string()
  .check(z.refine(isApiDateTime, 'must be an RFC 3339 date-time such as 2024-02-26T12:00:00Z'))
const stringMapSchema = z.record(z.string(), z.string())

/** A branch's parent: an id, or empty for the project's default branch. */
const parentIdSchema = z
  .string()
  .check(z.refine((id) => id === '' || NEON_ID_PATTERN.test(id), 'must match ^[a-z0-9-]{1,60}$'))

/** A branch's name: 1 to `BRANCH_NAME_MAX_LENGTH` characters, counted as the API counts them. */
const branchNameSchema = z
  .string()
  .check(
    z.refine(
      (name) => codePointLength(name) >= 1 && codePointLength(name) <= BRANCH_NAME_MAX_LENGTH,
      `must be 1 to ${BRANCH_NAME_MAX_LENGTH} characters`,
    ),
  )

/** `BranchCreateRequest`: the new branch's fields. */
const branchSchema = z.object({
  parent_id: z.optional(parentIdSchema),
  name: z.optional(branchNameSchema),
  parent_lsn: z.optional(z.string()),
  parent_timestamp: z.optional(dateTimeSchema),
  protected: z.optional(z.boolean()),
  archived: z.optional(z.boolean()),
  init_source: z.optional(z.string()),
  expires_at: z.optional(dateTimeSchema),
})

/** An endpoint's settings: Postgres and PgBouncer settings, preloaded libraries. */
const endpointSettingsSchema = z.object({
  pg_settings: z.optional(stringMapSchema),
  pgbouncer_settings: z.optional(stringMapSchema),
  preload_libraries: z.optional(
    z.object({
      use_defaults: z.optional(z.boolean()),
      enabled_libraries: z.optional(z.array(z.string())),
    }),
  ),
})

/** An endpoint to create with the branch: its `type` is the one required field of the body. */
const endpointSchema = z.object({
  type: z.enum(['read_only', 'read_write']),
  settings: z.optional(endpointSettingsSchema),
  autoscaling_limit_min_cu: z.optional(z.number().check(z.gte(0.25))),
  autoscaling_limit_max_cu: z.optional(z.number().check(z.gte(0.25))),
  provisioner: z.optional(z.string()),
  suspend_timeout_seconds: z.optional(z.number().check(z.int(), z.gte(-1), z.lte(604_800))),
})

/** `AnnotationCreateValueRequest`: at most 50 string annotations. */
const annotationValueSchema = stringMapSchema.check(
  z.refine((annotations) => Object.keys(annotations).length <= 50, 'must have at most 50 properties'),
)

/**
 * The body of `POST /projects/{project_id}/branches` as the API takes it (`BranchCreateRequest` and
 * `AnnotationCreateValueRequest`): every field optional but an endpoint's `type`; unknown fields ignored.
 * An empty `parent_id` means the default branch, as the spec's description says.
 */
export const branchCreateBodySchema = z.object({
  branch: z.optional(branchSchema),
  endpoints: z.optional(z.array(endpointSchema)),
  annotation_value: z.optional(annotationValueSchema),
})

/** The integer fields of the body, by dotted path. */
export const BRANCH_CREATE_INTEGER_FIELDS = /^endpoints\.\d+\.suspend_timeout_seconds$/

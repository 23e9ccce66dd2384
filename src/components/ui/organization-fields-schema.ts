import * as z from 'zod/mini'
import { isSafeImageUrl } from '../../core/safe-image-url'
import { fold, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../core/slug'
import type { organizationProfileFieldsMessagesEn } from '../../messages/en/organization-profile-fields'

// The fields an organization's profile form has (create dialog and settings). Error messages are message
// keys, localized where they are shown, so the schemas stay module-level constants.

/** A key of the profile fields' words. */
export type OrganizationProfileFieldsMessageKey = keyof typeof organizationProfileFieldsMessagesEn

/** The message key of each validation error, written out whole (a misspelt key does not compile). */
const VALIDATION_ERROR_KEY = {
  nameRequired: 'organizationProfileFields.nameRequiredError',
  nameTooLong: 'organizationProfileFields.nameTooLongError',
  slugRequired: 'organizationProfileFields.slugRequiredError',
  slugTooLong: 'organizationProfileFields.slugTooLongError',
  slugInvalid: 'organizationProfileFields.slugInvalidError',
  logoInvalid: 'organizationProfileFields.logoInvalidError',
  metadataKeyRequired: 'organizationProfileFields.metadataKeyRequiredError',
  metadataKeyDuplicate: 'organizationProfileFields.metadataKeyDuplicateError',
} as const satisfies Record<string, OrganizationProfileFieldsMessageKey>

/** One metadata row of the form; every value is edited as text. */
export interface MetadataRow {
  key: string
  value: string
}

/** The profile fields as the form holds them. */
export interface OrganizationProfileFields {
  name: string
  slug: string
  logo: string
  metadata: MetadataRow[]
}

/** Tells whether a text is an `http:` or `https:` URL (the only logo addresses the forms accept). */
export const isHttpUrl = (value: string) => !/^data:/i.test(value) && isSafeImageUrl(value)

/** A display name: trimmed, 1 to 100 characters. */
export const nameFieldSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, VALIDATION_ERROR_KEY.nameRequired),
    z.maxLength(100, VALIDATION_ERROR_KEY.nameTooLong),
  )

/** A slug as the forms accept it (same rule as the transports' `slugInputSchema`). */
export const slugFieldSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, VALIDATION_ERROR_KEY.slugRequired),
    z.maxLength(SLUG_MAX_LENGTH, VALIDATION_ERROR_KEY.slugTooLong),
    z.regex(SLUG_PATTERN, VALIDATION_ERROR_KEY.slugInvalid),
  )

/** A logo address: empty (no logo) or http(s); `allowed` is let through as is (e.g. the current logo). */
export const logoFieldSchema = (allowed?: string | null) =>
  z.string().check(
    z.trim(),
    z.refine((value) => !value || value === allowed || isHttpUrl(value), VALIDATION_ERROR_KEY.logoInvalid),
  )

/** Metadata rows: blank rows are ignored, a value needs a key, and no key twice. */
export const metadataRowsSchema = z.array(z.object({ key: z.string().check(z.trim()), value: z.string() })).check(
  z.superRefine((rows: MetadataRow[], context) => {
    const keysSeen = new Set<string>()
    rows.forEach(({ key, value }, index) => {
      const message = metadataRowError({ key, value, keysSeen })
      if (message) context.addIssue({ code: 'custom', message, path: [index, 'key'] })
      keysSeen.add(key)
    })
  }),
)

/** What is wrong with one metadata row, given the keys of the rows above it; `undefined` when nothing. */
function metadataRowError({
  key,
  value,
  keysSeen,
}: {
  key: string
  value: string
  keysSeen: ReadonlySet<string>
}): OrganizationProfileFieldsMessageKey | undefined {
  if (key === '') return value.trim() === '' ? undefined : VALIDATION_ERROR_KEY.metadataKeyRequired
  return keysSeen.has(key) ? VALIDATION_ERROR_KEY.metadataKeyDuplicate : undefined
}

/** Metadata as form rows; values that are not text are shown as JSON. */
export function metadataToRows(metadata: Readonly<Record<string, unknown>>): MetadataRow[] {
  return Object.entries(metadata).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }))
}

/**
 * Form rows back to metadata. Blank rows are dropped; values are text, except that a row still showing an
 * original non-text value (same JSON) keeps that value, so editing one key never turns numbers into text.
 */
export function rowsToMetadata(
  rows: readonly MetadataRow[],
  original: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const metadata: Record<string, unknown> = {}
  for (const row of rows) {
    const key = row.key.trim()
    const before = original[key]
    if (key) metadata[key] = typeof before !== 'string' && JSON.stringify(before) === row.value ? before : row.value
  }
  return metadata
}

// Letters that fold into two letters or a plain one, as they are spelled without the mark.
const LETTER_SPELLINGS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l' }

/** Folds a name into a slug: accents dropped, lower-case, hyphens between words, at most 48 characters. */
export const slugify = (name: string) =>
  fold(name)
    .replace(/[ßæœøł]/g, (letter) => LETTER_SPELLINGS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, '')

import { z } from 'zod'
import { isSafeImageUrl } from '../../core/safe-image-url'
import { fold, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../core/slug'

// The fields an organization's profile form has (create dialog and settings). Error messages are message
// keys, localized where they are shown, so the schemas stay module-level constants.

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
export const nameFieldSchema = z.string().trim().min(1, 'orgForm.nameRequired').max(100, 'orgForm.nameTooLong')

/** A slug as the forms accept it (same rule as the transports' `slugInputSchema`). */
export const slugFieldSchema = z
  .string()
  .trim()
  .min(1, 'orgForm.slugRequired')
  .max(SLUG_MAX_LENGTH, 'orgForm.slugTooLong')
  .regex(SLUG_PATTERN, 'orgForm.slugInvalid')

/** A logo address: empty (no logo) or http(s); `allowed` is let through as is (e.g. the current logo). */
export const logoFieldSchema = (allowed?: string | null) =>
  z
    .string()
    .trim()
    .refine((value) => !value || value === allowed || isHttpUrl(value), 'orgForm.logoInvalid')

/** Metadata rows: blank rows are ignored, a value needs a key, and no key twice. */
export const metadataRowsSchema = z
  .array(z.object({ key: z.string().trim(), value: z.string() }))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>()
    rows.forEach(({ key, value }, index) => {
      const message = key
        ? seen.has(key)
          ? 'orgForm.metadataKeyDuplicate'
          : ''
        : value.trim() && 'orgForm.metadataKeyRequired'
      if (message) ctx.addIssue({ code: 'custom', message, path: [index, 'key'] })
      seen.add(key)
    })
  })

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

const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l' }

/** Folds a name into a slug: accents dropped, lower-case, hyphens between words, at most 48 characters. */
export const slugify = (name: string) =>
  fold(name)
    .replace(/[ßæœøł]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, '')

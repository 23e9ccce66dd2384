import { z } from 'zod'

// The fields an organization's profile form has (create dialog and settings). Error messages are message
// keys, localized where they are shown, so the schemas stay module-level constants.

/** A slug: lower-case letters and digits in hyphen-separated groups (as `slugInputSchema`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The longest slug the kit accepts (as `slugInputSchema`). */
export const SLUG_MAX_LENGTH = 48

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
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** Tells whether a slug is well-formed. */
export const isWellFormedSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug)

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
    .refine((value) => value === '' || value === allowed || isHttpUrl(value), 'orgForm.logoInvalid')

/** Metadata rows: blank rows are ignored, a value needs a key, and no key twice. */
export const metadataRowsSchema = z
  .array(z.object({ key: z.string().trim(), value: z.string() }))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>()
    rows.forEach((row, index) => {
      if (row.key === '') {
        if (row.value.trim() !== '') ctx.addIssue({ code: 'custom', message: 'orgForm.metadataKeyRequired', path: [index, 'key'] })
        return
      }
      if (seen.has(row.key)) ctx.addIssue({ code: 'custom', message: 'orgForm.metadataKeyDuplicate', path: [index, 'key'] })
      seen.add(row.key)
    })
  })

/** Metadata as form rows; values that are not text are shown as JSON. */
export function metadataToRows(metadata: Readonly<Record<string, unknown>>): MetadataRow[] {
  return Object.entries(metadata).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }))
}

/**
 * Form rows back to metadata. Blank rows are dropped; values are text, except that a row still showing an
 * original non-text value (same JSON) keeps that value, so editing one key never turns numbers into text.
 */
export function rowsToMetadata(rows: readonly MetadataRow[], original: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const metadata: Record<string, unknown> = {}
  for (const { key, value } of rows) {
    const name = key.trim()
    if (name === '') continue
    const before = original[name]
    metadata[name] = before !== undefined && typeof before !== 'string' && JSON.stringify(before) === value ? before : value
  }
  return metadata
}

/** Folds a name into a slug: accents dropped (NFD), lower-case, hyphens between words, at most 48 characters. */
export function slugify(name: string): string {
  return name
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}

import * as z from 'zod/mini'
import { isSafeImageUrl } from './safe-image-url'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug'

// The field schemas, apart from `input-schemas.ts` (which re-exports them): a component validating one
// e-mail or id bundles these few, not every operation's input schema.

/** Identifiers as Better Auth issues them (opaque alphanumerics, UUIDs): safe to put in a URL. */
export const idInputSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a valid identifier'))

/** A slug: lower-case letters and digits in hyphen-separated groups, at most 48 characters. */
export const slugInputSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'A slug is required'),
    z.maxLength(SLUG_MAX_LENGTH, `A slug has at most ${SLUG_MAX_LENGTH} characters`),
    z.regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens'),
  )

/** An organization's display name. */
export const nameInputSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'A name is required'), z.maxLength(100, 'A name has at most 100 characters'))

/** A logo URL: only `http:`, `https:` and `data:image/` URLs are accepted (and ever rendered). */
export const logoInputSchema = z
  .string()
  .check(z.trim(), z.maxLength(2048), z.refine(isSafeImageUrl, 'Use an http(s) or data:image URL'))

/** An e-mail address, trimmed. */
export const emailInputSchema = z.pipe(z.string().check(z.trim()), z.email('Not a valid e-mail address'))

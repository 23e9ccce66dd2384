import { z } from 'zod'
import { isSafeImageUrl } from './safe-image-url'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug'

// The field schemas, apart from `input-schemas.ts` (which re-exports them): a component validating one
// e-mail or id bundles these few, not every operation's input schema.

/** Identifiers as Better Auth issues them (opaque alphanumerics, UUIDs): safe to put in a URL. */
export const idInputSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a valid identifier')

/** A slug: lower-case letters and digits in hyphen-separated groups, at most 48 characters. */
export const slugInputSchema = z
  .string()
  .trim()
  .min(1, 'A slug is required')
  .max(SLUG_MAX_LENGTH, `A slug has at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens')

/** An organization's display name. */
export const nameInputSchema = z
  .string()
  .trim()
  .min(1, 'A name is required')
  .max(100, 'A name has at most 100 characters')

/** A logo URL: only `http:`, `https:` and `data:image/` URLs are accepted (and ever rendered). */
export const logoInputSchema = z.string().trim().max(2048).refine(isSafeImageUrl, 'Use an http(s) or data:image URL')

/** An e-mail address, trimmed. */
export const emailInputSchema = z.string().trim().pipe(z.email('Not a valid e-mail address'))

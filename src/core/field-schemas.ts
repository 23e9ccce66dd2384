import * as z from 'zod/mini'
import { PLAIN_TEXT_PATTERN } from './plain-text'
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

/** An organization's display name: trimmed, 1 to 100 characters, no control characters or lone surrogates. */
export const nameInputSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'A name is required'),
    z.maxLength(100, 'A name has at most 100 characters'),
    z.regex(PLAIN_TEXT_PATTERN, 'A name cannot contain control characters'),
  )

/** A logo URL: only `http:`, `https:` and `data:image/` URLs are accepted (and ever rendered). */
export const logoInputSchema = z.string().check(
  z.trim(),
  z.maxLength(2048),
  // A URL with a control character inside is no URL (browsers drop or encode it; the database refuses U+0000).
  z.refine((url) => isSafeImageUrl(url) && PLAIN_TEXT_PATTERN.test(url), 'Use an http(s) or data:image URL'),
)

/** An e-mail address, trimmed. */
export const emailInputSchema = z.pipe(z.string().check(z.trim()), z.email('Not a valid e-mail address'))

/** Keys that reach an object's prototype when code assigns or merges them (`target[key] = value`). */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype']

/**
 * The path to the first own key of `value` that reaches a prototype, at any depth; `undefined` if none.
 * Array indices are strings, so the path reads `metadata.tags.0.constructor` in the error's field. Only called
 * on what JSON can carry (see {@link isJsonRecord}), so it has no cycle to loop on.
 */
function prototypeKeyPath(value: unknown): string[] | undefined {
  if (!value || typeof value !== 'object') return undefined
  for (const [key, item] of Object.entries(value)) {
    const path = !Array.isArray(value) && PROTOTYPE_KEYS.includes(key) ? [] : prototypeKeyPath(item)
    if (path) return [key, ...path]
  }
  return undefined
}

/** An object that JSON can carry: no cycle and no BigInt, which would fail in the transport as a network error. */
function isJsonRecord(value: unknown): value is Record<string, unknown> {
  try {
    return !!value && typeof value === 'object' && !Array.isArray(value) && !!JSON.stringify(value)
  } catch {
    return false
  }
}

/**
 * Metadata as the kit sends it: an object of any JSON values, without a key that reaches a prototype
 * (`__proto__`, `constructor`, `prototype`) at any depth. Such a key is refused with its path, never dropped:
 * copied the usual way, `__proto__` would silently vanish, and merged on a server it pollutes prototypes.
 */
export const metadataInputSchema = z
  .custom<Record<string, unknown>>(isJsonRecord, 'Metadata is an object of JSON values')
  .check(
    z.superRefine((metadata, context) => {
      const path = prototypeKeyPath(metadata)
      if (!path) return
      context.addIssue({
        code: 'custom',
        message: `Metadata cannot have the key "${path.at(-1) ?? ''}"`,
        path,
        input: metadata,
      })
    }),
  )

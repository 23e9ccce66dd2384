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
} as const satisfies Record<string, OrganizationProfileFieldsMessageKey>

/** The profile fields as the form holds them. */
export interface OrganizationProfileFields {
  name: string
  slug: string
  logo: string
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

/**
 * A field's schema that also takes, as it is, the value the server already holds. A settings form is never
 * stricter than the server about it: an organization made by another client may have a name or slug that
 * the kit's forms would not create, and saving its other fields must still work. A new value meets `schema`.
 */
export const allowingHeldValue = (schema: z.ZodMiniType<string, string>, held: string) =>
  z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      if (value === held.trim()) return
      const result = schema.safeParse(value)
      if (result.success) return
      for (const issue of result.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, input: value })
    }),
  )

/** A logo address: empty (no logo) or http(s); `allowed` is let through as is (e.g. the current logo). */
export const logoFieldSchema = (allowed?: string | null) =>
  z.string().check(
    z.trim(),
    z.refine((value) => !value || value === allowed || isHttpUrl(value), VALIDATION_ERROR_KEY.logoInvalid),
  )

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

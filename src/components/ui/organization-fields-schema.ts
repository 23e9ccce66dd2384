import * as z from 'zod/mini'
import { PLAIN_TEXT_PATTERN } from '../../core/plain-text'
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
  nameInvalidCharacters: 'organizationProfileFields.nameInvalidCharactersError',
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

/** A display name: trimmed, 1 to 100 characters, nothing invisible or broken (the transports' rule). */
export const nameFieldSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, VALIDATION_ERROR_KEY.nameRequired),
    z.maxLength(100, VALIDATION_ERROR_KEY.nameTooLong),
    z.regex(PLAIN_TEXT_PATTERN, VALIDATION_ERROR_KEY.nameInvalidCharacters),
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
 * A field's schema that also takes, exactly as it is, the value the server already holds. A settings form is
 * never stricter than the server about it: an organization made by another client may have a name or slug
 * the kit's forms would not create (`Acme_Corp`, a padded or 120-character name), and saving its other
 * fields must still work. The held value comes out untouched, not trimmed, so the save does not send it
 * again; any other value meets `schema` and comes out as `schema` makes it.
 */
export const allowingHeldValue = (schema: z.ZodMiniType<string, string>, held: string) =>
  z.pipe(
    z.string().check(
      z.superRefine((value, context) => {
        if (value === held) return
        const result = schema.safeParse(value)
        if (result.success) return
        for (const issue of result.error.issues)
          context.addIssue({ code: 'custom', message: issue.message, input: value })
      }),
    ),
    z.transform((value: string) => (value === held ? held : schema.parse(value))),
  )

/** A new logo address: empty (no logo) or http(s), without control characters. */
const isNewLogoAddress = (value: string) => !value || (isHttpUrl(value) && PLAIN_TEXT_PATTERN.test(value))

/**
 * A logo address: empty (no logo) or http(s); `allowed` (the organization's current logo, whatever the server
 * holds) is let through exactly as it is, so a save does not send it again. Other values come out trimmed.
 */
export const logoFieldSchema = (allowed?: string | null) =>
  z.pipe(
    z
      .string()
      .check(
        z.refine((value) => value === allowed || isNewLogoAddress(value.trim()), VALIDATION_ERROR_KEY.logoInvalid),
      ),
    z.transform((value: string) => (value === allowed ? value : value.trim())),
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

// Slug rules without zod, so the hooks can check a slug without bundling a schema library.

/** A slug: lower-case letters and digits in hyphen-separated groups. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The longest slug the kit accepts. */
export const SLUG_MAX_LENGTH = 48

/** Tells whether an (already trimmed) slug is well-formed: the rule of `slugInputSchema`. */
export function isWellFormedSlug(slug: string): boolean {
  return slug.length >= 1 && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug)
}

/** Text without accents, lower-case: how slugs are made from names, and how the switcher's filter and typeahead compare. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

import type { Organization } from '../../core/domain'
import { fold } from '../../core/slug'

/** An entry of the switcher's list: an organization, or "No organization" (`id: null`). */
export interface SwitcherEntry {
  id: string | null
  name: string
  logo?: string | null | undefined
}

/** Options of {@link switcherEntries}. */
export interface SwitcherEntriesOptions {
  organizations: readonly Organization[]
  /** What the user typed in the filter box (`''` without one). */
  query: string
  /** The "No organization" entry, when the switcher offers it (`allowNone`). */
  noOrganization: SwitcherEntry | undefined
}

/**
 * The entries the list shows: "No organization" first (when offered and nothing is typed), then the
 * organizations whose name (accents and case folded) or slug contains the text typed.
 */
export function switcherEntries({ organizations, query, noOrganization }: SwitcherEntriesOptions): SwitcherEntry[] {
  const folded = fold(query.trim())
  const matching = organizations.filter(
    (organization) => fold(organization.name).includes(folded) || organization.slug.includes(folded),
  )
  return noOrganization && folded === '' ? [noOrganization, ...matching] : matching
}

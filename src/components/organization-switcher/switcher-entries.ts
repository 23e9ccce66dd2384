import { fold } from '../../core/slug'
import type { SwitcherOrganization } from './use-switcher-organizations'

/** An entry of the switcher's list: an organization, or "No organization" (`id: null`). */
export interface SwitcherEntry {
  id: string | null
  name: string
  logo?: string | null | undefined
  /** The user's role(s) in it, when the server listed them with it (the kit's plugin). */
  role?: readonly string[] | undefined
  /** How many members it has, when the server listed it with them (the kit's plugin). */
  memberCount?: number | undefined
  /** One of the user's recently used organizations, listed first. */
  recent?: boolean | undefined
}

/** Options of {@link switcherEntries}. */
export interface SwitcherEntriesOptions {
  organizations: readonly SwitcherOrganization[]
  /** What the user typed in the filter box (`''` without one). */
  query: string
  /** The "No organization" entry, when the switcher offers it (`allowNone`). */
  noOrganization: SwitcherEntry | undefined
  /** The ids of the user's recently used organizations, most recent first (`[]` for none). */
  recentIds: readonly string[]
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/**
 * The entries the list shows: "No organization" first (when offered and nothing is typed), then the recently
 * used organizations, most recent first, then the others by name; only those whose name or slug contains the
 * text typed, accents and case aside ("zurich" finds "Zürich AG").
 */
export function switcherEntries({
  organizations,
  query,
  noOrganization,
  recentIds,
}: SwitcherEntriesOptions): SwitcherEntry[] {
  const folded = fold(query.trim())
  const matching = organizations
    .filter((organization) => fold(organization.name).includes(folded) || fold(organization.slug).includes(folded))
    .sort((a, b) => byName.compare(a.name, b.name))
  const recent: SwitcherEntry[] = []
  for (const id of recentIds) {
    const organization = matching.find((candidate) => candidate.id === id)
    if (organization) recent.push({ ...organization, recent: true })
  }
  const others = matching.filter((organization) => !recentIds.includes(organization.id))
  const entries = [...recent, ...others]
  return noOrganization && folded === '' ? [noOrganization, ...entries] : entries
}

import type { Member } from '../../core/domain'

/** A search as it is matched: trimmed and in lower case; `''` when there is nothing to search for. */
export function searchTermOf(search: string): string {
  return search.trim().toLowerCase()
}

/** Whether a member's name or e-mail contains the search term ({@link searchTermOf}). */
export function memberMatchesSearch(member: Member, searchTerm: string): boolean {
  const { name, email } = member.user
  return name.toLowerCase().includes(searchTerm) || email.toLowerCase().includes(searchTerm)
}

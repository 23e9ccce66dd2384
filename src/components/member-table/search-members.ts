import type { Member } from '../../core/domain'
import type { MemberTableSort } from './member-table-types'

/** A search as it is matched: trimmed and in lower case; `''` when there is nothing to search for. */
export function searchTermOf(search: string): string {
  return search.trim().toLowerCase()
}

/** Whether a member's name or e-mail contains the search term ({@link searchTermOf}). */
export function memberMatchesSearch(member: Member, searchTerm: string): boolean {
  const { name, email } = member.user
  return name.toLowerCase().includes(searchTerm) || email.toLowerCase().includes(searchTerm)
}

/** What the table asks of the members a search has read. */
export interface MemberFinding {
  searchTerm: string
  /** Members holding this role, alone or with others (`null`: every role). */
  roleFilter: string | null
  sort: MemberTableSort
}

const sortValue = (member: Member, column: MemberTableSort['column']) =>
  column === 'createdAt' ? member.createdAt.getTime() : member.role.join(',')

/**
 * The members read so far that the search finds, as the table shows them: name or e-mail containing the
 * term, the role filter as the server applies it (`role contains`), sorted ascending with ties in the order
 * read, descending as its exact reverse.
 */
export function findMembers(members: readonly Member[], { searchTerm, roleFilter, sort }: MemberFinding): Member[] {
  const found = members.filter(
    (member) =>
      memberMatchesSearch(member, searchTerm) &&
      (roleFilter === null || member.role.some((roleName) => roleName.includes(roleFilter))),
  )
  found.sort((a, b) => {
    const x = sortValue(a, sort.column)
    const y = sortValue(b, sort.column)
    return x === y ? 0 : x < y ? -1 : 1
  })
  return sort.direction === 'descending' ? found.reverse() : found
}

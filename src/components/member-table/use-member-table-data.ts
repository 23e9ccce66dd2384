import { useMemo, useRef } from 'react'
import type { Member } from '../../core/domain'
import { useMembers } from '../../hooks/use-members'
import type { MemberTableRoleFilter, MemberTableSort } from './member-table-types'

/** What the table shows and how it got it. */
export interface MemberTableView {
  /** The rows of the current page. */
  rows: readonly Member[]
  /** How many rows match (server `total`, or matches of a search). */
  total: number
  /** The page and page size these rows are (the requested ones may be loading still). */
  page: number
  pageSize: number
  /** For a search: how many members were loaded and searched, of how many on the server. */
  searched?: { count: number; of: number } | undefined
}

/** Input of {@link useMemberTableData}. */
export interface MemberTableQueryInput {
  organizationId?: string | undefined
  sort: MemberTableSort
  page: number
  pageSize: number
  roleFilter: MemberTableRoleFilter
  search: string
  /** `membership_limit`: the most members an organization can have, so one read can hold them all. */
  membershipLimit: number
}

const matches = (member: Member, term: string) =>
  member.user.name.toLowerCase().includes(term) || member.user.email.toLowerCase().includes(term)

/**
 * The member table's data. Without a search term: one server page (`limit`/`offset`, sort and role
 * filter on the server). With one: Better Auth cannot filter by name or e-mail, so the whole list (sorted
 * and role-filtered on the server) is read once with `limit: membership_limit`, then searched and paged
 * here; `searched` says how much was searched. While another read loads, the last view stays on screen.
 */
export function useMemberTableData(input: MemberTableQueryInput) {
  const { organizationId, sort, page, pageSize, roleFilter, search, membershipLimit } = input
  const term = search.trim().toLowerCase()
  const searching = term !== ''
  const filter = roleFilter ? ({ filterField: 'role', filterOperator: 'contains', filterValue: roleFilter } as const) : {}
  const sortBy = sort.column
  const sortDirection = sort.direction === 'ascending' ? 'asc' : 'desc'
  const window = searching ? { limit: membershipLimit, offset: 0 } : { limit: pageSize, offset: (page - 1) * pageSize }
  const query = useMembers({ organizationId, sortBy, sortDirection, ...filter, ...window })
  const { data, isPlaceholderData } = query

  const fresh = useMemo<MemberTableView | undefined>(() => {
    if (!data || isPlaceholderData) return undefined
    if (!searching) return { rows: data.members, total: data.total, page, pageSize }
    const found = data.members.filter((member) => matches(member, term))
    const start = (page - 1) * pageSize
    return { rows: found.slice(start, start + pageSize), total: found.length, page, pageSize, searched: { count: data.members.length, of: data.total } }
  }, [data, isPlaceholderData, searching, term, page, pageSize])

  // A placeholder is the previous read's answer (another page, or the page before a search started):
  // never re-interpret it under the new parameters; keep showing the last view built from real data.
  const last = useRef<MemberTableView | undefined>(undefined)
  if (fresh) last.current = fresh
  const view = fresh ?? (isPlaceholderData ? last.current : undefined)
  return { query, view, busy: isPlaceholderData }
}

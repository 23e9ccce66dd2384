import { useRef } from 'react'
import type { Member } from '../../core/domain'
import { useMembers } from '../../hooks/use-members'
import { useControllableState } from '../ui/use-controllable-state'
import type { MemberTableProps, MemberTableRoleFilter, MemberTableSort } from './member-table-types'

interface ViewState {
  sort: MemberTableSort
  page: number
  pageSize: number
  roleFilter: MemberTableRoleFilter
  search: string
}

/** One view state as its prop triplet (`page`, `defaultPage`, `onPageChange`); `then` runs after every set. */
export function useViewState<K extends keyof ViewState>(
  props: MemberTableProps,
  key: K,
  fallback: ViewState[K],
  then?: () => void,
) {
  const name = key[0]!.toUpperCase() + key.slice(1)
  const all = props as Record<string, never>
  const [value, set] = useControllableState<ViewState[K]>({
    prop: all[key],
    defaultProp: all[`default${name}`] ?? fallback,
    onChange: all[`on${name}Change`],
  })
  return [value, (next: ViewState[K]) => (set(next), then?.())] as const
}

export const byRole = (role: string) =>
  ({ filterField: 'role', filterOperator: 'contains', filterValue: role }) as const

/** What the table shows: its read, the rows and total of the view (search applied), and what a search covered. */
export function useMemberPage(input: ViewState & { organizationId: string | undefined; limit: number }) {
  const { organizationId, sort, roleFilter, search, page, pageSize } = input
  // Without a search term: one server page. With one: Better Auth cannot filter by name or e-mail, so the
  // whole list (sorted and role-filtered on the server) is read once with `limit: membership_limit`, then
  // searched and paged here.
  const term = search.trim().toLowerCase()
  const start = (page - 1) * pageSize
  const query = useMembers({
    organizationId,
    sortBy: sort.column,
    sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
    ...(roleFilter && byRole(roleFilter)),
    limit: term ? input.limit : pageSize,
    offset: term ? 0 : start,
  })
  const { data, isPlaceholderData: busy } = query
  // A placeholder is the previous read's answer (another page, or the page before a search started):
  // never re-interpret it under the new parameters; keep showing the last view built from real data.
  const last = useRef<{ rows: readonly Member[]; total: number }>(undefined)
  if (!busy) {
    const found = data?.members.filter(({ user }) => `${user.name}\n${user.email}`.toLowerCase().includes(term))
    last.current =
      found &&
      (term ? { rows: found.slice(start, start + pageSize), total: found.length } : { rows: found, total: data!.total })
  }
  const view = last.current
  const searched = term && !busy && data && { count: data.members.length, total: data.total }
  return { query, busy, view, start, searched }
}

import type { ParsedOperationInput } from '../../core/input-schemas'
import type { FILTER_OPERATORS, MEMBER_FIELDS } from '../../core/input-schemas'
import { validationError } from './errors'
import type { MemberRow, MemoryDb } from './state'
import { membersOf } from './tables'

// The query engine behind `listMembers`: filter, count, sort, page. It answers where Better Auth 1.7.7
// fails: a single value for `in`/`not_in` is a one-element list (the server: 500), a value that cannot be
// compared with the column is a VALIDATION_ERROR (the server: 500 or wrong rows), and `total` always counts
// every matching row while only the page is built (no hidden 100-row cap).

/** Default page size of `listMembers` (spec: 100). */
export const DEFAULT_LIST_MEMBERS_LIMIT = 100

type MemberField = (typeof MEMBER_FIELDS)[number]
type FilterOperator = (typeof FILTER_OPERATORS)[number]
type Query = ParsedOperationInput<'listMembers'>['query']
type Scalar = string | number

/** The rows of one page and the count of all rows matching the filter. */
export interface MemberQueryResult {
  rows: MemberRow[]
  total: number
}

const read = (row: MemberRow, field: MemberField): Scalar => row[field]

function toMillis(value: string | number | boolean): number {
  const ms =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? /^\d+$/.test(value)
          ? Number(value)
          : Date.parse(value)
        : NaN
  if (!Number.isFinite(ms))
    throw validationError(`createdAt cannot be compared with ${JSON.stringify(value)}`, 'filterValue')
  return ms
}

function coerce(field: MemberField, value: string | number | boolean): Scalar {
  return field === 'createdAt' ? toMillis(value) : String(value)
}

function compare(a: Scalar, b: Scalar): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Builds the row predicate of a filter, or throws VALIDATION_ERROR for a filter that cannot be answered. */
export function buildFilter(
  field: MemberField,
  operator: FilterOperator,
  value: string | number | boolean | string[],
): (row: MemberRow) => boolean {
  if (operator === 'in' || operator === 'not_in') {
    const set = new Set((Array.isArray(value) ? value : [value]).map((v) => coerce(field, v)))
    return operator === 'in' ? (row) => set.has(read(row, field)) : (row) => !set.has(read(row, field))
  }
  if (Array.isArray(value))
    throw validationError(`filterOperator ${operator} takes one value, not a list`, 'filterValue')
  if (operator === 'contains' || operator === 'starts_with' || operator === 'ends_with') {
    if (field === 'createdAt') throw validationError(`filterOperator ${operator} needs a text field`, 'filterOperator')
    const text = String(value)
    if (operator === 'contains') return (row) => String(read(row, field)).includes(text)
    if (operator === 'starts_with') return (row) => String(read(row, field)).startsWith(text)
    return (row) => String(read(row, field)).endsWith(text)
  }
  const target = coerce(field, value)
  switch (operator) {
    case 'eq':
      return (row) => read(row, field) === target
    case 'ne':
      return (row) => read(row, field) !== target
    case 'lt':
      return (row) => compare(read(row, field), target) < 0
    case 'lte':
      return (row) => compare(read(row, field), target) <= 0
    case 'gt':
      return (row) => compare(read(row, field), target) > 0
    case 'gte':
      return (row) => compare(read(row, field), target) >= 0
  }
}

interface SortedCache {
  version: number
  rows: MemberRow[]
}

// Sorted member lists per database, organization and column, rebuilt only after a membership change:
// paging through a large organization then costs one filter pass per page instead of a sort.
const sortedCache = new WeakMap<MemoryDb, Map<string, SortedCache>>()

/** The organization's members sorted ascending by a column, ties in insertion order. */
function sortedMembers(db: MemoryDb, organizationId: string, sortBy: MemberField): MemberRow[] {
  let byKey = sortedCache.get(db)
  if (!byKey) sortedCache.set(db, (byKey = new Map<string, SortedCache>()))
  const key = `${organizationId}\u0000${sortBy}`
  const cached = byKey.get(key)
  if (cached?.version === db.membersVersion) return cached.rows
  const rows = [...membersOf(db, organizationId)]
  rows.sort((a, b) => compare(read(a, sortBy), read(b, sortBy)) || a.seq - b.seq)
  byKey.set(key, { version: db.membersVersion, rows })
  return rows
}

/**
 * Filters, counts, sorts and pages an organization's members. Insertion order breaks ties, and `desc` is the
 * exact reverse of `asc`.
 */
export function queryMembers(db: MemoryDb, organizationId: string, query: Query): MemberQueryResult {
  const {
    limit = DEFAULT_LIST_MEMBERS_LIMIT,
    offset = 0,
    sortBy,
    sortDirection = 'asc',
    filterField,
    filterValue,
  } = query
  const matches =
    filterField !== undefined && filterValue !== undefined
      ? buildFilter(filterField, query.filterOperator ?? 'eq', filterValue)
      : undefined
  const source = sortBy === undefined ? [...membersOf(db, organizationId)] : sortedMembers(db, organizationId, sortBy)
  const ordered = sortDirection === 'desc' && sortBy !== undefined ? source.slice().reverse() : source
  const rows = matches ? ordered.filter(matches) : ordered
  return { rows: rows.slice(offset, offset + limit), total: rows.length }
}

import { describe, expect, it } from 'vitest'
import type { Member } from '../../../src/core/domain'
import { FILTER_OPERATORS } from '../../../src/core/input-schemas'
import type { OperationInput } from '../../../src/core/input-schemas'
import { createMemoryTransport, largeOrganizationSeed } from '../../../src/testing'
import { expectDefined } from '../../contract/expect-defined'

type Query = NonNullable<OperationInput<'listMembers'>['query']>

const SIZE = 10_000
const seed = largeOrganizationSeed({ members: SIZE, slug: 'huge' })
const transport = createMemoryTransport({ seed, signedInAs: seed.ownerEmail })

/** Every member, in insertion order, read with one huge page. */
const everyone = (await transport.listMembers({ query: { organizationSlug: 'huge', limit: SIZE } })).members

/** A deliberately naive reference: compare the transport's answer with a plain filter + sort + slice. */
function reference(query: Query): { ids: string[]; total: number } {
  const value = (m: Member, field: string): string | number => {
    if (field === 'createdAt') return m.createdAt.getTime()
    if (field === 'role') return m.role.join(',')
    if (field === 'id' || field === 'userId' || field === 'organizationId') return m[field]
    throw new Error(`The reference cannot read ${field}`)
  }
  let rows = everyone.filter((m) => {
    if (!query.filterField) return true
    const field = query.filterField
    const actual = value(m, field)
    const raw = expectDefined(query.filterValue, 'a filter value with the filter field')
    const list = (Array.isArray(raw) ? raw : [raw]).map((v) =>
      field === 'createdAt' ? new Date(v as string).getTime() : String(v),
    )
    const target = expectDefined(list[0], 'at least one filter value')
    switch (query.filterOperator ?? 'eq') {
      case 'eq':
        return actual === target
      case 'ne':
        return actual !== target
      case 'lt':
        return actual < target
      case 'lte':
        return actual <= target
      case 'gt':
        return actual > target
      case 'gte':
        return actual >= target
      case 'in':
        return list.includes(actual)
      case 'not_in':
        return !list.includes(actual)
      case 'contains':
        return String(actual).includes(String(target))
      case 'starts_with':
        return String(actual).startsWith(String(target))
      case 'ends_with':
        return String(actual).endsWith(String(target))
    }
  })
  const total = rows.length
  if (query.sortBy) {
    const field = query.sortBy
    const sign = query.sortDirection === 'desc' ? -1 : 1
    const position = new Map(everyone.map((m, i) => [m.id, i]))
    rows = [...rows].sort((a, b) => {
      const [x, y] = [value(a, field), value(b, field)]
      const inserted =
        expectDefined(position.get(a.id), 'a seeded member') - expectDefined(position.get(b.id), 'a seeded member')
      return sign * ((x < y ? -1 : x > y ? 1 : 0) || inserted)
    })
  }
  const offset = query.offset ?? 0
  return { ids: rows.slice(offset, offset + (query.limit ?? 100)).map((m) => m.id), total }
}

describe('memory transport: listMembers on 10,000 members', () => {
  it('seeds every member', () => {
    expect(everyone).toHaveLength(SIZE)
    expect(new Set(everyone.map((m) => m.createdAt.getTime())).size).toBe(SIZE)
  })

  const pivot = () => expectDefined(everyone[4321], 'member 4321')
  const cases: [string, () => Query][] = [
    ['default page', () => ({})],
    ['createdAt desc, page 3 of 50', () => ({ sortBy: 'createdAt', sortDirection: 'desc', limit: 50, offset: 100 })],
    ['role asc, last page', () => ({ sortBy: 'role', limit: 100, offset: 9950 })],
    [
      'role eq admin, sorted by createdAt',
      () => ({ filterField: 'role', filterValue: 'admin', sortBy: 'createdAt', limit: 25 }),
    ],
    [
      'role contains admin (multi-role too)',
      () => ({ filterField: 'role', filterOperator: 'contains', filterValue: 'admin', limit: 1000 }),
    ],
    [
      'role in one value (a sane answer, not a 500)',
      () => ({ filterField: 'role', filterOperator: 'in', filterValue: 'owner' }),
    ],
    [
      'role not_in two values',
      () => ({ filterField: 'role', filterOperator: 'not_in', filterValue: ['member', 'admin'], sortBy: 'userId' }),
    ],
    [
      'createdAt lt an ISO date',
      () => ({
        filterField: 'createdAt',
        filterOperator: 'lt',
        filterValue: pivot().createdAt.toISOString(),
        sortBy: 'createdAt',
        limit: 30,
        offset: 7,
      }),
    ],
    [
      'createdAt lte epoch ms',
      () => ({
        filterField: 'createdAt',
        filterOperator: 'lte',
        filterValue: pivot().createdAt.getTime(),
        sortBy: 'createdAt',
        sortDirection: 'desc',
      }),
    ],
    [
      'createdAt gt',
      () => ({
        filterField: 'createdAt',
        filterOperator: 'gt',
        filterValue: pivot().createdAt.toISOString(),
        sortBy: 'id',
      }),
    ],
    [
      'createdAt gte',
      () => ({
        filterField: 'createdAt',
        filterOperator: 'gte',
        filterValue: pivot().createdAt.toISOString(),
        limit: 500,
      }),
    ],
    ['createdAt eq', () => ({ filterField: 'createdAt', filterValue: pivot().createdAt.toISOString() })],
    [
      'userId ne',
      () => ({
        filterField: 'userId',
        filterOperator: 'ne',
        filterValue: pivot().userId,
        sortBy: 'userId',
        sortDirection: 'desc',
        limit: 10,
      }),
    ],
    [
      'id starts_with',
      () => ({ filterField: 'id', filterOperator: 'starts_with', filterValue: pivot().id.slice(0, 1), sortBy: 'id' }),
    ],
    ['id ends_with', () => ({ filterField: 'id', filterOperator: 'ends_with', filterValue: pivot().id.slice(-1) })],
    ['offset past the end', () => ({ offset: SIZE + 5 })],
  ]

  for (const [name, makeQuery] of cases) {
    it(`matches a naive reference: ${name}`, async () => {
      const query = makeQuery()
      const page = await transport.listMembers({ query: { organizationSlug: 'huge', ...query } })
      const expected = reference(query)
      expect(page.total).toBe(expected.total)
      expect(page.members.map((m) => m.id)).toEqual(expected.ids)
    })
  }

  it('covers every filter operator', () => {
    const used = new Set(cases.map(([, q]) => q().filterOperator ?? (q().filterField ? 'eq' : undefined)))
    for (const operator of FILTER_OPERATORS) expect(used).toContain(operator)
  })

  // How fast this is gets measured by `npm run bench` (bench/memory/list-members.run.ts), never asserted here.
  it('pages a filtered, sorted query: consecutive pages are consecutive slices, each with the full total', async () => {
    const query: Query = {
      filterField: 'role',
      filterOperator: 'ne',
      filterValue: 'owner',
      sortBy: 'createdAt',
      sortDirection: 'desc',
    }
    const expected = reference({ ...query, limit: SIZE })
    const pages = []
    for (let i = 0; i < 20; i++)
      pages.push(
        await transport.listMembers({ query: { organizationSlug: 'huge', ...query, limit: 50, offset: i * 50 } }),
      )
    expect(expected.total).toBe(SIZE - 1)
    expect(pages.map((page) => page.total)).toEqual(Array<number>(20).fill(expected.total))
    expect(pages.flatMap((page) => page.members.map((m) => m.id))).toEqual(expected.ids.slice(0, 1_000))
  })

  it('refuses filters it cannot answer with 400 VALIDATION_ERROR instead of a 500', async () => {
    const bad: Query[] = [
      { filterField: 'createdAt', filterOperator: 'contains', filterValue: '2026' },
      { filterField: 'createdAt', filterOperator: 'gt', filterValue: 'not a date' },
      { filterField: 'role', filterOperator: 'eq', filterValue: ['owner', 'admin'] },
      { filterField: 'createdAt', filterValue: true },
    ]
    for (const query of bad) {
      await expect(transport.listMembers({ query: { organizationSlug: 'huge', ...query } })).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
        status: 400,
      })
    }
  })
})

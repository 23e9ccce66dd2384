// @vitest-environment node
// The memory transport's listMembers on a 10,000-member organization: sort, filter and page, median of
// repeated runs after a warm-up. Reported, never asserted. Writes bench/results/memory.json.
import { it } from 'vitest'
import { writeResult } from '../lib/write-result'
import { createMemoryTransport, largeOrganizationSeed } from '../../src/testing'
import { must } from '../lib/must'

const MEMBERS = 10_000
const RUNS = 25
const WARMUP = 3

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const at = (index: number) => must(sorted[index], `timing ${index}`)
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

it('times listMembers on 10,000 members', async () => {
  const seed = largeOrganizationSeed({ members: MEMBERS })
  const seeding = performance.now()
  const transport = createMemoryTransport({ seed, signedInAs: seed.ownerEmail })
  const seedMs = performance.now() - seeding
  const organization = must(
    (await transport.list()).find((o) => o.slug === seed.organizationSlug),
    'seeded organization',
  )
  await transport.setActive({ organizationId: organization.id })
  const organizationId = organization.id
  const cases = [
    {
      id: 'page',
      label: 'page 101 of 50 (offset 5,000), no sort or filter',
      query: { organizationId, limit: 50, offset: 5_000 },
    },
    {
      id: 'sort',
      label: 'sorted by createdAt desc, page of 50 at offset 5,000',
      query: { organizationId, limit: 50, offset: 5_000, sortBy: 'createdAt', sortDirection: 'desc' },
    },
    {
      id: 'filter-sort',
      label: 'role contains "admin", sorted by createdAt, page of 20 at offset 200',
      query: {
        organizationId,
        limit: 20,
        offset: 200,
        sortBy: 'createdAt',
        sortDirection: 'asc',
        filterField: 'role',
        filterOperator: 'contains',
        filterValue: 'admin',
      },
    },
    {
      id: 'lookup',
      label: 'one member by userId (eq), limit 1',
      query: { organizationId, limit: 1, filterField: 'userId', filterOperator: 'eq', filterValue: '' },
    },
  ] as const
  const { userId } = must(
    (await transport.listMembers({ query: { organizationId, limit: 1, offset: 7_777 } })).members[0],
    'member at offset 7,777',
  )
  const results = []
  for (const c of cases) {
    const query = c.id === 'lookup' ? { ...c.query, filterValue: userId } : c.query
    const times: number[] = []
    let total = 0
    let returned = 0
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const t = performance.now()
      const page = await transport.listMembers({ query })
      const elapsed = performance.now() - t
      if (i >= WARMUP) times.push(elapsed)
      total = page.total
      returned = page.members.length
    }
    results.push({
      id: c.id,
      label: c.label,
      runs: RUNS,
      medianMs: median(times),
      minMs: Math.min(...times),
      maxMs: Math.max(...times),
      total,
      returned,
    })
  }
  writeResult('memory', { members: MEMBERS, seedMs, results })
  for (const r of results) console.log(`${r.id}: median ${r.medianMs.toFixed(2)} ms (${r.returned} of ${r.total})`)
})

import { describe, expect, it } from 'vitest'
import type { OrganizationPageAdapter } from '../../src/better-auth-plugin/read-organizations-with-roles'
import { inPageOrder, readOrganizationsWithRoles } from '../../src/better-auth-plugin/read-organizations-with-roles'

// The organization page's reads on an adapter of this test's own: a database that compares names case- and
// accent-insensitively and gives its ties in a different order on every read (as MySQL's default collation may),
// and that records how many member counts run at once.

interface Row {
  id: string
  name: string
}

/** Rows sorted by name as a case-insensitive collation does, ties in the order `shuffle` puts them. */
function sortedInsensitively(rows: Row[], shuffle: boolean): Row[] {
  const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const ties = shuffle ? [...rows].reverse() : rows
  return [...ties].sort((a, b) => (key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : 0))
}

describe('inPageOrder', () => {
  it('puts names the database holds equal in one order, by name then id, whatever order it gave them in', () => {
    const rows: Row[] = [
      { id: '3', name: 'acme' },
      { id: '1', name: 'Acme' },
      { id: '2', name: 'Acmé' },
      { id: '5', name: 'Beta' },
      { id: '4', name: 'Beta' },
      { id: '0', name: 'Zeta' },
    ]
    const once = inPageOrder(sortedInsensitively(rows, false)).map(({ id }) => id)
    const again = inPageOrder(sortedInsensitively(rows, true)).map(({ id }) => id)
    expect(once).toEqual(['1', '2', '3', '4', '5', '0'])
    expect(again).toEqual(once)
  })
})

describe('readOrganizationsWithRoles', () => {
  /** 40 organizations of the user, half of them named alike, each with one member; counts take a tick. */
  function adapterOf40() {
    const organizations: Row[] = Array.from({ length: 40 }, (_, index) => ({
      id: `org-${String(index).padStart(2, '0')}`,
      name: index % 2 === 0 ? 'Same' : `Org ${String(index).padStart(2, '0')}`,
    }))
    let reads = 0
    let running = 0
    const counts = { mostAtOnce: 0 }
    const adapter: OrganizationPageAdapter = {
      async count({ model }) {
        if (model !== 'member') throw new Error(`counted ${model}`)
        running++
        counts.mostAtOnce = Math.max(counts.mostAtOnce, running)
        await new Promise((resolve) => setTimeout(resolve, 1))
        running--
        return 1
      },
      findMany<T>({ model, where, limit, offset = 0, sortBy }: Parameters<OrganizationPageAdapter['findMany']>[0]) {
        if (model === 'member')
          return Promise.resolve(
            organizations.map(({ id }) => ({ organizationId: id, role: 'member' })) as unknown as T[],
          )
        const ids = new Set(where[0]?.value)
        const chosen = organizations.filter(({ id }) => ids.has(id))
        // Each read gives the tied names in another order.
        const sorted = sortBy ? sortedInsensitively(chosen, reads++ % 2 === 1) : chosen
        return Promise.resolve(sorted.slice(offset, offset + limit) as unknown as T[])
      },
    }
    return { adapter, counts }
  }

  it('pages every organization once across pages, and counts members at most 10 at a time', async () => {
    const { adapter, counts } = adapterOf40()
    const seen: string[] = []
    for (let offset = 0; offset < 40; offset += 7) {
      const page = await readOrganizationsWithRoles(adapter, { userId: 'u', limit: 7, offset })
      expect(page.total).toBe(40)
      seen.push(...page.organizations.map(({ id }) => id))
    }
    expect(seen).toHaveLength(40)
    expect(new Set(seen).size).toBe(40)
    expect(seen.slice(0, 3)).toEqual(['org-01', 'org-03', 'org-05'])
    expect(seen.slice(-3)).toEqual(['org-34', 'org-36', 'org-38'])
    const whole = await readOrganizationsWithRoles(adapter, { userId: 'u', limit: 100, offset: 0 })
    expect(whole.organizations.map(({ id }) => id)).toEqual(seen)
    expect(whole.organizations.every(({ memberCount }) => memberCount === 1)).toBe(true)
    expect(counts.mostAtOnce).toBe(10)
  })
})

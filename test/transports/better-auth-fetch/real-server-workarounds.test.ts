import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBetterAuthFetchTransport } from '../../../src/index'
import type { ContractHarness } from '../../contract/harness'
import { makeRealHarness } from '../../contract/real/make-real-harness'
import { expectDefined } from '../../contract/expect-defined'
import { setupOrganization } from '../../contract/support'
import type { Scenario } from '../../contract/support'

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

// Against the real server (embedded backend): answers Better Auth 1.7.7 gets wrong on the wire
// (see test/server/wire-quirks.test.ts) come out right through the transport.
let harness: ContractHarness
let scenario: Scenario

beforeAll(async () => {
  harness = await makeRealHarness('fetch', (fetch, baseURL) => createBetterAuthFetchTransport({ baseURL, fetch }))
  scenario = await setupOrganization(harness, { admins: 1, members: 2, label: 'workarounds' })
})

afterAll(() => harness.close())

describe('fetch transport against Better Auth 1.7.7', () => {
  const query = () => ({ organizationId: scenario.organization.id })

  it('"in" with one value, and an "in" over no values', async () => {
    const one = await harness.transport.listMembers({
      query: { ...query(), filterField: 'role', filterOperator: 'in', filterValue: ['admin'] },
    })
    expect(one.members.map((m) => m.id)).toEqual([expectDefined(scenario.admins[0], 'the admin').member.id])
    await expect(
      harness.transport.listMembers({
        query: { ...query(), filterField: 'role', filterOperator: 'in', filterValue: [] },
      }),
    ).resolves.toEqual({ members: [], total: 0 })
  })

  it('an empty page past the end, and a filter that matches nothing', async () => {
    await expect(harness.transport.listMembers({ query: { ...query(), offset: 50 } })).resolves.toEqual({
      members: [],
      total: 4,
    })
    await expect(
      harness.transport.listMembers({ query: { ...query(), filterField: 'role', filterValue: 'nobody' } }),
    ).resolves.toEqual({ members: [], total: 0 })
  })

  it('after membership_limit is lowered below the member count: full pages and the full organization', async () => {
    await harness.setPluginConfig({ membership_limit: 1 })
    try {
      const page = await harness.transport.listMembers({ query: query() })
      expect(page).toMatchObject({ total: 4 })
      expect(page.members).toHaveLength(4)
      const full = await harness.transport.getFullOrganization({ query: query() })
      expect(full?.members).toHaveLength(4)
      expect(full?.id).toBe(scenario.organization.id)
      const limited = await harness.transport.getFullOrganization({ query: { ...query(), membersLimit: 2 } })
      expect(limited?.members).toHaveLength(2)
    } finally {
      await harness.resetPluginConfig()
    }
  })
})

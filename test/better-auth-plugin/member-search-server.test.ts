import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBetterAuthClientTransport, createBetterAuthFetchTransport } from '../../src/index'
import type { Transport } from '../../src/index'
import type { EmbeddedBackend } from '../../src/server'
import type { ContractHarness } from '../contract/harness'
import { CookieJar, createJarFetch } from '../contract/real/cookie-jar'
import { makeRealHarness } from '../contract/real/make-real-harness'
import { createTestBackend, TEST_ORIGIN } from '../contract/real/shared-backend'
import { setupOrganization } from '../contract/support'

// The member search against real Better Auth servers (the embedded backend, PGlite, the project's Better Auth
// version): one with the kit's plugin and one without (as Neon Auth), through the fetch transport and a Better
// Auth client. Without the route, the transport answers null and asks no more; with it, a page; and a
// 10,000-member organization answers one page with the database doing the work.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 })

const SEARCH_PATH = '/orgkit/search-members'
const KINDS = ['fetch', 'client'] as const

interface Server {
  harness: ContractHarness
  /** Requests that reached the search route. */
  searchRequests: () => number
}

async function startServer(kind: (typeof KINDS)[number], orgkitPlugin: boolean): Promise<Server> {
  let searchRequests = 0
  const counting =
    (fetch: typeof globalThis.fetch): typeof globalThis.fetch =>
    (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes(SEARCH_PATH)) searchRequests += 1
      return fetch(input, init)
    }
  const makeTransport = (fetch: typeof globalThis.fetch, baseURL: string): Transport =>
    kind === 'fetch'
      ? createBetterAuthFetchTransport({ baseURL, fetch: counting(fetch) })
      : createBetterAuthClientTransport(
          createAuthClient({
            baseURL,
            plugins: [organizationClient()],
            fetchOptions: { customFetchImpl: counting(fetch) },
          }),
        )
  const harness = await makeRealHarness(kind, makeTransport, { orgkitPlugin })
  return { harness, searchRequests: () => searchRequests }
}

describe.each(KINDS)('%s transport: the member search on real servers', (kind) => {
  let withPlugin: Server
  let withoutPlugin: Server
  beforeAll(async () => {
    withPlugin = await startServer(kind, true)
    withoutPlugin = await startServer(kind, false)
  })
  afterAll(async () => {
    await withPlugin.harness.close()
    await withoutPlugin.harness.close()
  })

  it('without the plugin: null, and the next search asks nothing', async () => {
    const { harness, searchRequests } = withoutPlugin
    await setupOrganization(harness, { members: 1, label: 'stock search' })
    await expect(harness.transport.searchMembers({ query: { search: 'stock' } })).resolves.toBeNull()
    expect(searchRequests()).toBe(1)
    await expect(harness.transport.searchMembers({ query: { search: 'other' } })).resolves.toBeNull()
    expect(searchRequests()).toBe(1)
    // Still validated before anything: bad input is refused, not answered null.
    await expect(harness.transport.searchMembers({ query: { search: 'x'.repeat(300) } })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    })
  })

  it('with the plugin: a page, one request each time', async () => {
    const { harness, searchRequests } = withPlugin
    const { members } = await setupOrganization(harness, { members: 2, label: 'plugin search' })
    const page = await harness.transport.searchMembers({ query: { search: 'PLUGIN SEARCH MEMBER', limit: 1 } })
    expect(page?.total).toBe(2)
    expect(page?.members).toHaveLength(1)
    expect(members.map((member) => member.member.id)).toContain(page?.members[0]?.id)
    await harness.transport.searchMembers({ query: { search: 'plugin search member', limit: 1, offset: 1 } })
    expect(searchRequests()).toBe(2)
  })
})

describe('the member search at 10,000 members', () => {
  let backend: EmbeddedBackend
  beforeAll(async () => {
    backend = await createTestBackend()
  })
  afterAll(() => backend.close())

  it('pages, counts and sorts in the database: a page of 25 of the 1,111 matches, in order', async () => {
    const jar = new CookieJar()
    const fetch = createJarFetch((request) => backend.handler(request), { origin: TEST_ORIGIN, jar: () => jar })
    const baseURL = `${TEST_ORIGIN}${backend.basePath}`
    const post = (path: string, body: object) =>
      fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const owner = { email: 'owner@ten-thousand.example.com', password: 'ten-thousand-password', name: 'Owner' }
    expect((await post('/sign-up/email', owner)).ok).toBe(true)
    const transport = createBetterAuthFetchTransport({ baseURL, fetch })
    const organization = await transport.create({ name: 'Ten Thousand', slug: 'ten-thousand' })
    // Written straight into Better Auth's tables, a thousand rows at a time.
    const start = Date.now()
    for (let batch = 0; batch < 10; batch += 1) {
      const indexes = Array.from({ length: 1000 }, (_, offset) => batch * 1000 + offset)
      await backend.db
        .insertInto('user')
        .values(
          indexes.map((index) => ({
            id: `tenk-user-${index}`,
            name: `Person ${index}`,
            email: `person-${index}@ten-thousand.example.com`,
            emailVerified: true,
            createdAt: new Date(start),
            updatedAt: new Date(start),
          })),
        )
        .execute()
      await backend.db
        .insertInto('member')
        .values(
          indexes.map((index) => ({
            id: `tenk-member-${index}`,
            organizationId: organization.id,
            userId: `tenk-user-${index}`,
            role: 'member',
            createdAt: new Date(start + index),
          })),
        )
        .execute()
    }
    const query = { search: 'person 1', sortBy: 'createdAt' as const, sortDirection: 'desc' as const, limit: 25 }
    const started = performance.now()
    const page = await transport.searchMembers({ query })
    const elapsed = performance.now() - started
    // Person 1, 10–19, 100–199, 1000–1999: 1,111; the newest first, Person 1999 to Person 1975.
    expect(page?.total).toBe(1111)
    expect(page?.members.map((member) => member.user.name)).toEqual(
      Array.from({ length: 25 }, (_, offset) => `Person ${1999 - offset}`),
    )
    // The last page: Person 19 to 10, then Person 1.
    const last = await transport.searchMembers({ query: { ...query, offset: 1100 } })
    expect(last?.members.map((member) => member.user.name)).toEqual([
      ...Array.from({ length: 10 }, (_, offset) => `Person ${19 - offset}`),
      'Person 1',
    ])
    // Reported, not asserted (times depend on the machine): the median of 5 page reads here and in 1,000 members.
    const small = await transport.create({ name: 'One Thousand', slug: 'one-thousand' })
    await backend.db
      .insertInto('member')
      .values(
        Array.from({ length: 1000 }, (_, index) => ({
          id: `onek-member-${index}`,
          organizationId: small.id,
          userId: `tenk-user-${index}`,
          role: 'member',
          createdAt: new Date(start + index),
        })),
      )
      .execute()
    const median = async (organizationId: string) => {
      const times: number[] = []
      for (let run = 0; run < 5; run += 1) {
        const begun = performance.now()
        await transport.searchMembers({ query: { ...query, organizationId, offset: run * 25 } })
        times.push(performance.now() - begun)
      }
      return times.sort((a, b) => a - b)[2] ?? 0
    }
    const [tenThousand, oneThousand] = [await median(organization.id), await median(small.id)]
    console.info(
      `member search, one page: first ${elapsed.toFixed(0)} ms; median ${tenThousand.toFixed(0)} ms at 10,000 members, ${oneThousand.toFixed(0)} ms at 1,000`,
    )
  })
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createManagementClient } from '../../src/management/client/create-management-client'
import type { ManagementRateLimits } from '../../src/management/client/rate-limits'
import { createManagementEmulator } from '../../src/server/management-emulator/create-management-emulator'
import { toNodeMiddleware } from '../../src/server/management-emulator/to-node-middleware'
import type { ManagementEmulator } from '../../src/server/management-emulator/types'
import { busiestWindow } from './support/busiest-window'
import { call } from './support/emulator-call'
import { FakeClock } from './support/fake-clock'
import { TEST_API_KEY } from './support/harness'
import { seededRandom } from './support/seeded-random'

const PLUGIN_ROUTE = 'PATCH /projects/{project_id}/branches/{branch_id}/auth/plugins/organization'
/** The emulator's budgets in these tests, and the client's: 10 writes a second on the plugin route. */
const LIMITS: ManagementRateLimits = {
  requestsPerMinute: 700,
  requestsPerSecondPerRoute: 10,
  routeRequestsPerSecond: {},
}
const BURST = 50

/** What the client's fetch saw: a request leaving, or an answer handed back to the client. */
type NetworkEvent =
  | { kind: 'sent'; at: number; body: string }
  | { kind: 'answered'; at: number; body: string; status: number; retryAfterMs: number | undefined }

/**
 * A network between the client and the emulator, on the fake clock all three use (the client, Neon's SDK under it
 * and the emulator keep time with the global timers, which the clock fakes): every request takes 0 to 300 ms
 * to reach the emulator and its answer as long again, unevenly (seeded). The emulator counts a request when
 * it arrives, so requests paced when they leave may reach it closer together than they left.
 */
function slowNetwork(clock: FakeClock, emulator: ManagementEmulator) {
  const random = seededRandom(7)
  const latency = () => random() * 300
  const events: NetworkEvent[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const body = await request.clone().text()
    events.push({ kind: 'sent', at: clock.now(), body })
    await clock.sleep(latency())
    const response = await emulator.handler(request)
    await clock.sleep(latency())
    const retryAfter = response.headers.get('retry-after')
    events.push({
      kind: 'answered',
      at: clock.now(),
      body,
      status: response.status,
      retryAfterMs: retryAfter === null ? undefined : Number(retryAfter) * 1000,
    })
    return response
  }
  return { fetch, events }
}

/** The emulator at its configured rate, reached by a client over the slow, uneven network, on one fake clock. */
function overSlowNetwork() {
  const clock = new FakeClock()
  const emulator = createManagementEmulator({ apiKey: TEST_API_KEY, clock, rateLimits: LIMITS })
  const network = slowNetwork(clock, emulator)
  const client = createManagementClient({
    apiKey: TEST_API_KEY,
    baseUrl: 'http://emulator.test/api/v2',
    fetch: network.fetch,
    rateLimits: LIMITS,
  })
  return { clock, emulator, network, client }
}

/** 50 plugin writes at once, each with its own membership limit (101 to 150), so each is told apart by its body. */
function burstOfWrites(client: ReturnType<typeof createManagementClient>, emulator: ManagementEmulator) {
  return Array.from({ length: BURST }, (_, index) =>
    client.updateOrganizationPlugin(emulator.defaultProjectId, emulator.defaultBranchId, {
      membership_limit: 101 + index,
    }),
  )
}

describe('management client: a burst of writes against the emulator', () => {
  it('draws zero 429s from 50 writes at the emulator’s rate, however unevenly the network delivers them', async () => {
    const { clock, emulator, network, client } = overSlowNetwork()
    const results = await clock.run(Promise.all(burstOfWrites(client, emulator)))
    expect(results).toHaveLength(BURST)
    const writes = emulator.requests().filter((request) => request.route === PLUGIN_ROUTE)
    expect(writes.filter((request) => request.status === 429)).toHaveLength(0)
    expect(writes).toHaveLength(BURST)
    expect(writes.every((request) => request.status === 200)).toBe(true)
    // At the configured rate, measured where the emulator measures it: never more than 10 in any second.
    expect(
      busiestWindow(
        writes.map((request) => request.at),
        1_000,
      ),
    ).toBeLessThanOrEqual(LIMITS.requestsPerSecondPerRoute)
    const sent = network.events.filter((event) => event.kind === 'sent').map((event) => event.body)
    expect(new Set(sent).size).toBe(BURST)
  })

  it('honours every Retry-After the emulator sends: a 429 holds every later request, a 503 its own retry', async () => {
    const { clock, emulator, network, client } = overSlowNetwork()
    // Another process with the same key has just spent this second's budget of the route...
    const path = `/projects/${emulator.defaultProjectId}/branches/${emulator.defaultBranchId}/auth/plugins/organization`
    for (let index = 0; index < LIMITS.requestsPerSecondPerRoute; index++)
      expect((await call(emulator, 'PATCH', path, { body: { organization_limit: 20 + index } })).status).toBe(200)
    // ...and the API is briefly unavailable for the first write that arrives.
    emulator.failNext({ status: 503, retryAfterSeconds: 2, route: PLUGIN_ROUTE })
    const results = await clock.run(Promise.all(burstOfWrites(client, emulator)))
    expect(results).toHaveLength(BURST)

    const answers = network.events.filter((event) => event.kind === 'answered')
    const refused = answers.filter((event) => event.retryAfterMs !== undefined)
    expect(refused.filter((event) => event.status === 503)).toHaveLength(1)
    expect(refused.filter((event) => event.status === 429).length).toBeGreaterThan(0)
    for (const answer of refused) {
      const waitUntil = answer.at + (answer.retryAfterMs ?? 0)
      const later = network.events.slice(network.events.indexOf(answer) + 1)
      // The retry of the refused write waits at least as long as asked...
      const retry = later.find((event) => event.kind === 'sent' && event.body === answer.body)
      expect(retry?.at).toBeGreaterThanOrEqual(waitUntil)
      // ...and after a 429 (the account's budget is spent) so does every other request of the client.
      if (answer.status === 429)
        for (const event of later) if (event.kind === 'sent') expect(event.at).toBeGreaterThanOrEqual(waitUntil)
    }
    // Every write went through exactly once.
    const accepted = answers.filter((event) => event.status === 200).map((event) => event.body)
    expect(accepted).toHaveLength(BURST)
    expect(new Set(accepted).size).toBe(BURST)
  })

  it('draws zero 429s from 50 writes over real HTTP on the system clock, at the default budgets', async () => {
    const emulator = createManagementEmulator({ apiKey: TEST_API_KEY })
    const middleware = toNodeMiddleware(emulator)
    const server = createServer((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 404
        res.end()
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const client = createManagementClient({ apiKey: TEST_API_KEY, baseUrl: `http://127.0.0.1:${port}/api/v2` })
      await Promise.all(burstOfWrites(client, emulator))
      const writes = emulator.requests().filter((request) => request.route === PLUGIN_ROUTE)
      expect(writes.filter((request) => request.status === 429)).toHaveLength(0)
      expect(writes).toHaveLength(BURST)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

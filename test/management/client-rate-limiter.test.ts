import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../src/management/client/rate-limiter'
import { DEFAULT_RATE_LIMITS, ORG_API_KEYS_ROUTE } from '../../src/management/client/rate-limits'
import { busiestWindow } from './support/busiest-window'
import { FakeClock } from './support/fake-clock'
import { createHarness } from './support/harness'

const CREATE_BRANCH = 'POST /projects/{project_id}/branches'

describe('management client: rate limiter', () => {
  it('smooths a burst of 100 writes under 40 a second per route, with no 429 and none lost', async () => {
    const { client, emulator, clock } = createHarness()
    const start = clock.now()
    const names = Array.from({ length: 100 }, (_, index) => `burst-${index}`)
    await clock.run(
      Promise.all(names.map((name) => client.createBranch(emulator.defaultProjectId, { branch: { name } }))),
    )
    const writes = emulator.requests().filter((request) => request.route === CREATE_BRANCH)
    expect(writes).toHaveLength(100)
    expect(writes.every((request) => request.status === 201)).toBe(true)
    expect(
      busiestWindow(
        writes.map((request) => request.at),
        1_000,
      ),
    ).toBe(40)
    expect(writes.map((request) => request.at - start)).toEqual([
      ...Array<number>(40).fill(0),
      ...Array<number>(40).fill(1_000),
      ...Array<number>(20).fill(2_000),
    ])
  })

  it('is what keeps the same burst from being refused', async () => {
    const { makeClient, emulator, clock } = createHarness()
    const client = makeClient({ rateLimits: false, retries: 0 })
    const settled = await clock.run(
      Promise.allSettled(
        Array.from({ length: 100 }, (_, i) =>
          client.createBranch(emulator.defaultProjectId, { branch: { name: `b-${i}` } }),
        ),
      ),
    )
    expect(settled.filter((result) => result.status === 'rejected')).toHaveLength(60)
  })

  it('keeps org API key creation under 10 a second', async () => {
    const { client, emulator, clock } = createHarness()
    const start = clock.now()
    await clock.run(
      Promise.all(Array.from({ length: 25 }, (_, i) => client.createOrgApiKey(emulator.orgId, { key_name: `k${i}` }))),
    )
    const arrivals = emulator.requests().filter((request) => request.route === ORG_API_KEYS_ROUTE)
    expect(arrivals.every((request) => request.status === 200)).toBe(true)
    expect(arrivals.map((request) => request.at - start)).toEqual([
      ...Array<number>(10).fill(0),
      ...Array<number>(10).fill(1_000),
      ...Array<number>(5).fill(2_000),
    ])
  })

  it('keeps the per-minute budget across routes', async () => {
    const limits = { requestsPerMinute: 5, requestsPerSecondPerRoute: 40, routeRequestsPerSecond: {} }
    const { makeClient, emulator, clock } = createHarness({ emulator: { rateLimits: limits } })
    const client = makeClient({ rateLimits: limits })
    const start = clock.now()
    const calls = Array.from({ length: 7 }, (_, i) =>
      i % 2 === 0 ? client.listProjects() : client.getAuthPlugins(emulator.defaultProjectId, emulator.defaultBranchId),
    )
    await clock.run(Promise.all(calls))
    expect(emulator.requests().map((request) => [request.at - start, request.status])).toEqual([
      ...Array.from({ length: 5 }, () => [0, 200]),
      [60_000, 200],
      [60_000, 200],
    ])
  })

  it('keeps the place of a request until its answer, and counts it for a window from the answer', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ ...DEFAULT_RATE_LIMITS, requestsPerSecondPerRoute: 1 }, clock)
    const start = clock.now()
    const first = await limiter.acquire('GET /x')
    let secondSentAt: number | undefined
    const second = limiter.acquire('GET /x').then((slot) => {
      secondSentAt = clock.now()
      return slot
    })
    // However long the first answer takes, the second request waits for it...
    await clock.advance(5_000)
    expect(secondSentAt).toBeUndefined()
    first.release()
    // ...and then for a whole window from the moment it arrived.
    await clock.advance(999)
    expect(secondSentAt).toBeUndefined()
    await clock.advance(1)
    expect(secondSentAt).toBe(start + 6_000)
    ;(await second).release()
  })

  it('holds every request until a Retry-After has passed', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter(DEFAULT_RATE_LIMITS, clock)
    const start = clock.now()
    limiter.pauseUntil(start + 3_000)
    const sentAt = await clock.run(
      Promise.all(
        ['GET /x', 'GET /y'].map((route) =>
          limiter.acquire(route).then((slot) => {
            slot.release()
            return clock.now()
          }),
        ),
      ),
    )
    expect(sentAt).toEqual([start + 3_000, start + 3_000])
  })

  it('serves queued callers first-in first-out and lets an aborted one leave without using a slot', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ ...DEFAULT_RATE_LIMITS, requestsPerSecondPerRoute: 2 }, clock)
    const order: string[] = []
    const controller = new AbortController()
    // Each request is answered at once: its place counts from then for a second.
    const take = (name: string, signal?: AbortSignal) =>
      limiter.acquire('GET /x', signal).then((slot) => {
        order.push(`${name}@${clock.now()}`)
        slot.release()
      })
    const waits = [take('a'), take('b'), take('c'), take('d', controller.signal), take('e'), take('f')]
    await clock.settle()
    controller.abort()
    await clock.run(Promise.allSettled(waits))
    const start = Date.UTC(2026, 0, 1)
    expect(order).toEqual([`a@${start}`, `b@${start}`, `c@${start + 1000}`, `e@${start + 1000}`, `f@${start + 2000}`])
    await expect(waits[3]).rejects.toMatchObject({ name: 'AbortError' })
  })
})

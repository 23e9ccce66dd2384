import { describe, expect, it } from 'vitest'
import { isManagementApiError } from '../../src/management/client/management-api-error'
import { parseRetryAfter, resolveRetryPolicy, retryDelay } from '../../src/management/client/retry-policy'
import { createHarness, everythingLoggable, TEST_API_KEY } from './support/harness'

const CREATE_BRANCH = 'POST /projects/{project_id}/branches'

describe('management client: retries', () => {
  it('waits out Retry-After (never earlier) before retrying a 429', async () => {
    const { client, emulator, clock } = createHarness()
    emulator.failNext({ status: 429, retryAfterSeconds: 3 })
    const start = clock.now()
    const result = await clock.run(client.createBranch(emulator.defaultProjectId, { branch: { name: 'after-429' } }))
    expect(result.branch.name).toBe('after-429')
    const [first, second, ...rest] = emulator.requests()
    expect(rest).toHaveLength(0)
    expect(first).toMatchObject({ at: start, status: 429 })
    expect(second?.status).toBe(201)
    expect((second?.at ?? 0) - start).toBeGreaterThanOrEqual(3_000)
    // Full jitter on top of Retry-After stays below the first backoff ceiling (250 ms).
    expect((second?.at ?? 0) - start).toBeLessThan(3_250)
  })

  it('retries 423 and 503 on a POST, and does not retry a 500', async () => {
    const { client, emulator, clock } = createHarness()
    emulator.failNext({ status: 423 })
    emulator.failNext({ status: 503 })
    await clock.run(client.createBranch(emulator.defaultProjectId, { branch: { name: 'locked-then-ok' } }))
    expect(emulator.requests().map((request) => request.status)).toEqual([423, 503, 201])
    emulator.failNext({ status: 500 })
    const error = await clock
      .run(client.createBranch(emulator.defaultProjectId, { branch: { name: 'x' } }))
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 500, attempts: 1 })
    expect(emulator.listBranches(emulator.defaultProjectId).map((branch) => branch.name)).toEqual([
      'main',
      'locked-then-ok',
    ])
  })

  it('gives up after maxRetries with the last 429 as a typed error', async () => {
    const { makeClient, emulator, clock } = createHarness()
    const client = makeClient({ retry: { maxRetries: 2 } })
    emulator.failNext({ status: 429, count: 10, retryAfterSeconds: 1 })
    const error = await clock.run(client.listProjects()).catch((e: unknown) => e)
    expect(isManagementApiError(error)).toBe(true)
    expect(error).toMatchObject({ status: 429, attempts: 3, retryAfterMs: 1_000, message: 'too many requests' })
    expect(emulator.requests()).toHaveLength(3)
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
  })

  it('does not wait out a Retry-After longer than maxDelayMs', async () => {
    const { client, emulator, clock } = createHarness()
    emulator.failNext({ status: 503, retryAfterSeconds: 60 })
    const start = clock.now()
    const error = await clock.run(client.listProjects()).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 503, attempts: 1, retryAfterMs: 60_000 })
    expect(clock.now()).toBe(start)
  })

  it('bounds the total wait of one call', async () => {
    const { makeClient, emulator, clock } = createHarness()
    const client = makeClient({ retry: { maxRetries: 100, maxTotalDelayMs: 5_000 } })
    emulator.failNext({ status: 429, count: 100, retryAfterSeconds: 2 })
    const start = clock.now()
    const error = await clock.run(client.listProjects()).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 429 })
    expect(clock.now() - start).toBeLessThanOrEqual(5_000)
    expect(emulator.requests().length).toBeLessThanOrEqual(3)
  })

  it('finishes every write of a bounded 429 storm exactly once', async () => {
    // The emulator allows 10 branch creations a second; 40 arrive at once from a client without its own limiter.
    const { makeClient, emulator, clock } = createHarness({
      emulator: { rateLimits: { requestsPerMinute: 700, requestsPerSecondPerRoute: 10, routeRequestsPerSecond: {} } },
    })
    const client = makeClient({ rateLimits: false })
    const names = Array.from({ length: 40 }, (_, index) => `storm-${index}`)
    const results = await clock.run(
      Promise.all(names.map((name) => client.createBranch(emulator.defaultProjectId, { branch: { name } }))),
    )
    expect(results.map((result) => result.branch.name)).toEqual(names)
    const writes = emulator.requests().filter((request) => request.route === CREATE_BRANCH)
    expect(writes.filter((request) => request.status === 429).length).toBeGreaterThan(0)
    expect(writes.filter((request) => request.status === 201)).toHaveLength(40)
    expect(writes.every((request) => request.status === 201 || request.status === 429)).toBe(true)
    const created = emulator.listBranches(emulator.defaultProjectId).map((branch) => branch.name)
    expect(created.filter((name) => name.startsWith('storm-')).sort()).toEqual([...names].sort())
  })
})

describe('retry policy', () => {
  const policy = resolveRetryPolicy()

  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(parseRetryAfter('2', now)).toBe(2_000)
    expect(parseRetryAfter('0.5', now)).toBe(500)
    expect(parseRetryAfter(new Date(now + 4_000).toUTCString(), now)).toBe(4_000)
    expect(parseRetryAfter(new Date(now - 4_000).toUTCString(), now)).toBe(0)
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
  })

  it('uses full jitter under a doubling ceiling, on top of Retry-After', () => {
    expect(retryDelay(policy, 0, 0, undefined, () => 0)).toBe(0)
    expect(retryDelay(policy, 0, 0, undefined, () => 0.999)).toBe(249)
    expect(retryDelay(policy, 3, 0, undefined, () => 0.999)).toBe(1_998)
    expect(retryDelay(resolveRetryPolicy({ maxRetries: 20 }), 10, 0, undefined, () => 0.999)).toBe(9_990)
    expect(retryDelay(policy, 0, 0, 2_000, () => 0.5)).toBe(2_125)
    expect(retryDelay(policy, 0, 0, 9_900, () => 0.999)).toBe(10_000)
  })

  it('stops at maxRetries, a too-long Retry-After, or the total budget', () => {
    expect(retryDelay(policy, 4, 0, undefined, () => 0)).toBeUndefined()
    expect(retryDelay(policy, 0, 0, 10_001, () => 0)).toBeUndefined()
    expect(retryDelay(policy, 0, 29_900, 200, () => 0)).toBeUndefined()
    expect(() => resolveRetryPolicy({ maxRetries: -1 })).toThrow(RangeError)
    expect(() => resolveRetryPolicy({ baseDelayMs: Number.NaN })).toThrow(RangeError)
  })
})

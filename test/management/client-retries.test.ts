import { describe, expect, it } from 'vitest'
import { isManagementApiError } from '../../src/management/client/management-api-error'
import { createHarness, everythingLoggable, TEST_API_KEY } from './support/harness'

const CREATE_BRANCH = 'POST /projects/{project_id}/branches'
const PLUGIN_PATCH = 'PATCH /projects/{project_id}/branches/{branch_id}/auth/plugins/organization'
const GET_OPERATION = 'GET /projects/{project_id}/operations/{operation_id}'

/** A harness with one branch created, so there is an operation to read (`getOperation` rests on `neon.operations`). */
async function withOperation() {
  const harness = createHarness()
  const { emulator, client } = harness
  const { operations } = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'op' } })
  const operationId = operations[0]?.id ?? ''
  const readOperation = (): Promise<unknown> => client.getOperation(emulator.defaultProjectId, operationId)
  const patchPlugin = (): Promise<unknown> =>
    client.updateOrganizationPlugin(emulator.defaultProjectId, emulator.defaultBranchId, { membership_limit: 7 })
  return { ...harness, operationId, readOperation, patchPlugin, sinceNow: emulator.requests().length }
}

// Two paths, one set of rules: the plugin PATCH goes through the SDK's raw layer and the kit's retry of it
// (`retry-raw-call.ts`); getOperation through the SDK's `neon.operations.get`, retried by the SDK itself.
describe.each([
  ['the organization plugin PATCH (raw layer)', PLUGIN_PATCH, 'patchPlugin'],
  ['getOperation (the SDK’s neon.operations)', GET_OPERATION, 'readOperation'],
] as const)('management client: retries of %s', (_name, route, method) => {
  it('waits out Retry-After (never earlier) before retrying a 429', async () => {
    const harness = await withOperation()
    const { emulator, clock } = harness
    emulator.failNext({ status: 429, retryAfterSeconds: 3, route })
    await clock.run(harness[method]())
    const [first, second, ...rest] = emulator.requests().slice(harness.sinceNow)
    expect(rest).toHaveLength(0)
    expect(first?.status).toBe(429)
    expect(second?.status).toBe(200)
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(3_000)
  })

  it('retries 423 and 503, and does not retry a 500', async () => {
    const harness = await withOperation()
    const { emulator, clock } = harness
    emulator.failNext({ status: 423, route })
    emulator.failNext({ status: 503, route })
    await clock.run(harness[method]())
    expect(
      emulator
        .requests()
        .slice(harness.sinceNow)
        .map((request) => request.status),
    ).toEqual([423, 503, 200])
    emulator.failNext({ status: 500, route })
    const error = await clock.run(harness[method]()).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 500 })
    expect(emulator.requests().slice(harness.sinceNow)).toHaveLength(4)
  })

  it('gives up after `retries` with the last 429 as a typed error, without the key', async () => {
    const harness = await withOperation()
    const { emulator, clock, makeClient, operationId } = harness
    const client = makeClient({ retries: 2 })
    emulator.failNext({ status: 429, count: 10, retryAfterSeconds: 1, route })
    const call: Promise<unknown> =
      method === 'patchPlugin'
        ? client.updateOrganizationPlugin(emulator.defaultProjectId, emulator.defaultBranchId, { membership_limit: 7 })
        : client.getOperation(emulator.defaultProjectId, operationId)
    const error = await clock.run(call).catch((e: unknown) => e)
    expect(isManagementApiError(error)).toBe(true)
    expect(error).toMatchObject({ status: 429, retryAfterMs: 1_000, message: 'too many requests' })
    expect(emulator.requests().filter((request) => request.status === 429)).toHaveLength(3)
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
  })

  it('does not wait out a Retry-After longer than 10 s: the answer surfaces at once', async () => {
    const harness = await withOperation()
    const { emulator, clock } = harness
    emulator.failNext({ status: 503, retryAfterSeconds: 60, route })
    const start = clock.now()
    const error = await clock.run(harness[method]()).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 503, retryAfterMs: 60_000 })
    expect(clock.now()).toBe(start)
    expect(emulator.requests().slice(harness.sinceNow)).toHaveLength(1)
  })
})

describe('management client: a 429 storm', () => {
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

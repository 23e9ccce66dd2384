import { describe, expect, it } from 'vitest'
import { createManagementClient } from '../../src/management/client/create-management-client'
import { createHarness, TEST_API_KEY } from './support/harness'

describe('management client: abort', () => {
  it('sends nothing when the signal is already aborted', async () => {
    const { client, seen } = createHarness()
    await expect(client.listProjects({}, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' })
    expect(seen).toHaveLength(0)
  })

  it('aborts a request in flight (the signal reaches fetch)', async () => {
    let reachFetch: (signal: AbortSignal | undefined) => void = () => undefined
    const fetchReached = new Promise<AbortSignal | undefined>((resolve) => (reachFetch = resolve))
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      // The SDK hands fetch a `Request`, which carries the signal.
      fetch: (input) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = input instanceof Request ? input.signal : undefined
          reachFetch(signal)
          signal?.addEventListener('abort', () => {
            const reason: unknown = signal.reason
            reject(reason)
          })
        }),
    })
    const controller = new AbortController()
    const call = client.getAuthPlugins('p', 'b', { signal: controller.signal })
    // Waits for the request itself rather than for some turns of the event loop.
    const signal = await fetchReached
    expect(signal?.aborted).toBe(false)
    controller.abort()
    expect(signal?.aborted).toBe(true)
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('aborts during backoff without sending the retry or waiting it out', async () => {
    const { client, emulator, clock } = createHarness()
    emulator.failNext({ status: 429, retryAfterSeconds: 5 })
    const controller = new AbortController()
    const start = clock.now()
    const call = client.createBranch(
      emulator.defaultProjectId,
      { branch: { name: 'never' } },
      { signal: controller.signal },
    )
    call.catch(() => undefined)
    await clock.settle()
    expect(clock.pendingSleeps).toBe(1)
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(clock.now()).toBe(start)
    expect(clock.pendingSleeps).toBe(0)
    await clock.advance(10_000)
    expect(emulator.requests()).toHaveLength(1)
    expect(emulator.listBranches(emulator.defaultProjectId)).toHaveLength(1)
  })

  it('aborts during the SDK’s own backoff (getOperation) without sending the retry', async () => {
    const { client, emulator, clock } = createHarness()
    const { operations } = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'read-me' } })
    emulator.failNext({
      status: 503,
      retryAfterSeconds: 5,
      route: 'GET /projects/{project_id}/operations/{operation_id}',
    })
    const controller = new AbortController()
    const call = client.getOperation(emulator.defaultProjectId, operations[0]?.id ?? '', { signal: controller.signal })
    call.catch(() => undefined)
    await clock.settle()
    const sent = emulator.requests().length
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    await clock.advance(10_000)
    expect(emulator.requests()).toHaveLength(sent)
  })

  it('aborts while queued behind the limiter', async () => {
    const { makeClient, emulator, clock } = createHarness()
    const client = makeClient({
      rateLimits: { requestsPerMinute: 1, requestsPerSecondPerRoute: 40, routeRequestsPerSecond: {} },
    })
    await client.listProjects()
    const controller = new AbortController()
    const queued = client.listProjects({}, { signal: controller.signal })
    queued.catch(() => undefined)
    await clock.settle()
    controller.abort()
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' })
    expect(emulator.requests()).toHaveLength(1)
  })

  it('aborts while polling operations, with the reason given', async () => {
    const { client, emulator, clock } = createHarness()
    const { operations } = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'polled' } })
    const controller = new AbortController()
    const wait = client.waitForOperations(operations, { signal: controller.signal, intervalMs: 500 })
    wait.catch(() => undefined)
    await clock.advance(500)
    const polls = emulator.requests().length
    expect(polls).toBe(2)
    controller.abort(new Error('user left the page'))
    await expect(wait).rejects.toThrow('user left the page')
    await clock.advance(5_000)
    expect(emulator.requests()).toHaveLength(polls)
  })
})

import { describe, expect, it } from 'vitest'
import type { OperationStatus } from '../../src/management/client/types/operation'
import { createHarness } from './support/harness'

const OPERATION_ROUTE = 'GET /projects/{project_id}/operations/{operation_id}'

describe('management client: waiting for operations', () => {
  it('polls scheduling -> running -> finished, and the branch becomes ready', async () => {
    const { client, emulator, clock } = createHarness()
    const start = clock.now()
    const { branch, operations } = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'wait-me' } })
    const result = await clock.run(client.waitForOperations(operations, { intervalMs: 300 }))
    expect(result).toEqual({ outcome: 'succeeded' })
    // 400 ms scheduling + 1200 ms running: the wait ends once the operation is finished, and polled until then.
    expect(clock.now() - start).toBeGreaterThanOrEqual(1_600)
    const polls = emulator.requests().filter((request) => request.route === OPERATION_ROUTE)
    expect(polls.length).toBeGreaterThan(1)
    expect(polls.at(-1)?.status).toBe(200)
    expect(emulator.listBranches(emulator.defaultProjectId).find((b) => b.id === branch.id)?.current_state).toBe(
      'ready',
    )
  })

  it('reports each status the emulator passes through', async () => {
    const { client, emulator, clock } = createHarness()
    const { operations } = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'phases' } })
    const id = operations[0]?.id ?? ''
    const statusAt = async () => (await client.getOperation(emulator.defaultProjectId, id)).status
    const phases = [await statusAt()]
    await clock.advance(400)
    phases.push(await statusAt())
    await clock.advance(1_199)
    phases.push(await statusAt())
    await clock.advance(1)
    phases.push(await statusAt())
    expect(phases).toEqual(['scheduling', 'running', 'running', 'finished'])
  })

  // The emulator gives an error text to `failed` and `error` operations only.
  it.each<[OperationStatus, 'succeeded' | 'failed', string | undefined]>([
    ['failed', 'failed', 'create_branch failed (set by the emulator)'],
    ['error', 'failed', 'create_branch error (set by the emulator)'],
    ['cancelled', 'failed', undefined],
    ['skipped', 'succeeded', undefined],
  ])('ends on %s as %s', async (status, outcome, error) => {
    const { client, emulator, clock } = createHarness()
    const { operations } = await client.createBranch(emulator.defaultProjectId, { branch: { name: `to-${status}` } })
    emulator.forceOperationStatus(operations[0]?.id ?? '', status)
    const result = await clock.run(client.waitForOperations(operations, { intervalMs: 250 }))
    expect(result.outcome).toBe(outcome)
    if (result.outcome === 'failed') {
      expect(result).toMatchObject({ operationId: operations[0]?.id, status })
      // The SDK's message names the operation, its action and status, and the API's error text when there is one.
      expect(result.message).toContain(`"${status}"`)
      if (error) expect(result.message).toContain(error)
    }
  })

  it('keeps polling through cancelling until cancelled', async () => {
    const { client, emulator, clock } = createHarness()
    const { operations } = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'cancel-me' } })
    const id = operations[0]?.id ?? ''
    emulator.forceOperationStatus(id, 'cancelling')
    let done = false
    const wait = client.waitForOperations(operations, { intervalMs: 1_000 }).finally(() => (done = true))
    await clock.advance(5_000)
    expect(done).toBe(false)
    expect(emulator.requests().filter((request) => request.route === OPERATION_ROUTE).length).toBeGreaterThan(1)
    emulator.forceOperationStatus(id, 'cancelled')
    const result = await clock.run(wait)
    expect(result).toMatchObject({ outcome: 'failed', operationId: id, status: 'cancelled' })
  })

  it('returns what is still pending on timeout, and the wait can be resumed with it', async () => {
    const { client, emulator, clock } = createHarness()
    const { operations } = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'slow' } })
    const id = operations[0]?.id ?? ''
    emulator.forceOperationStatus(id, 'running')
    const start = clock.now()
    const result = await clock.run(client.waitForOperations(operations, { intervalMs: 1_000, timeoutMs: 3_500 }))
    if (result.outcome !== 'timed_out') throw new Error(`expected timed_out, got ${result.outcome}`)
    expect(result.pending.map((operation) => [operation.id, operation.status])).toEqual([[id, 'running']])
    expect(clock.now() - start).toBe(3_500)
    emulator.forceOperationStatus(id, 'finished')
    const resumed = await clock.run(client.waitForOperations(result.pending, { intervalMs: 1_000 }))
    expect(resumed.outcome).toBe('succeeded')
  })

  it('waits for every operation, and stops polling at the first failure', async () => {
    const { client, emulator, clock } = createHarness()
    const created = await client.createBranch(emulator.defaultProjectId, {
      branch: { name: 'with-compute' },
      endpoints: [{ type: 'read_write' }],
    })
    expect(created.operations.map((operation) => operation.action)).toEqual(['create_branch', 'start_compute'])
    expect(created.endpoints).toHaveLength(1)
    const start = clock.now()
    const both = await clock.run(client.waitForOperations(created.operations, { intervalMs: 500 }))
    expect(both.outcome).toBe('succeeded')
    // start_compute starts when create_branch finishes: 2 x 1600 ms.
    expect(clock.now() - start).toBeGreaterThanOrEqual(3_200)

    const again = await client.createBranch(emulator.defaultProjectId, {
      branch: { name: 'half' },
      endpoints: [{ type: 'read_write' }],
    })
    emulator.forceOperationStatus(again.operations[0]?.id ?? '', 'failed')
    const polled = emulator.requests().length
    const failed = await clock.run(client.waitForOperations(again.operations, { intervalMs: 500 }))
    expect(failed).toMatchObject({ outcome: 'failed', operationId: again.operations[0]?.id, status: 'failed' })
    // Stopped at the first failure: one round, and not a poll of start_compute after create_branch failed.
    const rounds = emulator.requests().slice(polled)
    expect(rounds.map((request) => request.path)).toEqual([
      `/api/v2/projects/${emulator.defaultProjectId}/operations/${again.operations[0]?.id}`,
    ])
  })

  it('costs no request when every operation is already over', async () => {
    const { client, emulator } = createHarness()
    const { operations } = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'done' } })
    const before = emulator.requests().length
    const result = await client.waitForOperations(
      operations.map((operation) => ({ ...operation, status: 'finished' as const })),
    )
    expect(result.outcome).toBe('succeeded')
    expect(await client.waitForOperations([])).toEqual({ outcome: 'succeeded' })
    expect(emulator.requests()).toHaveLength(before)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrgKitError } from '../../../src/core/org-kit-error'
import { createMemoryTransport, demoSeed, DEMO_OWNER_EMAIL } from '../../../src/testing'
import { rejectionOf } from '../../support/rejection-of'

const makeTransport = (latency = 0) =>
  createMemoryTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL, latency })

describe('memory transport: call log', () => {
  it('records operation, a copy of the arguments and the time, in order; clearCalls empties it', async () => {
    const transport = createMemoryTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      now: '2026-05-01T10:00:00Z',
    })
    const input = { query: { organizationSlug: 'acme', limit: 2 } }
    await transport.listMembers(input)
    input.query.limit = 99
    await transport.list()
    await expect(transport.create({ name: 'Bad', slug: 'Bad Slug' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    })
    expect(transport.calls.map((c) => c.operation)).toEqual(['listMembers', 'list', 'create'])
    expect(transport.calls[0]).toEqual({
      operation: 'listMembers',
      args: { query: { organizationSlug: 'acme', limit: 2 } },
      at: new Date('2026-05-01T10:00:00Z'),
    })
    expect(transport.calls[1]?.args).toBeUndefined()
    transport.clearCalls()
    expect(transport.calls).toEqual([])
  })

  it('hands out a copy of the log', async () => {
    const transport = makeTransport()
    await transport.list()
    const calls = transport.calls as unknown as unknown[]
    calls.length = 0
    expect(transport.calls).toHaveLength(1)
  })
})

/** Follows a promise without consuming it: `settled()` tells whether it has resolved or rejected yet. */
function follow(promise: Promise<unknown>): { settled: () => boolean } {
  let settled = false
  const markSettled = () => {
    settled = true
  }
  promise.then(markSettled, markSettled)
  return { settled: () => settled }
}

// Latency and abort run on fake timers: what is asserted is when a call settles relative to the latency,
// never how long the machine took.
describe('memory transport: latency', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds every answer back by the configured latency', async () => {
    const transport = makeTransport(40)
    expect(transport.latency).toBe(40)
    const answer = transport.list()
    const progress = follow(answer)
    await vi.advanceTimersByTimeAsync(39)
    expect(progress.settled()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(progress.settled()).toBe(true)
    await expect(answer).resolves.toHaveLength(2)
  })

  it('can be changed at run time: 0 answers without any timer', async () => {
    const transport = makeTransport(40)
    transport.latency = 0
    const answer = transport.list()
    expect(vi.getTimerCount()).toBe(0)
    await expect(answer).resolves.toHaveLength(2)
    expect(() => {
      transport.latency = -1
    }).toThrow(RangeError)
    expect(transport.latency).toBe(0)
  })
})

describe('memory transport: abort', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('rejects with the reason of an already aborted signal, without running the operation', async () => {
    const transport = makeTransport()
    const controller = new AbortController()
    const reason = new Error('gone')
    controller.abort(reason)
    await expect(transport.create({ name: 'Never', slug: 'never' }, { signal: controller.signal })).rejects.toBe(reason)
    await expect(transport.checkSlug({ slug: 'never' })).resolves.toEqual({ status: true })
  })

  it('rejects during latency with the signal reason, before the latency elapses, and the operation never happens', async () => {
    vi.useFakeTimers()
    const transport = makeTransport(200)
    const controller = new AbortController()
    const pending = transport.create({ name: 'Late', slug: 'late' }, { signal: controller.signal })
    const progress = follow(pending)
    await vi.advanceTimersByTimeAsync(10)
    expect(progress.settled()).toBe(false)
    controller.abort()
    // No time passes: the abort alone settles the call, and the latency timer is gone.
    await vi.advanceTimersByTimeAsync(0)
    expect(progress.settled()).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    const error = await rejectionOf(pending)
    expect(error).toBe(controller.signal.reason)
    expect(error).toBeInstanceOf(DOMException)
    expect(error).toMatchObject({ name: 'AbortError' })
    // Long after the latency would have run out, the organization still does not exist.
    await vi.advanceTimersByTimeAsync(1_000)
    vi.useRealTimers()
    transport.latency = 0
    await expect(transport.checkSlug({ slug: 'late' })).resolves.toEqual({ status: true })
  })
})

describe('memory transport: faults', () => {
  it('failNext fails the next call of that operation only, with the real status by default', async () => {
    const transport = makeTransport()
    transport.failNext('list', 'RATE_LIMITED')
    transport.failNext('list', 'NETWORK_ERROR')
    const first = await rejectionOf(transport.list())
    expect(first).toBeInstanceOf(OrgKitError)
    expect(first).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
    await expect(transport.list()).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 })
    await expect(transport.list()).resolves.toHaveLength(2)
    await expect(transport.getSession()).resolves.not.toBeNull()
  })

  it('uses a given status and message, and a refused write changes nothing', async () => {
    const transport = makeTransport()
    transport.failNext('create', 'SERVER_ERROR', { status: 503, message: 'maintenance' })
    await expect(transport.create({ name: 'X', slug: 'x-corp' })).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      status: 503,
      message: 'maintenance',
    })
    await expect(transport.checkSlug({ slug: 'x-corp' })).resolves.toEqual({ status: true })
    transport.failNext('removeMember', 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER')
    await expect(
      transport.removeMember({ memberIdOrEmail: 'bob@example.com', organizationId: 'x' }),
    ).rejects.toMatchObject({ status: 401 })
  })

  it('gives an injected fault the wait it asks for (Retry-After), and none by default', async () => {
    const transport = makeTransport()
    transport.failNext('list', 'RATE_LIMITED', { retryAfterMs: 2_000 })
    transport.failNext('list', 'RATE_LIMITED')
    await expect(transport.list()).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterMs: 2_000 })
    const second = await rejectionOf(transport.list())
    expect(second).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
    expect((second as OrgKitError).retryAfterMs).toBeUndefined()
  })

  it('failAlways persists until clearFaults, per operation or for all', async () => {
    const transport = makeTransport()
    transport.failAlways('list', 'UNAUTHORIZED')
    transport.failAlways('getSession', 'NETWORK_ERROR')
    for (let i = 0; i < 3; i++)
      await expect(transport.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 })
    transport.clearFaults('list')
    await expect(transport.list()).resolves.toHaveLength(2)
    await expect(transport.getSession()).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    transport.clearFaults()
    await expect(transport.getSession()).resolves.not.toBeNull()
  })

  it('validation comes first and does not consume a queued fault', async () => {
    const transport = makeTransport()
    transport.failNext('checkSlug', 'NETWORK_ERROR')
    await expect(transport.checkSlug({ slug: 'NOT VALID' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 0,
    })
    await expect(transport.checkSlug({ slug: 'valid' })).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    await expect(transport.checkSlug({ slug: 'valid' })).resolves.toEqual({ status: true })
  })
})

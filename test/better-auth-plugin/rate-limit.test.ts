import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBetterAuthFetchTransport } from '../../src/index'
import type { EmbeddedBackend } from '../../src/server'
import { createTestBackend, TEST_ORIGIN } from '../contract/real/shared-backend'

// A real backend: PGlite start needs more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

// The preview needs no session, so the kit's plugin gives it a rule of its own in Better Auth's rate limiter
// (20 requests a minute), tighter than Better Auth's default (100 in 10 s). Checked on the embedded backend
// (which adds the plugin) with its rate limiting on, as a production app has it.

let backend: EmbeddedBackend

beforeAll(async () => {
  backend = await createTestBackend({ rateLimit: { enabled: true } })
})

afterAll(async () => {
  await backend.close()
})

/** A GET from one client address (the limiter counts per address and path). */
const get = (path: string, address: string) =>
  backend.handler(new Request(`${TEST_ORIGIN}${backend.basePath}${path}`, { headers: { 'x-forwarded-for': address } }))

describe('rate limit of the invitation preview', () => {
  it('answers 429 after 20 requests in a minute, each with another id, while other routes still answer', async () => {
    const address = '203.0.113.7'
    const statuses: number[] = []
    for (let index = 0; index < 20; index += 1) {
      statuses.push((await get(`/orgkit/invitation-preview?id=probe${index}`, address)).status)
    }
    expect(new Set(statuses)).toEqual(new Set([404]))
    const limited = await get('/orgkit/invitation-preview?id=probe20', address)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('x-retry-after'))).toBeGreaterThan(0)
    // Below Better Auth's default limit: another route is not limited, nor another client.
    expect((await get('/get-session', address)).status).toBe(200)
    expect((await get('/orgkit/invitation-preview?id=probe20', '203.0.113.8')).status).toBe(404)
  })

  it('reaches the transport as RATE_LIMITED', async () => {
    const transport = createBetterAuthFetchTransport({
      baseURL: `${TEST_ORIGIN}${backend.basePath}`,
      fetch: (input, init) =>
        backend.handler(new Request(input, { ...init, headers: { 'x-forwarded-for': '203.0.113.9' } })),
    })
    const read = (index: number) => transport.getInvitationPreview({ query: { id: `probe${index}` } })
    for (let index = 0; index < 20; index += 1) {
      await expect(read(index)).rejects.toMatchObject({ code: 'INVITATION_NOT_FOUND' })
    }
    await expect(read(20)).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 })
  })
})

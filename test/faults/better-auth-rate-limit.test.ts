import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createBetterAuthClientTransport, createBetterAuthFetchTransport } from '../../src/index'
import type { Transport } from '../../src/core/transport'
import { makeRealHarness } from '../contract/real/make-real-harness'
import { rejectionOf } from '../support/rejection-of'

// Issue 23, finding 4: "Better Auth's 429 Retry-After is ignored". Better Auth's own rate limiter (on in the
// embedded backend here: 3 requests a minute per address and path) names its wait in `X-Retry-After`; the fetch
// transport reads it into `retryAfterMs`, which the kit's read retry waits out (test/query/read-retries.test.tsx).

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

const WINDOW_SECONDS = 60
const RATE_LIMIT = { enabled: true, window: WINDOW_SECONDS, max: 3 }
/** The address Better Auth's limiter counts by. */
const ADDRESS = { 'x-forwarded-for': '203.0.113.7' }

const TRANSPORTS = [
  [
    'the fetch transport',
    (fetch: typeof globalThis.fetch, baseURL: string): Transport =>
      createBetterAuthFetchTransport({ baseURL, fetch, headers: ADDRESS }),
  ],
  [
    'the Better Auth client transport',
    (fetch: typeof globalThis.fetch, baseURL: string): Transport =>
      createBetterAuthClientTransport(
        createAuthClient({
          baseURL,
          plugins: [organizationClient()],
          fetchOptions: { customFetchImpl: fetch, headers: ADDRESS },
        }),
      ),
  ],
] as const

const closers: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const close of closers) await close()
})

describe.each(TRANSPORTS)('Better Auth’s rate limiter, through %s', (_name, makeTransport) => {
  it('answers RATE_LIMITED with the wait Better Auth asked for', async () => {
    const harness = await makeRealHarness('fetch', makeTransport, { rateLimit: RATE_LIMIT })
    closers.push(() => harness.close())
    let error: unknown
    for (let attempt = 0; attempt < 10 && error === undefined; attempt++) {
      error = await harness.transport.getSession().then(
        () => undefined,
        (failure: unknown) => failure,
      )
    }
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
    const { retryAfterMs } = error as { retryAfterMs?: number }
    expect(retryAfterMs).toBeGreaterThan(0)
    expect(retryAfterMs).toBeLessThanOrEqual(WINDOW_SECONDS * 1000)
    // Still refused within the window: the wait was meant.
    await expect(rejectionOf(harness.transport.getSession())).resolves.toMatchObject({ code: 'RATE_LIMITED' })
  })
})

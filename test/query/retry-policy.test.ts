import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OrgKitError } from '../../src/core/org-kit-error'
import type { OrgKitErrorCode } from '../../src/core/error-codes'
import { cachedOrFetched } from '../../src/query/cached-or-fetched'
import { createOrgQueries } from '../../src/query/create-org-queries'
import {
  BASE_BACKOFF_MS,
  isAmbiguousWriteFailure,
  isTransientError,
  MAX_BACKOFF_MS,
  MAX_READ_ATTEMPTS,
  MAX_RETRY_AFTER_MS,
  readRetryDelay,
  retryRead,
} from '../../src/query/retry-policy'
import { createMemoryTransport, DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'

// The policy as pure functions; what it does to reads and writes on screen is in read-retries.test.tsx.

const error = (code: OrgKitErrorCode, status: number, retryAfterMs?: number) =>
  new OrgKitError(code, { status, retryAfterMs })

describe('isTransientError', () => {
  it.each([
    ['no answer', error('NETWORK_ERROR', 0)],
    ['a 500', error('SERVER_ERROR', 500)],
    ['a 503', error('SERVER_ERROR', 503)],
    ['an unnamed 502', error('UNKNOWN', 502)],
    ['a 429', error('RATE_LIMITED', 429)],
  ])('takes %s as transient', (_case, transient) => {
    expect(isTransientError(transient)).toBe(true)
  })

  it.each([
    ['a plugin refusal', error('INVITATION_NOT_FOUND', 400)],
    ['a 403 refusal', error('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', 403)],
    ['UNAUTHORIZED', error('UNAUTHORIZED', 401)],
    ['PLUGIN_DISABLED', error('PLUGIN_DISABLED', 404)],
    ['a VALIDATION_ERROR from the server', error('VALIDATION_ERROR', 400)],
    ['a VALIDATION_ERROR before any request', error('VALIDATION_ERROR', 0)],
    ['an unnamed 4xx', error('UNKNOWN', 422)],
    ['a network error code with a 4xx status', error('NETWORK_ERROR', 400)],
    ['a plugin refusal with a 5xx status', error('ORGANIZATION_NOT_FOUND', 500)],
    ['an error that is no OrgKitError', new TypeError('bug')],
  ])('takes %s as final', (_case, final) => {
    expect(isTransientError(final)).toBe(false)
  })
})

describe('retryRead', () => {
  afterEach(() => vi.unstubAllGlobals())

  it(`retries a transient error up to ${MAX_READ_ATTEMPTS} attempts in all, in a browser`, () => {
    vi.stubGlobal('window', {})
    const attempts = (failure: unknown) => {
      let failureCount = 0
      while (retryRead(failureCount, failure)) failureCount++
      return failureCount + 1
    }
    expect(attempts(error('SERVER_ERROR', 500))).toBe(MAX_READ_ATTEMPTS)
    expect(attempts(error('RATE_LIMITED', 429, MAX_RETRY_AFTER_MS))).toBe(MAX_READ_ATTEMPTS)
    expect(attempts(error('INVITATION_NOT_FOUND', 400))).toBe(1)
    // A server asking for a longer wait than the kit holds a spinner for: its error shows at once.
    expect(attempts(error('RATE_LIMITED', 429, MAX_RETRY_AFTER_MS + 1))).toBe(1)
  })

  it('never retries on a server (no window), as TanStack Query’s own default', async () => {
    expect(typeof window).toBe('undefined')
    expect(retryRead(0, error('SERVER_ERROR', 500))).toBe(false)
    // Whatever the app's QueryClient says: a server render is not held up by backoffs.
    const transport = createMemoryTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    transport.failAlways('list', 'SERVER_ERROR')
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } })
    const session = await transport.getSession()
    await expect(
      cachedOrFetched(queryClient, createOrgQueries(transport).organizations(session?.user.id ?? '')),
    ).rejects.toMatchObject({ code: 'SERVER_ERROR' })
    expect(transport.calls.filter((call) => call.operation === 'list')).toHaveLength(1)
  })
})

describe('readRetryDelay', () => {
  afterEach(() => vi.restoreAllMocks())

  const delaysWith = (random: number, failure: unknown) => {
    vi.spyOn(Math, 'random').mockReturnValue(random)
    return [0, 1, 2, 3, 10].map((failureCount) => readRetryDelay(failureCount, failure))
  }

  it('backs off exponentially, with jitter between half and all of a ceiling that doubles up to a cap', () => {
    const lowest = delaysWith(0, error('SERVER_ERROR', 500))
    const highest = delaysWith(0.999_999, error('SERVER_ERROR', 500))
    const ceilings = [1, 2, 4, 8, 8].map((times) => Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * times))
    expect(lowest).toEqual(ceilings.map((ceiling) => ceiling / 2))
    highest.forEach((delay, retry) => {
      expect(delay).toBeLessThan(ceilings[retry] ?? 0)
      expect(delay).toBeGreaterThan((ceilings[retry] ?? 0) * 0.99)
    })
  })

  it('waits at least the Retry-After the server asked for, plus up to half the ceiling', () => {
    const asked = error('RATE_LIMITED', 429, 5_000)
    expect(delaysWith(0, asked)[0]).toBe(5_000)
    expect(delaysWith(0.999_999, asked)[0]).toBeLessThan(5_000 + BASE_BACKOFF_MS / 2)
    expect(delaysWith(0, error('RATE_LIMITED', 429, 0))[0]).toBe(0)
  })
})

describe('isAmbiguousWriteFailure: whether a failed write may have been carried out', () => {
  it.each([
    ['no answer', new OrgKitError('NETWORK_ERROR', { status: 0 }), true],
    ['a 500', new OrgKitError('SERVER_ERROR', { status: 500 }), true],
    ['a 503', new OrgKitError('SERVER_ERROR', { status: 503 }), true],
    ['a success it cannot read', new OrgKitError('UNKNOWN', { status: 200 }), true],
    ['a 429 (the rate limiter answers before the route)', new OrgKitError('RATE_LIMITED', { status: 429 }), false],
    ['a refusal', new OrgKitError('ORGANIZATION_SLUG_ALREADY_TAKEN', { status: 400 }), false],
    ['input refused before sending', new OrgKitError('VALIDATION_ERROR', { status: 0 }), false],
    ['an error that is no OrgKitError', new Error('bug'), false],
  ])('%s: %s', (_case, error, expected) => {
    expect(isAmbiguousWriteFailure(error)).toBe(expected)
  })
})

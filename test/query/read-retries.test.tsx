import { MutationObserver, QueryClient } from '@tanstack/react-query'
import type { MutationObserverOptions } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrgKitErrorCode } from '../../src/core/error-codes'
import type { OrgKitError } from '../../src/core/org-kit-error'
import type { TransportOperation } from '../../src/core/transport'
import { useInvitation } from '../../src/hooks/use-invitation'
import { useListOrganizations } from '../../src/hooks/use-list-organizations'
import { createOrgQueries } from '../../src/query/create-org-queries'
import type { OrgQueries } from '../../src/query/create-org-queries'
import type { OrgWriteName } from '../../src/query/org-keys'
import { BASE_BACKOFF_MS, MAX_READ_ATTEMPTS, MAX_RETRY_AFTER_MS } from '../../src/query/retry-policy'
import type { MemoryCall, MemoryFaultInit, MemoryTransport } from '../../src/testing'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { runReadsOut } from '../support/retry-timers'

// The kit's retry policy on screen: each read is rendered through its hook on fake timers, the reads are run
// out (backoffs included), and the memory transport's call log tells how many attempts were made and when
// (its clock follows the fake one).

/** A QueryClient as an app creates it, and one whose defaults ask for many quick retries. */
const CLIENTS = [
  ['a plain QueryClient', () => new QueryClient()],
  [
    'a QueryClient asking for 10 retries',
    () => new QueryClient({ defaultOptions: { queries: { retry: 10, retryDelay: 1 }, mutations: { retry: 10 } } }),
  ],
] as const

const attemptsOf = (transport: MemoryTransport, operation: TransportOperation) =>
  transport.calls.filter((call) => call.operation === operation)
/** Milliseconds between consecutive attempts. */
const gapsBetween = (attempts: readonly MemoryCall[]) =>
  attempts.slice(1).map((attempt, i) => attempt.at.getTime() - (attempts[i]?.at.getTime() ?? 0))

/** Alice's organizations read on fake timers with `fault` on `list`, run until it has answered or given up. */
async function readOrganizations(queryClient: QueryClient, fault: (transport: MemoryTransport) => void) {
  const transport = await prepareDemo(EMAIL.alice)
  fault(transport)
  vi.useFakeTimers()
  const view = renderHookWithKit(() => useListOrganizations(), { transport, queryClient })
  await runReadsOut(queryClient)
  return { ...view, attempts: attemptsOf(transport, 'list') }
}

describe('reads: the kit decides their retries, whatever the app’s QueryClient says', () => {
  afterEach(() => vi.useRealTimers())

  describe.each(CLIENTS)('under %s', (_client, createClient) => {
    it.each([
      ['a 500', 'SERVER_ERROR', {}],
      ['a 503', 'SERVER_ERROR', { status: 503 }],
      ['a network error', 'NETWORK_ERROR', {}],
      ['a 429 without Retry-After', 'RATE_LIMITED', {}],
    ] as const)(
      'retries %s with backoff, then shows it',
      async (_case, code: OrgKitErrorCode, init: MemoryFaultInit) => {
        const { result, attempts } = await readOrganizations(createClient(), (transport) =>
          transport.failAlways('list', code, init),
        )
        expect(attempts).toHaveLength(MAX_READ_ATTEMPTS)
        // Exponential with jitter: between half and all of a ceiling that doubles.
        const [first = 0, second = 0] = gapsBetween(attempts)
        expect(first).toBeGreaterThanOrEqual(BASE_BACKOFF_MS / 2)
        expect(first).toBeLessThanOrEqual(BASE_BACKOFF_MS)
        expect(second).toBeGreaterThanOrEqual(BASE_BACKOFF_MS)
        expect(second).toBeLessThanOrEqual(BASE_BACKOFF_MS * 2)
        expect(result.current.error).toMatchObject({ code })
        expect(result.current.failureCount).toBe(MAX_READ_ATTEMPTS)
      },
    )

    it('answers once a retry succeeds', async () => {
      const { result, attempts } = await readOrganizations(createClient(), (transport) =>
        transport.failNext('list', 'NETWORK_ERROR'),
      )
      expect(attempts).toHaveLength(2)
      expect(result.current.data?.map((organization) => organization.id)).toEqual([IDS.acme, IDS.globex])
    })

    it('waits at least the Retry-After of a 429 before the next attempt', async () => {
      const retryAfterMs = 5_000
      const { result, attempts } = await readOrganizations(createClient(), (transport) =>
        transport.failNext('list', 'RATE_LIMITED', { retryAfterMs }),
      )
      expect(attempts).toHaveLength(2)
      const [gap = 0] = gapsBetween(attempts)
      expect(gap).toBeGreaterThanOrEqual(retryAfterMs)
      expect(gap).toBeLessThanOrEqual(retryAfterMs + BASE_BACKOFF_MS / 2)
      expect(result.current.isSuccess).toBe(true)
    })

    it('shows a 429 at once when its Retry-After is longer than the kit waits', async () => {
      const retryAfterMs = MAX_RETRY_AFTER_MS + 1
      const { result, attempts } = await readOrganizations(createClient(), (transport) =>
        transport.failAlways('list', 'RATE_LIMITED', { retryAfterMs }),
      )
      expect(attempts).toHaveLength(1)
      expect(result.current.error).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs })
    })

    it.each([
      ['a refusal of the plugin', 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', { status: 403 }],
      ['UNAUTHORIZED', 'UNAUTHORIZED', {}],
      ['PLUGIN_DISABLED', 'PLUGIN_DISABLED', {}],
      ['a VALIDATION_ERROR', 'VALIDATION_ERROR', {}],
      ['an unnamed 4xx', 'UNKNOWN', { status: 422 }],
    ] as const)('tries %s once', async (_case, code: OrgKitErrorCode, init: MemoryFaultInit) => {
      const { result, attempts } = await readOrganizations(createClient(), (transport) =>
        transport.failAlways('list', code, init),
      )
      expect(attempts).toHaveLength(1)
      expect(result.current.error).toMatchObject({ code })
    })

    it('tries input refused before any request (VALIDATION_ERROR, status 0) once', async () => {
      const transport = await prepareDemo(EMAIL.frank)
      const queryClient = createClient()
      vi.useFakeTimers()
      const { result } = renderHookWithKit(() => useInvitation('not an id'), { transport, queryClient })
      await runReadsOut(queryClient)
      expect(attemptsOf(transport, 'getInvitation')).toHaveLength(1)
      expect(result.current.error).toMatchObject({ code: 'VALIDATION_ERROR', status: 0 })
    })
  })
})

/** Runs a write's options once on a QueryClient, outside React. */
type Attempt = <TData, TVariables, TContext>(
  options: MutationObserverOptions<TData, OrgKitError, TVariables, TContext>,
  input: TVariables,
) => Promise<TData>

/** Every write with an input valid for its schema (the fault answers before the server would look at it). */
const WRITES: Record<OrgWriteName, (mutations: OrgQueries['mutations'], attempt: Attempt) => Promise<unknown>> = {
  create: (m, attempt) => attempt(m.create(), { name: 'New Co', slug: 'new-co' }),
  update: (m, attempt) => attempt(m.update(), { data: { name: 'Acme 2' }, organizationId: IDS.acme }),
  delete: (m, attempt) => attempt(m.delete(), { organizationId: IDS.acme }),
  setActive: (m, attempt) => attempt(m.setActive(), { organizationId: IDS.globex }),
  inviteMember: (m, attempt) => attempt(m.inviteMember(), { email: 'new@example.com', role: 'member' }),
  acceptInvitation: (m, attempt) => attempt(m.acceptInvitation(), { invitationId: IDS.invitation.frankAcme }),
  rejectInvitation: (m, attempt) => attempt(m.rejectInvitation(), { invitationId: IDS.invitation.frankAcme }),
  cancelInvitation: (m, attempt) => attempt(m.cancelInvitation(), { invitationId: IDS.invitation.frankAcme }),
  updateMemberRole: (m, attempt) => attempt(m.updateMemberRole(), { memberId: IDS.member.acmeBob, role: 'member' }),
  removeMember: (m, attempt) => attempt(m.removeMember(), { memberIdOrEmail: IDS.member.acmeBob }),
  leave: (m, attempt) => attempt(m.leave(), { organizationId: IDS.acme }),
}

describe('writes: never retried, whatever the app’s QueryClient says', () => {
  it.each(Object.keys(WRITES) as OrgWriteName[])('%s is tried once', async (name) => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    // The app asks for 3 quick retries of every mutation; a transient failure is the one a retry could mend.
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 3, retryDelay: 0 } } })
    transport.failAlways(name, 'NETWORK_ERROR')
    const attempt: Attempt = (options, input) => new MutationObserver(queryClient, options).mutate(input)
    await expect(WRITES[name](createOrgQueries(transport).mutations, attempt)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    })
    expect(attemptsOf(transport, name)).toHaveLength(1)
  })
})

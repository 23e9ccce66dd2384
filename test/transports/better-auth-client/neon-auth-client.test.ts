import { createAuthClient as createNeonAuthClient } from '@neondatabase/auth'
import { BetterAuthReactAdapter } from '@neondatabase/auth/react/adapters'
import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBetterAuthClientTransport, createNeonAuthClientTransport } from '../../../src/index'
import type { Transport } from '../../../src/index'
import { fakeFetch, USER } from '../better-auth-fetch/fake-fetch'
import type { ScriptedAnswer } from '../better-auth-fetch/fake-fetch'

// Neon Auth's SDK sends every request through the global fetch (it ignores `customFetchImpl`), so the
// server's answers are scripted there.
afterEach(() => {
  vi.unstubAllGlobals()
})

const BASE = 'http://app.test/api/auth'

/** The SDK's client as an app makes it, over a global fetch answering from the script. */
function neonClient(...answers: ScriptedAnswer[]) {
  const { fetch, requests } = fakeFetch(...answers)
  vi.stubGlobal('fetch', fetch)
  return { client: createNeonAuthClient(BASE, { adapter: BetterAuthReactAdapter() }), requests }
}

/** A plain Better Auth client over the same script: `{ data, error }` instead of a thrown `AuthApiError`. */
function plainClient(...answers: ScriptedAnswer[]) {
  const { fetch } = fakeFetch(...answers)
  return createAuthClient({ baseURL: BASE, plugins: [organizationClient()], fetchOptions: { customFetchImpl: fetch } })
}

const failure = (status: number, body: object): ScriptedAnswer => ({ status, body })

/** What a transport does with one call, as a comparable value: its answer, or its error's code and status. */
async function outcome(call: (transport: Transport) => Promise<unknown>, transport: Transport) {
  try {
    return { answer: await call(transport) }
  } catch (error) {
    const { code, status } = error as { code: string; status: number }
    return { code, status }
  }
}

describe("Neon Auth's SDK client", () => {
  const refusals: [string, ScriptedAnswer, (transport: Transport) => Promise<unknown>][] = [
    [
      'a taken slug answers "taken"',
      failure(400, { code: 'ORGANIZATION_SLUG_ALREADY_TAKEN', message: 'Organization slug already taken' }),
      (transport) => transport.checkSlug({ slug: 'acme' }),
    ],
    [
      'a refusal stays a refusal, not "signed out"',
      failure(403, {
        code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
        message: 'You are not allowed to delete this organization',
      }),
      (transport) => transport.delete({ organizationId: 'org1' }),
    ],
    [
      'an invitation that is gone',
      failure(400, { message: 'Invitation not found!' }),
      (transport) => transport.acceptInvitation({ invitationId: 'inv1' }),
    ],
    [
      'a role the invite may not give',
      failure(400, {
        code: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
        message: 'You are not allowed to invite a user with this role',
      }),
      (transport) => transport.inviteMember({ email: 'bob@example.com', role: 'owner', organizationId: 'org1' }),
    ],
    [
      'a request the server refused as invalid',
      failure(400, { code: 'VALIDATION_ERROR', message: '[body.slug] Invalid input: expected string' }),
      (transport) => transport.checkSlug({ slug: 'acme' }),
    ],
    ['signed out', failure(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }), (transport) => transport.list()],
    [
      'an e-mail address the server refused (the SDK replaces this message with its own)',
      failure(400, { code: 'INVALID_EMAIL', message: 'Invalid email' }),
      (transport) => transport.inviteMember({ email: 'bob@example.com', role: 'member', organizationId: 'org1' }),
    ],
    ['a server failure', failure(500, { message: 'Internal Server Error' }), (transport) => transport.list()],
  ]

  it.each(refusals)('maps a thrown AuthApiError as a plain { error }: %s', async (_name, answer, call) => {
    const plain = await outcome(call, createBetterAuthClientTransport(plainClient(answer)))
    const neon = await outcome(call, createNeonAuthClientTransport(neonClient(answer).client))
    expect(neon).toEqual(plain)
    expect(plain).not.toHaveProperty('code', 'UNKNOWN')
  })

  it('throws what it throws: the SDK really answers with an AuthApiError of its own code', async () => {
    const { client } = neonClient(
      failure(403, {
        code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
        message: 'You are not allowed to delete this organization',
      }),
    )
    await expect(client.organization.delete({ organizationId: 'org1' })).rejects.toMatchObject({
      name: 'AuthApiError',
      status: 403,
      message: 'You are not allowed to delete this organization',
      // A code of the SDK's own (lower snake case), not Better Auth's YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION.
      code: expect.stringMatching(/^[a-z_]+$/) as unknown,
    })
  })

  describe('session reads', () => {
    const session = (activeOrganizationId: string | null) => ({
      body: {
        session: {
          id: 'ses1',
          token: 'token-1',
          userId: USER.id,
          activeOrganizationId,
          expiresAt: '2099-01-01T00:00:00.000Z',
          createdAt: '2026-11-21T05:32:18.188Z',
          updatedAt: '2026-11-21T05:32:18.188Z',
        },
        user: {
          ...USER,
          emailVerified: true,
          createdAt: '2026-11-21T05:32:18.188Z',
          updatedAt: '2026-11-21T05:32:18.188Z',
        },
      },
    })

    it('are fresh after a write: the SDK is asked to fetch past its 60 s cache, and no server sees how', async () => {
      const { client, requests } = neonClient(session(null), session('org2'))
      const transport = createNeonAuthClientTransport(client)
      expect((await transport.getSession())?.activeOrganizationId).toBeNull()
      // The organization was switched elsewhere (another tab, a write): the next read must see it.
      expect((await transport.getSession())?.activeOrganizationId).toBe('org2')
      expect(requests).toHaveLength(2)
      for (const request of requests) {
        expect(request.url.pathname).toBe('/api/auth/get-session')
        expect(request.url.searchParams.get('disableCookieCache')).toBe('true')
        expect(request.headers.has('x-force-fetch')).toBe(false)
      }
    })

    it('would be stale through the plain client transport, which is why the Neon one exists', async () => {
      const { client, requests } = neonClient(session('org1'), session('org2'))
      // A read of the SDK's own fills its cache (module-wide, up to 60 s); forced, as after a sign-in, so that
      // what an earlier test left there is replaced.
      await client.getSession({ fetchOptions: { headers: { 'X-Force-Fetch': 'true' } } })
      const transport = createBetterAuthClientTransport(client)
      expect((await transport.getSession())?.activeOrganizationId).toBe('org1')
      expect((await transport.getSession())?.activeOrganizationId).toBe('org1')
      expect(requests).toHaveLength(1)
    })
  })
})

import { createAuthClient as createNeonAuthClient } from '@neondatabase/auth'
import { BetterAuthReactAdapter } from '@neondatabase/auth/react/adapters'
import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createBetterAuthClientTransport,
  createBetterAuthFetchTransport,
  createNeonAuthClientTransport,
} from '../../../src/index'
import type { BetterAuthClientLike, Transport } from '../../../src/index'
import { fakeFetch } from '../better-auth-fetch/fake-fetch'
import type { ScriptedAnswer } from '../better-auth-fetch/fake-fetch'

// How every wire transport reads the answers of GET /orgkit/invitation-preview: the preview, the plugin's own
// 404, and a 404 of a server without the route (null). Scripted answers; the real servers are in
// test/better-auth-plugin/.

const BASE = 'http://app.test/api/auth'

afterEach(() => {
  vi.unstubAllGlobals()
})

const PREVIEW = {
  id: 'inv1',
  organizationName: 'Acme',
  organizationLogo: null,
  inviterName: 'Ada Lovelace',
  role: 'admin,member',
  status: 'pending',
  expiresAt: '2026-11-28T05:32:18.188Z',
}

const TRANSPORTS = ['fetch transport', 'Better Auth client', "Neon Auth's SDK client"] as const

function transportOver(name: (typeof TRANSPORTS)[number], answer: ScriptedAnswer) {
  const { fetch, requests } = fakeFetch(answer)
  let transport: Transport
  if (name === 'fetch transport') transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch })
  else if (name === 'Better Auth client') {
    const client = createAuthClient({
      baseURL: BASE,
      plugins: [organizationClient()],
      fetchOptions: { customFetchImpl: fetch },
    })
    transport = createBetterAuthClientTransport(client)
  } else {
    vi.stubGlobal('fetch', fetch)
    transport = createNeonAuthClientTransport(createNeonAuthClient(BASE, { adapter: BetterAuthReactAdapter() }))
  }
  return { transport, requests }
}

const read = (transport: Transport) => transport.getInvitationPreview({ query: { id: 'inv1' } })

describe.each(TRANSPORTS)('%s: the invitation preview on the wire', (name) => {
  it('asks GET /orgkit/invitation-preview?id= and gives the preview with a Date expiry', async () => {
    const { transport, requests } = transportOver(name, { status: 200, body: PREVIEW })
    await expect(read(transport)).resolves.toEqual({ ...PREVIEW, expiresAt: new Date(PREVIEW.expiresAt) })
    expect(requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([
      'GET /api/auth/orgkit/invitation-preview?id=inv1',
    ])
  })

  it("rejects the plugin's own 404 as INVITATION_NOT_FOUND", async () => {
    const { transport } = transportOver(name, {
      status: 404,
      body: { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' },
    })
    await expect(read(transport)).rejects.toMatchObject({ code: 'INVITATION_NOT_FOUND', status: 404 })
  })

  it.each([
    ['an empty 404 (Better Auth without the route)', { status: 404 }],
    ["a proxy's HTML 404", { status: 404, body: '<html><body>Not Found</body></html>' }],
    ['a 404 with another code', { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }],
  ])('gives null for %s', async (_, answer) => {
    const { transport } = transportOver(name, answer)
    await expect(read(transport)).resolves.toBeNull()
  })

  it('rejects a server failure as such (not null)', async () => {
    const { transport } = transportOver(name, { status: 500 })
    await expect(read(transport)).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 500 })
  })
})

describe('a client object without the proxied orgkit routes', () => {
  it('gives null without a request', async () => {
    const organization = new Proxy({}, { get: () => () => Promise.reject(new Error('not called')) })
    const client = { getSession: () => Promise.resolve({ data: null, error: null }), organization }
    const transport = createBetterAuthClientTransport(client as unknown as BetterAuthClientLike)
    await expect(read(transport)).resolves.toBeNull()
  })
})

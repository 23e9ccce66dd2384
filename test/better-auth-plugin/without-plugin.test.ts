import { createAuthClient as createNeonAuthClient } from '@neondatabase/auth'
import { BetterAuthReactAdapter } from '@neondatabase/auth/react/adapters'
import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { orgkit } from '../../src/better-auth-plugin'
import {
  createBetterAuthClientTransport,
  createBetterAuthFetchTransport,
  createNeonAuthClientTransport,
} from '../../src/index'
import type { Transport } from '../../src/index'
import { createMemoryAuth, MEMORY_ORIGIN } from './memory-auth'

// Neon Auth is managed: its users cannot add plugins. There, and in an app that did not add the kit's
// plugin, the preview route does not exist; every transport then answers `null` (the accept page falls back to
// what it shows without a preview). Checked against real Better Auth servers, one without the plugin and one
// with it (so each expectation can fail), through the fetch transport, a Better Auth client and Neon Auth's SDK.

const BASE = `${MEMORY_ORIGIN}/api/auth`

afterEach(() => {
  vi.unstubAllGlobals()
})

type Server = Awaited<ReturnType<typeof createMemoryAuth>>

const TRANSPORTS = ['fetch transport', 'Better Auth client', "Neon Auth's SDK client"] as const

/** One of the kit's transports for a Better Auth server, answered in process by `server`. */
function makeTransport(name: (typeof TRANSPORTS)[number], server: Server): Transport {
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => server.auth.handler(new Request(input, init))
  if (name === 'fetch transport') return createBetterAuthFetchTransport({ baseURL: BASE, fetch })
  if (name === 'Better Auth client') {
    const client = createAuthClient({
      baseURL: BASE,
      plugins: [organizationClient()],
      fetchOptions: { customFetchImpl: fetch },
    })
    return createBetterAuthClientTransport(client)
  }
  // The SDK sends every request through the global fetch.
  vi.stubGlobal('fetch', fetch)
  return createNeonAuthClientTransport(createNeonAuthClient(BASE, { adapter: BetterAuthReactAdapter() }))
}

let withoutPlugin: Server
let withPlugin: Server

beforeAll(async () => {
  withoutPlugin = await createMemoryAuth([])
  withPlugin = await createMemoryAuth([orgkit()])
})

describe('a server without the kit plugin', () => {
  it('answers the preview route with a 404 that has no INVITATION_NOT_FOUND code', async () => {
    const response = await withoutPlugin.get('/orgkit/invitation-preview?id=inv-1')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('INVITATION_NOT_FOUND')
  })

  it.each(TRANSPORTS)('%s: the preview is null', async (name) => {
    const transport = makeTransport(name, withoutPlugin)
    await expect(transport.getInvitationPreview({ query: { id: 'inv-1' } })).resolves.toBeNull()
  })

  it.each(TRANSPORTS)('%s: with the plugin, the same call rejects INVITATION_NOT_FOUND instead', async (name) => {
    const transport = makeTransport(name, withPlugin)
    await expect(transport.getInvitationPreview({ query: { id: 'inv-1' } })).rejects.toMatchObject({
      code: 'INVITATION_NOT_FOUND',
      status: 404,
    })
  })
})

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

// The organization page (`listOrganizationsWithRoles`) on servers without the kit's plugin (Neon Auth, or an
// app that did not add it): every transport answers `null`, and asks such a server only once. Against real
// Better Auth servers, one without the plugin and one with it (so each expectation can fail), through the
// fetch transport, a Better Auth client and Neon Auth's SDK. The page itself is in the contract suite.

const BASE = `${MEMORY_ORIGIN}/api/auth`
const PAGE_PATH = '/api/auth/orgkit/list-organizations'

afterEach(() => {
  vi.unstubAllGlobals()
})

type Server = Awaited<ReturnType<typeof createMemoryAuth>>

const TRANSPORTS = ['fetch transport', 'Better Auth client', "Neon Auth's SDK client"] as const

/** One of the kit's transports for `server`, and the paths of the requests it sent. */
function makeTransport(name: (typeof TRANSPORTS)[number], server: Server): { transport: Transport; paths: string[] } {
  const paths: string[] = []
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    paths.push(new URL(request.url).pathname)
    return server.auth.handler(request)
  }
  if (name === 'fetch transport') return { transport: createBetterAuthFetchTransport({ baseURL: BASE, fetch }), paths }
  if (name === 'Better Auth client') {
    const client = createAuthClient({
      baseURL: BASE,
      plugins: [organizationClient()],
      fetchOptions: { customFetchImpl: fetch },
    })
    return { transport: createBetterAuthClientTransport(client), paths }
  }
  // The SDK sends every request through the global fetch.
  vi.stubGlobal('fetch', fetch)
  return {
    transport: createNeonAuthClientTransport(createNeonAuthClient(BASE, { adapter: BetterAuthReactAdapter() })),
    paths,
  }
}

let withoutPlugin: Server
let withPlugin: Server

beforeAll(async () => {
  withoutPlugin = await createMemoryAuth([])
  withPlugin = await createMemoryAuth([orgkit()])
})

describe('the organization page on a server without the kit plugin', () => {
  it.each(TRANSPORTS)('%s: is null, and the server is asked once per transport', async (name) => {
    const { transport, paths } = makeTransport(name, withoutPlugin)
    await expect(transport.listOrganizationsWithRoles()).resolves.toBeNull()
    await expect(transport.listOrganizationsWithRoles({ query: { offset: 100 } })).resolves.toBeNull()
    expect(paths.filter((path) => path === PAGE_PATH)).toHaveLength(1)
  })

  it.each(TRANSPORTS)('%s: with the plugin, the same call is asked each time and needs a session', async (name) => {
    const { transport, paths } = makeTransport(name, withPlugin)
    await expect(transport.listOrganizationsWithRoles()).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 })
    await expect(transport.listOrganizationsWithRoles()).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 })
    expect(paths.filter((path) => path === PAGE_PATH)).toHaveLength(2)
  })
})

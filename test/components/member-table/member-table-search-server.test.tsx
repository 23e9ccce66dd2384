import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { createBetterAuthFetchTransport } from '../../../src/index'
import { OrgKitProvider } from '../../../src/query/org-kit-provider'
import type { ContractHarness } from '../../contract/harness'
import { makeRealHarness } from '../../contract/real/make-real-harness'
import { setupOrganization } from '../../contract/support'

// The member table's search against the real Better Auth server (the embedded backend, in process), with the
// kit's plugin and without it (as Neon Auth): the requests that reach the server, by route, per action.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 })

const CONFIG = { membership_limit: 1000 }
/** A real server on a busy shared machine: the first render (lazy parts, first reads) can take seconds. */
const WAIT = { timeout: 15_000 }

interface Server {
  harness: ContractHarness
  /** The paths requested since the last {@link Server.clearRequests}, in order. */
  requests: () => string[]
  clearRequests: () => void
}

async function startServer(orgkitPlugin: boolean): Promise<Server> {
  let requests: string[] = []
  const harness = await makeRealHarness(
    'fetch',
    (fetch, baseURL) =>
      createBetterAuthFetchTransport({
        baseURL,
        fetch: (input, init) => {
          requests.push(
            new URL(input instanceof Request ? input.url : String(input)).pathname.replace(/^.*\/api\/auth/, ''),
          )
          return fetch(input, init)
        },
      }),
    { orgkitPlugin },
  )
  await harness.setPluginConfig(CONFIG)
  return {
    harness,
    requests: () => requests,
    clearRequests: () => {
      requests = []
    },
  }
}

/** An organization of the owner and 104 members named "Pat 0" to "Pat 103"; the owner signed in, it active. */
async function patOrganization({ harness }: Server) {
  const { organization, owner } = await setupOrganization(harness, { label: 'pat owner' })
  for (let index = 0; index < 104; index += 1) {
    const user = await harness.createUser(`Pat ${index}`)
    await harness.storeMembership({ organizationId: organization.id, userId: user.id, role: 'member' })
  }
  await harness.signInAs(owner.user)
  await harness.transport.setActive({ organizationId: organization.id })
}

function renderTable({ harness }: Server) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrgKitProvider transport={harness.transport} config={CONFIG}>
        <MemberTable defaultPageSize={10} />
      </OrgKitProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search by name or e-mail' })

describe('MemberTable search against the real server', () => {
  let withPlugin: Server
  let withoutPlugin: Server
  beforeAll(async () => {
    withPlugin = await startServer(true)
    withoutPlugin = await startServer(false)
    await patOrganization(withPlugin)
    await patOrganization(withoutPlugin)
  })
  afterAll(async () => {
    await withPlugin.harness.close()
    await withoutPlugin.harness.close()
  })

  it('with the kit’s plugin: one search request per search and per page, nothing else', async () => {
    const server = withPlugin
    const user = renderTable(server)
    await screen.findByText('1–10 of 105 members', {}, WAIT)
    server.clearRequests()
    await user.type(searchBox(), 'pat 1')
    // Pat 1, 10–19, 100–103: 15 members.
    await screen.findByText('1–10 of 15 members', {}, WAIT)
    expect(server.requests()).toEqual(['/orgkit/search-members'])
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await screen.findByText('11–15 of 15 members', {}, WAIT)
    expect(server.requests()).toEqual(['/orgkit/search-members', '/orgkit/search-members'])
  })

  it('without it (as Neon Auth): the route is missing once, then the list is read in chunks and searched here', async () => {
    const server = withoutPlugin
    const user = renderTable(server)
    await screen.findByText('1–10 of 105 members', {}, WAIT)
    server.clearRequests()
    await user.type(searchBox(), 'pat 1')
    await screen.findByText('Searched 105 of 105 members.', {}, WAIT)
    expect(screen.getByText('1–10 of 15 members')).toBeInTheDocument()
    expect(server.requests()).toEqual([
      '/orgkit/search-members',
      '/organization/list-members',
      '/organization/list-members',
    ])
    // Another term and the next page: read from the chunks, no request.
    await user.type(searchBox(), '0')
    // Pat 10 and 100–103.
    await screen.findByText('5 members', {}, WAIT)
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6))
    expect(server.requests()).toHaveLength(3)
  })
})

import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import type { DehydratedState } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { Transport } from '../../src/core/transport'
import { MemberTable } from '../../src/components/member-table/member-table'
import { OrganizationInvitations } from '../../src/components/organization-invitations/organization-invitations'
import { OrganizationSwitcher } from '../../src/components/organization-switcher/organization-switcher'
import { UserInvitations } from '../../src/components/user-invitations/user-invitations'
import { OrgKitProvider } from '../../src/query/org-kit-provider'
import { prefetchInvitations, prefetchMembers, prefetchOrganizations } from '../../src/query/prefetch'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'
import { prepareTransport } from '../support/render-with-kit'

// A server component prefetches into its own QueryClient and renders the kit's components inside
// <HydrationBoundary state={dehydrate(queryClient)}>; the browser then hydrates the same tree. These cases
// do both halves: renderToString with the prefetched state, then hydrateRoot over that HTML in jsdom.

function Page({
  transport,
  state,
  children,
}: {
  transport: Transport
  state: DehydratedState
  children: React.ReactNode
}) {
  return (
    <OrgKitProvider transport={transport}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </OrgKitProvider>
  )
}

async function ownerOfAcme() {
  return prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL, activeOrganization: 'acme' })
}

/** The dehydrated state as it reaches the browser: Next.js serializes it with React's own format, which keeps Dates. */
const sentToBrowser = (queryClient: QueryClient) => structuredClone(dehydrate(queryClient))

/** Hydrates `html` with `ui` and returns what React reported as recoverable (hydration mismatches among them). */
async function hydrate(html: string, ui: React.ReactNode) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const recoverable: unknown[] = []
  const consoleErrors: string[] = []
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '))
  })
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) })
    await Promise.resolve()
  })
  spy.mockRestore()
  return { container, recoverable, hydrationErrors: consoleErrors.filter((line) => /hydrat|did not match/i.test(line)) }
}

describe('server prefetch and hydration', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('renders the members page on the server with the members’ names, and hydrates it without a mismatch', async () => {
    const transport = await ownerOfAcme()
    const serverClient = new QueryClient()
    await prefetchMembers(serverClient, { transport })
    const state = sentToBrowser(serverClient)
    const reads = transport.calls.length

    const html = renderToString(
      <Page transport={transport} state={state}>
        <MemberTable />
      </Page>,
    )
    expect(html).toContain('>Bob<')
    expect(html).toContain('bob@example.com')
    expect(transport.calls).toHaveLength(reads) // rendering on the server reads nothing more

    const { container, recoverable, hydrationErrors } = await hydrate(
      html,
      <Page transport={transport} state={state}>
        <MemberTable />
      </Page>,
    )
    expect(recoverable).toEqual([])
    expect(hydrationErrors).toEqual([])
    // After hydration the dates are written as the browser's locale writes them.
    await waitFor(() => expect(container.querySelector('time')?.textContent).not.toMatch(/^\d{4}-\d{2}-\d{2}$/))
    expect(screen.getByText('carol@example.com')).toBeInTheDocument()
  })

  it('prefetches the switcher’s organizations and the invitations page the same way', async () => {
    const transport = await ownerOfAcme()
    const serverClient = new QueryClient()
    await Promise.all([
      prefetchOrganizations(serverClient, { transport }),
      prefetchInvitations(serverClient, { transport }),
    ])
    const state = sentToBrowser(serverClient)
    const ui = (
      <Page transport={transport} state={state}>
        <OrganizationSwitcher />
        <OrganizationInvitations />
        <UserInvitations />
      </Page>
    )
    expect(state.queries.map((query) => query.queryKey[3])).toContain('user-invitations')
    const html = renderToString(ui)
    expect(html).toContain('Acme Inc')
    expect(html).toContain('frank@example.com')
    const { recoverable, hydrationErrors } = await hydrate(html, ui)
    expect(recoverable).toEqual([])
    expect(hydrationErrors).toEqual([])
  })

  it('prefetches nothing for a signed-out request, and renders without throwing', async () => {
    const transport = await prepareTransport({ seed: demoSeed() })
    const serverClient = new QueryClient()
    expect(await prefetchMembers(serverClient, { transport })).toBeNull()
    const cached = serverClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey)
    expect(cached).toEqual([['orgkit', 'session']])
    expect(serverClient.getQueryData(['orgkit', 'session'])).toBeNull()
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import { useListOrganizations } from '../../src/hooks/use-list-organizations'
import { useSession } from '../../src/hooks/use-session'
import { createOrgQueries } from '../../src/query/create-org-queries'
import { orgKeys } from '../../src/query/org-keys'
import { refreshOrgKitSession } from '../../src/query/refresh-org-kit-session'
import { SESSION_CHANNEL_NAME } from '../../src/query/session-channel'
import type { MemoryTransport } from '../../src/testing'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderWithKit } from '../support/render-with-kit'

/** One tab of the app: who is signed in and the organizations it lists, under its own QueryClient. */
function Tab({ name }: { name: string }) {
  const session = useSession()
  const organizations = useListOrganizations()
  if (session.isPending) return <p>{name}: loading</p>
  return (
    <section aria-label={name}>
      <p>{session.data ? `Signed in as ${session.data.user.email}` : 'Signed out'}</p>
      <p>{organizations.data?.map((organization) => organization.slug).join(', ')}</p>
    </section>
  )
}

/** Two tabs of one browser: two providers and QueryClients, one server session (the memory transport). */
async function openTwoTabs(transport: MemoryTransport) {
  const first = renderWithKit(<Tab name="first tab" />, { transport })
  const second = renderWithKit(<Tab name="second tab" />, { transport })
  const secondTab = () => within(screen.getByRole('region', { name: 'second tab' }))
  await waitFor(() => expect(secondTab().getByText(`Signed in as ${EMAIL.alice}`)).toBeVisible())
  await waitFor(() => expect(secondTab().getByText('acme, globex')).toBeVisible())
  return { first, second, secondTab }
}

describe('a session gone on the server', () => {
  it('a read of the kit refused with 401 makes it read the session again: the app sees it signed out', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { first } = await openTwoTabs(transport)
    const firstTab = within(screen.getByRole('region', { name: 'first tab' }))
    transport.signOut() // revoked on the server; the cached session is fresh for another 30 s
    await act(() => first.queryClient.refetchQueries({ queryKey: orgKeys.user(IDS.alice) }))
    await waitFor(() => expect(firstTab.getByText('Signed out')).toBeVisible())
  })

  it('a write of the kit refused with 401 does the same', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { first } = await openTwoTabs(transport)
    const firstTab = within(screen.getByRole('region', { name: 'first tab' }))
    transport.signOut()
    const create = first.queryClient
      .getMutationCache()
      .build(first.queryClient, createOrgQueries(transport, {}).mutations.create())
    await act(async () => {
      await create.execute({ name: 'Initech', slug: 'initech' }).catch(() => undefined)
    })
    await waitFor(() => expect(firstTab.getByText('Signed out')).toBeVisible())
  })
})

describe('the session across tabs', () => {
  it('a sign-out in one tab is noticed in the other, whose user cache is dropped', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { first, second, secondTab } = await openTwoTabs(transport)
    transport.signOut()
    await act(() => refreshOrgKitSession(first.queryClient))
    await waitFor(() => expect(secondTab().getByText('Signed out')).toBeVisible())
    expect(second.queryClient.getQueryCache().findAll({ queryKey: orgKeys.user(IDS.alice) })).toEqual([])
  })

  it('another user signing in in one tab: the other shows them and nothing of the previous user', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { first, second, secondTab } = await openTwoTabs(transport)
    transport.signInAs(EMAIL.erin) // Erin is only in Globex
    await act(() => refreshOrgKitSession(first.queryClient))
    await waitFor(() => expect(secondTab().getByText(`Signed in as ${EMAIL.erin}`)).toBeVisible())
    await waitFor(() => expect(secondTab().getByText('globex')).toBeVisible())
    expect(second.queryClient.getQueryCache().findAll({ queryKey: orgKeys.user(IDS.alice) })).toEqual([])
  })

  it('a tab that finds the session gone on its own (a revoked session) tells the others', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { first, secondTab } = await openTwoTabs(transport)
    transport.signOut() // revoked on the server: no app code ran in either tab
    await act(() => first.queryClient.refetchQueries({ queryKey: orgKeys.session() })) // e.g. on window focus
    await waitFor(() => expect(secondTab().getByText('Signed out')).toBeVisible())
  })

  it('the message says only that the session changed: no token, no session id, no user id', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { first } = await openTwoTabs(transport)
    const listener = new BroadcastChannel(SESSION_CHANNEL_NAME)
    const messages: unknown[] = []
    listener.addEventListener('message', (event) => messages.push(event.data))
    transport.signInAs(EMAIL.erin)
    await act(() => refreshOrgKitSession(first.queryClient))
    await waitFor(() => expect(messages.length).toBeGreaterThan(0))
    listener.close()
    for (const message of messages) expect(message).toEqual({ type: 'session-changed' })
  })

  it('without BroadcastChannel, the storage event carries the news', async () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    try {
      const transport = await prepareDemo(EMAIL.alice)
      const { first, secondTab } = await openTwoTabs(transport)
      transport.signOut()
      await act(() => refreshOrgKitSession(first.queryClient))
      const written = window.localStorage.getItem(SESSION_CHANNEL_NAME)
      expect(written).toMatch(/^\d+$/) // a time, nothing of the session
      // The browser fires `storage` in the other tabs only; in one document the test fires it for them.
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANNEL_NAME, newValue: written }))
      })
      await waitFor(() => expect(secondTab().getByText('Signed out')).toBeVisible())
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

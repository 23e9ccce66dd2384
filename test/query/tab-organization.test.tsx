import { QueryClient } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useInviteMember } from '../../src/hooks/use-invite-member'
import { useSetActiveOrganization } from '../../src/hooks/use-set-active-organization'
import type { ActiveOrganizationOption } from '../../src/query/active-organization-option'
import { readLastActiveOrganization } from '../../src/query/last-active-organization'
import { orgKeys } from '../../src/query/org-keys'
import { prefetchOrganizations } from '../../src/query/prefetch'
import type { MemoryTransport } from '../../src/testing'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

// One tab of the browser (jsdom has one window): "another tab" is the server's session moved by a call of
// the transport, as another tab's switch moves it, then read again as a tab does when it regains focus.

const TAB_STORAGE_KEY = 'orgkit:tab-organization'

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})

function renderTab(transport: MemoryTransport, activeOrganization: ActiveOrganizationOption) {
  return renderHookWithKit(
    () => ({ page: useOrgPage(), invite: useInviteMember(), switchTo: useSetActiveOrganization() }),
    { transport, provider: { activeOrganization } },
  )
}

/** Another tab switches: the server's session moves to `organizationId`, and this tab reads the session again. */
async function anotherTabSwitchesTo(
  organizationId: string,
  { transport, queryClient }: Pick<ReturnType<typeof renderTab>, 'transport' | 'queryClient'>,
) {
  await transport.setActive({ organizationId })
  await act(() => queryClient.refetchQueries({ queryKey: orgKeys.session() }))
}

describe('activeOrganization={{ scope: "tab" }}', () => {
  it('keeps the tab on its organization when another tab switches, and names it in every write', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const tab = renderTab(transport, { scope: 'tab' })
    await waitFor(() => expect(settled(tab.result.current.page)).toBe(true))
    expect(tab.result.current.page.organization.data?.id).toBe(IDS.acme)
    // A new tab starts with the session's organization, and the URL says it from then on.
    expect(new URLSearchParams(window.location.search).get('org')).toBe(IDS.acme)

    await anotherTabSwitchesTo(IDS.globex, tab)
    expect((await transport.getSession())?.activeOrganizationId).toBe(IDS.globex)
    expect(tab.result.current.page.session.data?.activeOrganizationId).toBe(IDS.acme)
    expect(tab.result.current.page.organization.data?.id).toBe(IDS.acme)

    transport.clearCalls()
    await act(() => tab.result.current.invite.mutateAsync({ email: 'tab@example.com', role: 'member' }))
    expect(transport.calls[0]).toMatchObject({ operation: 'inviteMember', args: { organizationId: IDS.acme } })
    expect(tab.result.current.page.invitations.data?.map((i) => i.email)).toContain('tab@example.com')
  })

  it('without it, the same tab follows the session to the other tab’s organization (Better Auth’s way)', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const tab = renderTab(transport, { scope: 'session' })
    await waitFor(() => expect(settled(tab.result.current.page)).toBe(true))
    await anotherTabSwitchesTo(IDS.globex, tab)
    await waitFor(() => expect(tab.result.current.page.organization.data?.id).toBe(IDS.globex))
    expect(window.location.search).toBe('')
  })

  it('a switch in the tab moves the tab, the session’s default for new tabs and the last used organization', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const tab = renderTab(transport, { scope: 'tab', param: 'organization' })
    await waitFor(() => expect(settled(tab.result.current.page)).toBe(true))
    await act(() => tab.result.current.switchTo.mutateAsync({ organizationId: IDS.globex }))
    expect(tab.result.current.page.organization.data?.id).toBe(IDS.globex)
    expect(new URLSearchParams(window.location.search).get('organization')).toBe(IDS.globex)
    expect((await transport.getSession())?.activeOrganizationId).toBe(IDS.globex)
    expect(readLastActiveOrganization(IDS.alice)).toBe(IDS.globex)
    // The session read again (another tab's focus, say) keeps the tab's choice.
    await act(() => tab.queryClient.refetchQueries({ queryKey: orgKeys.session() }))
    expect(tab.result.current.page.session.data?.activeOrganizationId).toBe(IDS.globex)
  })

  it('opens the organization the URL names, whatever the session says', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    window.history.replaceState(null, '', `/members?org=${IDS.globex}#top`)
    const tab = renderTab(transport, { scope: 'tab' })
    await waitFor(() => expect(tab.result.current.page.organization.data?.id).toBe(IDS.globex))
    expect((await transport.getSession())?.activeOrganizationId).toBe(IDS.acme)
    expect(window.location.pathname + window.location.hash).toBe('/members#top')
  })

  it('with sessionStorage: the URL stays as it is, the tab keeps its choice, a new tab starts with the last one', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const tab = renderTab(transport, { scope: 'tab', storage: 'session-storage' })
    await waitFor(() => expect(settled(tab.result.current.page)).toBe(true))
    expect(window.location.search).toBe('')
    expect(JSON.parse(sessionStorage.getItem(TAB_STORAGE_KEY) ?? 'null')).toEqual({
      userId: IDS.alice,
      organizationId: IDS.acme,
    })
    await anotherTabSwitchesTo(IDS.globex, tab)
    expect(tab.result.current.page.organization.data?.id).toBe(IDS.acme)
    tab.unmount()

    // A new tab: its own (empty) sessionStorage, so it starts with the session's organization, the last chosen.
    sessionStorage.clear()
    const newTab = renderTab(transport, { scope: 'tab', storage: 'session-storage' })
    await waitFor(() => expect(newTab.result.current.page.organization.data?.id).toBe(IDS.globex))
  })

  it('another user signing in in the tab does not inherit the previous user’s choice', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const tab = renderTab(transport, { scope: 'tab', storage: 'session-storage' })
    await waitFor(() => expect(settled(tab.result.current.page)).toBe(true))
    transport.signInAs(EMAIL.erin)
    await transport.setActive({ organizationId: IDS.globex })
    await act(() => tab.queryClient.refetchQueries({ queryKey: orgKeys.session() }))
    await waitFor(() => expect(tab.result.current.page.organization.data?.id).toBe(IDS.globex))
  })

  it('a URL naming an organization that is not the user’s (another’s, or gone) opens the session’s', async () => {
    const transport = await prepareDemo(EMAIL.erin, 'globex')
    // Acme is not Erin's; Better Auth unsets the session's organization for a non-member's full read, so the
    // check must not be that read: the server's session still names Globex afterwards.
    for (const named of [IDS.acme, 'org_deleted']) {
      window.history.replaceState(null, '', `/members?org=${named}`)
      const tab = renderTab(transport, { scope: 'tab' })
      await waitFor(() => expect(settled(tab.result.current.page)).toBe(true))
      expect(tab.result.current.page.organization.data?.id).toBe(IDS.globex)
      expect(new URLSearchParams(window.location.search).get('org')).toBe(IDS.globex)
      expect((await transport.getSession())?.activeOrganizationId).toBe(IDS.globex)
      tab.unmount()
      sessionStorage.clear()
    }
  })

  it('another user signing in on a page that kept the previous user’s ?org= opens their own organization', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const tab = renderTab(transport, { scope: 'tab' })
    await waitFor(() => expect(settled(tab.result.current.page)).toBe(true))
    expect(new URLSearchParams(window.location.search).get('org')).toBe(IDS.acme)
    transport.signInAs(EMAIL.erin)
    await transport.setActive({ organizationId: IDS.globex })
    await act(() => tab.queryClient.refetchQueries({ queryKey: orgKeys.session() }))
    await waitFor(() => expect(tab.result.current.page.organization.data?.id).toBe(IDS.globex))
    expect(new URLSearchParams(window.location.search).get('org')).toBe(IDS.globex)
  })

  it('an organization the user left in another tab gives way to the session’s', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    window.history.replaceState(null, '', `/members?org=${IDS.globex}`)
    const tab = renderTab(transport, { scope: 'tab' })
    await waitFor(() => expect(tab.result.current.page.organization.data?.id).toBe(IDS.globex))
    await transport.leave({ organizationId: IDS.globex })
    await act(() => tab.queryClient.refetchQueries({ queryKey: orgKeys.session() }))
    await waitFor(() => expect(tab.result.current.page.session.data?.activeOrganizationId).toBe(IDS.acme))
    expect(new URLSearchParams(window.location.search).get('org')).toBe(IDS.acme)
  })

  it('reads the URL’s parameter on load only: the app’s router changing it later does not switch the tab', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const tab = renderTab(transport, { scope: 'tab' })
    await waitFor(() => expect(settled(tab.result.current.page)).toBe(true))
    window.history.pushState(null, '', `/members?org=${IDS.globex}`)
    await act(() => tab.queryClient.refetchQueries({ queryKey: orgKeys.session() }))
    expect(tab.result.current.page.session.data?.activeOrganizationId).toBe(IDS.acme)
    // The kit's switch moves it, with its transaction (the last active organization recorded).
    await act(() => tab.result.current.switchTo.mutateAsync({ organizationId: IDS.globex }))
    expect(tab.result.current.page.session.data?.activeOrganizationId).toBe(IDS.globex)
    expect(readLastActiveOrganization(IDS.alice)).toBe(IDS.globex)
  })

  it('a server prefetch given the tab’s organization (the URL’s parameter) reads it and hands it to the tab', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const queryClient = new QueryClient()
    const session = await prefetchOrganizations(queryClient, { transport, tabOrganizationId: IDS.globex })
    expect(session?.activeOrganizationId).toBe(IDS.globex)
    expect(queryClient.getQueryData(orgKeys.session())).toMatchObject({ activeOrganizationId: IDS.globex })
    const fullReads = transport.calls.filter((call) => call.operation === 'getFullOrganization')
    expect(fullReads).toMatchObject([{ args: { query: { organizationId: IDS.globex } } }])
  })
})

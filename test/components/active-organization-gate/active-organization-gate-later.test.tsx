import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ActiveOrganizationGate } from '../../../src/components/active-organization-gate/active-organization-gate'
import { useAnnounce } from '../../../src/components/announcer/use-announce'
import { useActiveOrganization } from '../../../src/hooks/use-active-organization'
import { useLeaveOrganization } from '../../../src/hooks/use-leave-organization'
import { useSetActiveOrganization } from '../../../src/hooks/use-set-active-organization'
import { OrgKitProvider } from '../../../src/query/org-kit-provider'
import { prefetchOrganizations } from '../../../src/query/prefetch'
import { renderWithKit } from '../../support/render-with-kit'
import { PAGES, SEVERAL, record, setActiveCalls, signedInAs } from './gate-harness'

afterEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

/** A page behind the gate with a way out: "No organization", as the switcher offers it. */
function PagesWithUnset() {
  const setActive = useSetActiveOrganization()
  return (
    <>
      {PAGES}
      <button type="button" onClick={() => setActive.mutate({ organizationId: null })}>
        No organization
      </button>
    </>
  )
}

/**
 * A page behind the gate that leaves the active organization and says so once the write is done, from an effect
 * after its own state changed, as `<OrganizationSettings>` does.
 */
function PagesWithLeave() {
  const organization = useActiveOrganization()
  const leave = useLeaveOrganization()
  const announce = useAnnounce()
  const [left, setLeft] = useState<string | null>(null)
  useEffect(() => {
    if (left !== null) announce({ tone: 'success', message: `You left ${left}.` })
  }, [left, announce])
  const name = organization.data?.name ?? ''
  const leaveActive = () =>
    leave.mutate({ organizationId: organization.data?.id ?? '' }, { onSuccess: () => setLeft(name) })
  return organization.data ? (
    <button type="button" onClick={leaveActive}>
      Leave {name}
    </button>
  ) : null
}

describe('ActiveOrganizationGate, after the first screen and in a server render', () => {
  it('a page that leaves the active organization stays until its write is done, and can say so', async () => {
    const { transport } = await signedInAs(SEVERAL, { active: 'globex' })
    const { user } = renderWithKit(
      <ActiveOrganizationGate>
        <PagesWithLeave />
      </ActiveOrganizationGate>,
      { transport },
    )
    const leaveButton = await screen.findByRole('button', { name: 'Leave Globex' }, { timeout: 5000 })
    // Answers that take a while, as a server's do: the refetches after the write outlast the session's change.
    transport.latency = 50
    await user.click(leaveButton)
    expect(await screen.findByText('You left Globex.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Choose an organization' })).toBeInTheDocument()
  })

  it('once an organization was open, unsetting it asks again instead of reopening the last used', async () => {
    const { transport, userId, globex } = await signedInAs(SEVERAL)
    record(userId, globex)
    const { user } = renderWithKit(
      <ActiveOrganizationGate>
        <PagesWithUnset />
      </ActiveOrganizationGate>,
      { transport },
    )
    await user.click(await screen.findByRole('button', { name: 'No organization' }, { timeout: 5000 }))
    expect(await screen.findByRole('heading', { name: 'Choose an organization' })).toBeInTheDocument()
    expect(setActiveCalls(transport)).toEqual([globex, null])
    expect((await transport.getSession())?.activeOrganizationId).toBeNull()
  })

  it('renders the loading state on the server and hydrates it without a mismatch, then opens the last used', async () => {
    const { transport, userId, globex } = await signedInAs(SEVERAL)
    const serverClient = new QueryClient()
    await prefetchOrganizations(serverClient, { transport })
    const state = structuredClone(dehydrate(serverClient))
    const page = (
      <OrgKitProvider transport={transport}>
        <HydrationBoundary state={state}>
          <ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>
        </HydrationBoundary>
      </OrgKitProvider>
    )
    // The server cannot read the browser's storage: it renders the loading state, neither the pages nor the choice.
    const html = renderToString(page)
    expect(html).toContain('Opening your organization…')
    expect(html).not.toContain('Choose an organization')
    expect(html).not.toContain('The organization’s pages')

    record(userId, globex)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const recoverable: unknown[] = []
    const consoleErrors: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args.map(String).join(' '))
    })
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) })
      await Promise.resolve()
    })
    spy.mockRestore()
    expect(recoverable).toEqual([])
    expect(consoleErrors.filter((line) => /hydrat|did not match/i.test(line))).toEqual([])
    await waitFor(() => expect(container).toHaveTextContent('The organization’s pages'))
    expect(setActiveCalls(transport)).toEqual([globex])
  })

  it('with an organization already active, renders the pages on the server', async () => {
    const { transport } = await signedInAs(SEVERAL, { active: 'acme' })
    const serverClient = new QueryClient()
    await prefetchOrganizations(serverClient, { transport })
    const html = renderToString(
      <OrgKitProvider transport={transport}>
        <HydrationBoundary state={dehydrate(serverClient)}>
          <ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>
        </HydrationBoundary>
      </OrgKitProvider>,
    )
    expect(html).toContain('The organization’s pages')
    expect(html).not.toContain('Opening your organization…')
  })
})

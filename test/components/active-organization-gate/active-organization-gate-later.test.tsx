import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ActiveOrganizationGate } from '../../../src/components/active-organization-gate/active-organization-gate'
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

describe('ActiveOrganizationGate, after the first screen and in a server render', () => {
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
})

import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { DEMO_OWNER_EMAIL, demoSeed, largeOrganizationSeed } from '../../../src/testing'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { renderWithReadsRunOut } from '../../support/retry-timers'
import { axeViolations } from './axe'

async function bigOrg(members: number, config?: { membership_limit: number }) {
  const seed = largeOrganizationSeed({ members })
  const transport = await prepareTransport({
    seed,
    signedInAs: seed.ownerEmail,
    activeOrganization: seed.organizationSlug,
    config,
  })
  return transport
}
const bodyRows = () => screen.getAllByRole('row').slice(1)
const listCalls = (transport: { calls: readonly { operation: string; args: unknown }[] }) =>
  transport.calls
    .filter((c) => c.operation === 'listMembers')
    .map((c) => (c.args as { query: Record<string, unknown> }).query)

describe('MemberTable paging', () => {
  it('pages on the server with limit/offset, keeps the previous page visible and busy while the next loads', async () => {
    const transport = await bigOrg(1000, { membership_limit: 1000 })
    const { user, container } = renderWithKit(<MemberTable defaultPageSize={25} />, {
      transport,
      config: { membership_limit: 1000 },
    })
    expect(await screen.findByText('1–25 of 1000 members')).toBeInTheDocument()
    // The page count sits with Previous and Next, in the pagination's navigation.
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByText('Page 1 of 40')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(25)
    const firstPage = bodyRows().map((r) => r.textContent)
    transport.latency = 40
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    // The old rows stay while page 2 loads, and the table says it is busy.
    expect(bodyRows().map((r) => r.textContent)).toEqual(firstPage)
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByText('26–50 of 1000 members')).toBeInTheDocument()
    expect(within(pages).getByText('Page 2 of 40')).toBeInTheDocument()
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy')
    expect(listCalls(transport).at(-1)).toMatchObject({ limit: 25, offset: 25 })
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled()
    expect(await axeViolations(container)).toEqual([])
  }, 20_000)

  it('changes the page size from a native select and starts again at page 1', async () => {
    const transport = await bigOrg(120, { membership_limit: 200 })
    const { user } = renderWithKit(<MemberTable defaultPageSize={10} defaultPage={3} />, {
      transport,
      config: { membership_limit: 200 },
    })
    expect(await screen.findByText('21–30 of 120 members')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50')
    expect(await screen.findByText('1–50 of 120 members')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(50)
  })

  it('is controllable: page follows the prop and requests go through onPageChange', async () => {
    const transport = await bigOrg(60, { membership_limit: 100 })
    const onPageChange = vi.fn()
    function Controlled() {
      const [page, setPage] = useState(2)
      return (
        <MemberTable
          page={page}
          pageSize={10}
          onPageChange={(next) => {
            onPageChange(next)
            setPage(next)
          }}
        />
      )
    }
    const { user } = renderWithKit(<Controlled />, { transport })
    expect(await screen.findByText('11–20 of 60 members')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onPageChange).toHaveBeenCalledWith(1)
    expect(await screen.findByText('1–10 of 60 members')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  })
})

describe('MemberTable search', () => {
  it('searches a list read whole in the browser, by name and e-mail, and says what was searched', async () => {
    // membership_limit 100: the table reads the organization whole, and searches that read.
    const transport = await bigOrg(90, { membership_limit: 100 })
    const { user } = renderWithKit(<MemberTable defaultPageSize={10} />, {
      transport,
      config: { membership_limit: 100 },
    })
    await screen.findByText('1–10 of 90 members')
    transport.clearCalls()
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'user 1')
    // User 1 and User 10–19.
    expect(await screen.findByText('1–10 of 11 members')).toBeInTheDocument()
    expect(screen.getByText('Searched 90 of 90 members.')).not.toHaveAttribute('data-state')
    const shown = bodyRows().map((r) => r.querySelector('[data-slot="orgkit-member-table-name"]')?.textContent ?? '')
    expect(shown).toHaveLength(10)
    expect(shown.every((name) => name.startsWith('User 1'))).toBe(true)
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'USER-000042@')
    expect(await screen.findByText('1 member')).toBeInTheDocument()
    expect(screen.getByText('Searched 90 of 90 members.')).toBeInTheDocument()
    expect(screen.getByText('user-000042@big-org.example.com')).toBeInTheDocument()
    // Nothing asked of the server's search: the list was all there.
    expect(transport.calls.filter((c) => c.operation === 'searchMembers')).toEqual([])
  })

  it('searches on the server once the list proves longer than membership_limit', async () => {
    // The server holds more members than the configured limit (the limit was lowered later).
    const transport = await bigOrg(30, { membership_limit: 20 })
    const { user } = renderWithKit(<MemberTable />, { transport, config: { membership_limit: 20 } })
    await screen.findByText(/of 30 members/)
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'user 2')
    // User 2 and User 20–29: all of them, not only those of the first 20.
    expect(await screen.findByText('11 members')).toBeInTheDocument()
    expect(transport.calls.filter((c) => c.operation === 'searchMembers')).toHaveLength(1)
  })

  it('combines search with the role filter, and shows an empty state when nothing matches', async () => {
    const transport = await prepareTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      activeOrganization: 'acme',
    })
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin')
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'dan')
    expect(await screen.findByText('1 member')).toBeInTheDocument()
    expect(screen.getByText('Searched 2 of 2 members.')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'zzz')
    expect(await screen.findByText('No members match.')).toBeInTheDocument()
  })
})

describe('MemberTable states', () => {
  it('shows an error with a retry that works', async () => {
    const transport = await prepareTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      activeOrganization: 'acme',
    })
    // Every attempt fails, the kit's retries included (their backoff run on fake timers).
    transport.failAlways('getFullOrganization', 'SERVER_ERROR')
    transport.failAlways('listMembers', 'NETWORK_ERROR')
    const { user } = await renderWithReadsRunOut(() => renderWithKit(<MemberTable />, { transport }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The server could not be reached')
    transport.clearFaults()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('4 members')).toBeInTheDocument()
  })

  it('says the plugin is turned off, without a retry', async () => {
    const transport = await prepareTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      activeOrganization: 'acme',
    })
    transport.setPluginConfig({ enabled: false })
    renderWithKit(<MemberTable />, { transport })
    expect(await screen.findByText('Organizations are turned off for this project.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('asks to choose an organization when none is active', async () => {
    renderWithKit(<MemberTable />, { seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    expect(await screen.findByText('Choose an organization first.')).toBeInTheDocument()
  })

  it('renders a page of 100 rows', async () => {
    const transport = await bigOrg(1000, { membership_limit: 1000 })
    renderWithKit(<MemberTable defaultPageSize={100} />, { transport, config: { membership_limit: 1000 } })
    expect(await screen.findByText('1–100 of 1000 members')).toBeInTheDocument()
    await waitFor(() => expect(bodyRows()).toHaveLength(100))
  })
})

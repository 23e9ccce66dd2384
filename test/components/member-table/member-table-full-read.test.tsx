import type { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberTable } from '../../../src/components/member-table/member-table'
import type { MemoryTransport } from '../../../src/testing'
import { DEMO_OWNER_EMAIL, largeOrganizationSeed } from '../../../src/testing'
import { demoSeedWithIds } from '../../support/demo-ids'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'

// A small organization (`membership_limit` at most MEMBER_TABLE_FULL_READ_MEMBERSHIP_LIMIT) is read whole
// once, and the table's reads are derived from it; a larger one is read a page at a time, as each read asks.

const acmeAs = (email: string, config?: { membership_limit: number }) =>
  prepareTransport({ seed: demoSeedWithIds(), signedInAs: email, activeOrganization: 'acme', config })
const bigOrganization = (members: number, config?: { membership_limit: number }) => {
  const seed = largeOrganizationSeed({ members })
  return prepareTransport({ seed, signedInAs: seed.ownerEmail, activeOrganization: seed.organizationSlug, config })
}
/** The operations the table asked of the server, the session's left out, in the order asked. */
const serverReads = (transport: MemoryTransport) =>
  transport.calls.map((call) => call.operation).filter((operation) => operation !== 'getSession')
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-slot="orgkit-member-table-name"]')?.firstChild?.textContent)
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) })
/** Opens (or reopens) a row's actions menu and gives its entries' names. */
async function menuOf(user: ReturnType<typeof renderWithKit>['user'], name: string) {
  const button = within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` })
  if (button.getAttribute('aria-expanded') === 'true') await user.click(button)
  await user.click(button)
  return screen.getAllByRole('menuitem').map((item) => item.textContent)
}

/** Waits until no read is in flight: every read a change caused has then asked (or not asked) the server. */
async function readsSettled(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
}

/** The names of the server's members page for a query of the big organization (read on a second transport). */
async function serverPageNames(members: number, query: Record<string, unknown>) {
  const server = await bigOrganization(members)
  const [organization] = await server.list()
  const page = await server.listMembers({ query: { organizationId: organization?.id ?? '', ...query } })
  return page.members.map((member) => member.user.name)
}

describe('MemberTable on a small organization, read whole', () => {
  it('mounts from one full read: the page, the viewer’s role and the creator-role holders are derived from it', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user, queryClient } = renderWithKit(<MemberTable />, { transport })
    expect(await screen.findByText('4 members')).toBeInTheDocument()
    // The row actions stand on the viewer's role and the owner count: both in (the sole owner may not leave).
    expect(await menuOf(user, 'Carol')).toEqual(['Change role', 'Make Owner', 'Remove'])
    expect(await menuOf(user, 'Alice')).toEqual(['Transfer ownership'])
    await readsSettled(queryClient)
    expect(serverReads(transport)).toEqual(['getFullOrganization'])
  })

  it('pages, sorts, filters by role and searches the full read, giving the server’s rows without a request', async () => {
    const transport = await bigOrganization(60)
    const { user, queryClient } = renderWithKit(<MemberTable defaultPageSize={10} />, { transport })
    expect(await screen.findByText('1–10 of 60 members')).toBeInTheDocument()
    expect(names()).toEqual(await serverPageNames(60, { sortBy: 'createdAt', limit: 10 }))

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('11–20 of 60 members')).toBeInTheDocument()
    expect(names()).toEqual(await serverPageNames(60, { sortBy: 'createdAt', limit: 10, offset: 10 }))

    const rolesHeader = () => screen.getByRole('columnheader', { name: /Roles/ })
    await user.click(within(rolesHeader()).getByRole('button'))
    await user.click(within(rolesHeader()).getByRole('button'))
    await waitFor(() => expect(rolesHeader()).toHaveAttribute('aria-sort', 'descending'))
    expect(await screen.findByText('1–10 of 60 members')).toBeInTheDocument()
    expect(names()).toEqual(await serverPageNames(60, { sortBy: 'role', sortDirection: 'desc', limit: 10 }))

    // `contains`: the members holding admin with member count too.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin')
    expect(await screen.findByText('8 members')).toBeInTheDocument()
    const admins = { filterField: 'role', filterOperator: 'contains', filterValue: 'admin' }
    expect(names()).toEqual(await serverPageNames(60, { sortBy: 'role', sortDirection: 'desc', limit: 10, ...admins }))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '')
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'user 1')
    expect(await screen.findByText('1–10 of 11 members')).toBeInTheDocument()
    expect(screen.getByText('Searched 60 of 60 members.')).not.toHaveAttribute('data-state')
    expect(names().every((name) => name?.startsWith('User 1'))).toBe(true)

    await readsSettled(queryClient)
    expect(serverReads(transport)).toEqual(['getFullOrganization'])
  })

  it('after a role change, derives the page and the holders from the full read read again', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user, queryClient } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    await menuOf(user, 'Carol')
    await user.click(screen.getByRole('menuitem', { name: 'Change role' }))
    await user.click(screen.getByRole('radio', { name: /^Owner/ }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await user.click(await screen.findByRole('button', { name: 'Make Carol Owner' }))
    expect(await screen.findByText('Carol is now Owner.')).toBeInTheDocument()
    await readsSettled(queryClient)
    // The dialog read the organization's name (`list`) for its sentences.
    const reads = ['getFullOrganization', 'list', 'updateMemberRole', 'getFullOrganization']
    expect(serverReads(transport)).toEqual(reads)
    // Two owners now: Alice may leave.
    await waitFor(async () => expect(await menuOf(user, 'Alice')).toContain('Leave organization'))
    await user.keyboard('{Escape}')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'owner')
    await waitFor(() => expect(names()).toEqual(['Alice', 'Carol']))
    expect(screen.getByText('2 members')).toBeInTheDocument()
    await readsSettled(queryClient)
    expect(serverReads(transport)).toEqual(reads)
  })

  it('asks the server for each read when the full read comes back cut short', async () => {
    // The server holds more members than the configured limit (the limit was lowered later).
    const transport = await bigOrganization(30, { membership_limit: 20 })
    const { queryClient } = renderWithKit(<MemberTable />, { transport, config: { membership_limit: 20 } })
    expect(await screen.findByText('1–25 of 30 members')).toBeInTheDocument()
    expect(names()).toEqual(await serverPageNames(30, { sortBy: 'createdAt', limit: 25 }))
    await readsSettled(queryClient)
    // The viewer's own membership is in the part that came back, so their role still costs nothing.
    expect(serverReads(transport).sort()).toEqual(['getFullOrganization', 'listMembers', 'listMembers'])
  })

  it('asks the server for each read when the full read fails', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    transport.failNext('getFullOrganization', 'ORGANIZATION_NOT_FOUND')
    const { queryClient } = renderWithKit(<MemberTable />, { transport })
    expect(await screen.findByText('4 members')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Actions for Carol' })).toBeInTheDocument()
    await readsSettled(queryClient)
    expect(serverReads(transport).sort()).toEqual([
      'getActiveMemberRole',
      'getFullOrganization',
      'listMembers',
      'listMembers',
    ])
  })
})

describe('MemberTable on an organization too large to read whole', () => {
  it('mounts with the page, the creator-role holders and the viewer’s role from the server, never the whole list', async () => {
    const transport = await bigOrganization(1000, { membership_limit: 1000 })
    const { queryClient } = renderWithKit(<MemberTable />, { transport, config: { membership_limit: 1000 } })
    expect(await screen.findByText('1–25 of 1000 members')).toBeInTheDocument()
    await readsSettled(queryClient)
    expect(serverReads(transport).sort()).toEqual(['getActiveMemberRole', 'listMembers', 'listMembers'])
    const reads = transport.calls
      .filter((call) => call.operation === 'listMembers')
      .map((call) => (call.args as { query: { limit?: number } }).query.limit)
    expect(reads.sort()).toEqual([100, 25])
  })
})

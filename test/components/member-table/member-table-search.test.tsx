import { screen, waitFor, within } from '@testing-library/react'
import type { InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { useUpdateMemberRole } from '../../../src/hooks/use-update-member-role'
import type { MemberPage } from '../../../src/core/domain'
import { createMemoryTransport, largeOrganizationSeed } from '../../../src/testing'
import type { MemoryTransport } from '../../../src/testing'
import { renderWithKit } from '../../support/render-with-kit'
import { axeViolations } from './axe'

// The member table's search of an organization too large to read whole (membership_limit above 100): with the
// kit's Better Auth plugin, one server request per action; without it, the list read in chunks and searched here.

/** An organization of `members` (owner: "Owner", then "User 1", "User 2", ...), its owner signed in. */
async function bigOrg(members: number, options: { memberSearch: boolean }) {
  const seed = largeOrganizationSeed({ members })
  const transport = createMemoryTransport({
    seed,
    signedInAs: seed.ownerEmail,
    pluginConfig: { membership_limit: 1000 },
    memberSearch: options.memberSearch,
  })
  const organization = (await transport.list()).find((o) => o.slug === seed.organizationSlug)
  if (!organization) throw new Error('no organization')
  await transport.setActive({ organizationId: organization.id })
  transport.clearCalls()
  return transport
}

type Query = Record<string, unknown>
const callsOf = (transport: MemoryTransport, operation: 'listMembers' | 'searchMembers') =>
  transport.calls.filter((c) => c.operation === operation).map((c) => (c.args as { query: Query }).query)
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-slot="orgkit-member-table-name"]')?.textContent ?? '')
/** Answers take a while here (latency, the typing pause) and the machine may be busy. */
const SLOW = { timeout: 10_000 }
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by name or e-mail' })

describe('MemberTable search with the server’s member search (the kit’s plugin)', () => {
  it('asks one page per action: a search (after the typing), a sort, a role filter, the next page', async () => {
    const transport = await bigOrg(1000, { memberSearch: true })
    const { user, container } = renderWithKit(<MemberTable defaultPageSize={25} />, {
      transport,
      config: { membership_limit: 1000 },
    })
    await screen.findByText('1–25 of 1000 members', {}, SLOW)
    transport.clearCalls()

    await user.type(searchBox(), 'user 12')
    // User 12 and User 120–129, 1200 is past the list: 11 members, on one page.
    expect(await screen.findByText('11 members', {}, SLOW)).toBeInTheDocument()
    expect(names().every((name) => name.startsWith('User 12'))).toBe(true)
    // Typed fast, asked once: for the whole term, one page, nothing else read.
    expect(callsOf(transport, 'searchMembers')).toEqual([
      expect.objectContaining({ search: 'user 12', limit: 25, offset: 0, sortBy: 'createdAt', sortDirection: 'asc' }),
    ])
    expect(callsOf(transport, 'listMembers')).toEqual([])

    const first = names()[0]
    await user.click(screen.getByRole('button', { name: 'Joined' }))
    await waitFor(() => expect(names().at(-1)).toBe(first))
    expect(callsOf(transport, 'searchMembers')).toHaveLength(2)
    expect(callsOf(transport, 'searchMembers').at(-1)).toMatchObject({ sortDirection: 'desc', limit: 25 })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin')
    // Admins among them (i % 10 === 1): User 121.
    expect(await screen.findByText('1 member', {}, SLOW)).toBeInTheDocument()
    expect(names()).toEqual(['User 121'])
    expect(callsOf(transport, 'searchMembers')).toHaveLength(3)
    expect(callsOf(transport, 'searchMembers').at(-1)).toMatchObject({ role: 'admin', limit: 25, offset: 0 })

    expect(callsOf(transport, 'listMembers')).toEqual([])

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '')
    await user.clear(searchBox())
    await user.type(searchBox(), 'user 1')
    // User 1, 10–19, 100–199: 111 members.
    expect(await screen.findByText('1–25 of 111 members', {}, SLOW)).toBeInTheDocument()
    const before = callsOf(transport, 'searchMembers').length
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('26–50 of 111 members', {}, SLOW)).toBeInTheDocument()
    expect(callsOf(transport, 'searchMembers').slice(before)).toEqual([
      expect.objectContaining({ search: 'user 1', limit: 25, offset: 25 }),
    ])
    expect(await axeViolations(container)).toEqual([])
  }, 30_000)

  it('shows only the newest term: the request of an older one is aborted', async () => {
    const transport = await bigOrg(300, { memberSearch: true })
    const signals: AbortSignal[] = []
    const search = transport.searchMembers.bind(transport)
    transport.searchMembers = (input, options) => {
      if (options?.signal) signals.push(options.signal)
      return search(input, options)
    }
    const { user } = renderWithKit(<MemberTable defaultPageSize={25} />, {
      transport,
      config: { membership_limit: 1000 },
    })
    await screen.findByText('1–25 of 300 members', {}, SLOW)
    transport.latency = 400
    await user.type(searchBox(), 'user 2')
    // The first term's request is on its way (the debounce is over) when the next keystroke comes.
    await waitFor(() => expect(callsOf(transport, 'searchMembers')).toHaveLength(1))
    await user.type(searchBox(), '9')
    // User 29 and 290–299.
    expect(await screen.findByText('11 members', {}, SLOW)).toBeInTheDocument()
    expect(names().every((name) => name.startsWith('User 29'))).toBe(true)
    expect(callsOf(transport, 'searchMembers').map((query) => query.search)).toEqual(['user 2', 'user 29'])
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
  }, 20_000)

  it('says when nothing matches, and shows a failed search with a retry that works', async () => {
    const transport = await bigOrg(200, { memberSearch: true })
    const { user } = renderWithKit(<MemberTable />, { transport, config: { membership_limit: 1000 } })
    await screen.findByText('1–25 of 200 members', {}, SLOW)
    await user.type(searchBox(), 'nobody here')
    expect(await screen.findByText('No members match.', {}, SLOW)).toBeInTheDocument()
    transport.failAlways('searchMembers', 'SERVER_ERROR')
    await user.clear(searchBox())
    await user.type(searchBox(), 'user 5')
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    transport.clearFaults()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    // User 5 and 50–59.
    expect(await screen.findByText('11 members', {}, SLOW)).toBeInTheDocument()
  }, 20_000)
})

describe('MemberTable search across organizations', () => {
  it('never shows the rows of the organization searched before while the next one’s search loads', async () => {
    const first = largeOrganizationSeed({ members: 150, slug: 'first-org', name: 'First' })
    const second = largeOrganizationSeed({ members: 150, slug: 'second-org', name: 'Second' })
    const owner = { name: 'Owner', email: 'owner@both.example.com' }
    const transport = createMemoryTransport({
      seed: {
        users: [owner, ...(first.users ?? []).slice(1), ...(second.users ?? []).slice(1)],
        organizations: [...(first.organizations ?? []), ...(second.organizations ?? [])],
        members: [
          ...(first.members ?? []).map((m, index) => (index === 0 ? { ...m, user: owner.email } : m)),
          ...(second.members ?? []).map((m, index) => (index === 0 ? { ...m, user: owner.email } : m)),
        ],
      },
      signedInAs: owner.email,
      pluginConfig: { membership_limit: 1000 },
    })
    const ids = Object.fromEntries((await transport.list()).map((o) => [o.slug, o.id]))
    const table = (slug: string, search: string) => (
      <MemberTable organizationId={ids[slug]} search={search} onSearchChange={() => undefined} />
    )
    // The second organization seen first, so its own reads (the viewer's role, ...) are cached when it comes back.
    const { rerender } = renderWithKit(table('second-org', 'user 2'), {
      transport,
      config: { membership_limit: 1000 },
    })
    // User 2 and User 20–29: 11 members.
    expect(await screen.findByText('11 members', {}, SLOW)).toBeInTheDocument()
    rerender(table('first-org', 'user 1'))
    // User 1, 10–19, 100–149: 61 members of the first organization.
    expect(await screen.findByText('1–25 of 61 members', {}, SLOW)).toBeInTheDocument()
    expect(screen.getAllByText(/@first-org\.example\.com$/).length).toBeGreaterThan(0)
    transport.latency = 300
    rerender(table('second-org', 'user 1'))
    // Right after the switch, while the second organization's search is on its way: none of the first's rows.
    expect(screen.queryAllByText(/@first-org\.example\.com$/)).toEqual([])
    await waitFor(() => expect(screen.getAllByText(/@second-org\.example\.com$/).length).toBeGreaterThan(0), SLOW)
  }, 20_000)
})

describe('MemberTable search without one on the server (Neon Auth, stock Better Auth)', () => {
  it('reads the list in chunks of 100 in one order, says how far it got, and reuses them for every term, sort and filter', async () => {
    const transport = await bigOrg(450, { memberSearch: false })
    const { user, queryClient } = renderWithKit(<MemberTable defaultPageSize={25} />, {
      transport,
      config: { membership_limit: 1000 },
    })
    await screen.findByText('1–25 of 450 members', {}, SLOW)
    transport.clearCalls()
    transport.latency = 250
    await user.type(searchBox(), 'user 4')
    // After the first chunk, the page says how far it got, and that it is not done.
    const progress = await screen.findByText('Searched 100 of 450 members.', {}, { timeout: 10_000 })
    expect(progress).toHaveAttribute('data-state', 'partial')
    // A live region busy until the search is done: a screen reader says the outcome once, not every chunk.
    const summary = progress.closest('[role="status"]')
    expect(summary).toHaveAttribute('aria-busy', 'true')
    // It holds the chunks read so far, never more.
    const chunks = () =>
      queryClient
        .getQueriesData<InfiniteData<MemberPage>>({ queryKey: ['orgkit'] })
        .find(([key, data]) => key.includes('chunks') && data !== undefined)?.[1]
    expect(chunks()?.pages.flatMap((page) => page.members).length).toBeLessThanOrEqual(200)
    expect(await screen.findByText('Searched 450 of 450 members.', {}, { timeout: 10_000 })).not.toHaveAttribute(
      'data-state',
    )
    expect(summary).toBeInTheDocument()
    expect(summary).not.toHaveAttribute('aria-busy')
    // User 4, 40–49, 400–449: 61 members.
    expect(screen.getByText('1–25 of 61 members')).toBeInTheDocument()
    const chunkReads = callsOf(transport, 'listMembers')
    expect(chunkReads).toEqual(
      [0, 100, 200, 300, 400].map((offset): unknown =>
        expect.objectContaining({ sortBy: 'id', sortDirection: 'asc', limit: 100, offset }),
      ),
    )
    // The server has no search: asked once, answered null, not asked again.
    expect(callsOf(transport, 'searchMembers')).toHaveLength(1)

    // Sort, filter, another term, another page: answered from the chunks read, nothing read again.
    const first = names()[0]
    await user.click(screen.getByRole('button', { name: 'Joined' }))
    await waitFor(() => expect(names()).not.toContain(first))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin')
    // Admins among them: User 41, 401, 411, …, 441 (i % 10 === 1) and User 402 (admin and member, i % 50 === 2).
    expect(await screen.findByText('7 members', {}, SLOW)).toBeInTheDocument()
    expect(names().sort()).toEqual(['User 401', 'User 402', 'User 41', 'User 411', 'User 421', 'User 431', 'User 441'])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '')
    // Another term, typed over the old one (never empty in between, which would show the plain list).
    await user.type(searchBox(), 'USER-000012@', { initialSelectionStart: 0, initialSelectionEnd: 'user 4'.length })
    expect(await screen.findByText('1 member', {}, SLOW)).toBeInTheDocument()
    expect(names()).toEqual(['User 12'])
    expect(callsOf(transport, 'listMembers')).toHaveLength(5)
    expect(callsOf(transport, 'searchMembers')).toHaveLength(1)
  }, 30_000)

  it('changes a role in the chunks read, without reading them again', async () => {
    const transport = await bigOrg(450, { memberSearch: false })
    const someone = (await transport.listMembers({ query: { limit: 2 } })).members[1]
    transport.clearCalls()
    function RoleChange() {
      const updateRole = useUpdateMemberRole()
      return (
        <button type="button" onClick={() => updateRole.mutate({ memberId: someone?.id ?? '', role: 'admin' })}>
          Make admin
        </button>
      )
    }
    const { user, queryClient } = renderWithKit(
      <>
        <RoleChange />
        <MemberTable defaultPageSize={25} />
      </>,
      { transport, config: { membership_limit: 1000 } },
    )
    await screen.findByText('1–25 of 450 members', {}, SLOW)
    await user.type(searchBox(), 'user')
    expect(await screen.findByText('Searched 450 of 450 members.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(callsOf(transport, 'listMembers').filter((query) => query.sortBy === 'id')).toHaveLength(5)
    transport.clearCalls()
    await user.click(screen.getByRole('button', { name: 'Make admin' }))
    await waitFor(() => expect(transport.calls.map((call) => call.operation)).toContain('updateMemberRole'))
    await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0))
    // The write, and no chunk read again: five chunks would be five requests.
    expect(callsOf(transport, 'listMembers').filter((query) => query.sortBy === 'id')).toEqual([])
  }, 30_000)

  it('shows a failed chunk with a retry that reads on from there', async () => {
    const transport = await bigOrg(250, { memberSearch: false })
    const { user } = renderWithKit(<MemberTable />, { transport, config: { membership_limit: 1000 } })
    await screen.findByText('1–25 of 250 members', {}, SLOW)
    transport.clearCalls()
    transport.failAlways('listMembers', 'SERVER_ERROR')
    await user.type(searchBox(), 'user 7')
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    transport.clearFaults()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Searched 250 of 250 members.', {}, { timeout: 10_000 })).toBeInTheDocument()
    // User 7, 70–79: 11 members.
    expect(screen.getByText('11 members')).toBeInTheDocument()
  }, 20_000)
})

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { avatarColor } from '../../../src/components/ui/avatar'
import { DEMO_OWNER_EMAIL } from '../../../src/testing'
import { demoSeedWithIds, IDS } from '../../support/demo-ids'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { axeViolations } from './axe'

const acmeAs = (email: string, config?: { membership_limit: number }) =>
  prepareTransport({ seed: demoSeedWithIds(), signedInAs: email, activeOrganization: 'acme', config })
/**
 * A `membership_limit` above `MEMBER_TABLE_FULL_READ_MEMBERSHIP_LIMIT`: the table cannot read the organization
 * whole, so every read goes to the server.
 */
const TOO_LARGE_TO_READ_WHOLE = { membership_limit: 1000 }
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) })
const badges = (name: string) =>
  [...rowOf(name).querySelectorAll('[data-slot="orgkit-member-table-role"]')].map((badge) => badge.textContent)
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-slot="orgkit-member-table-name"]')?.firstChild?.textContent)

describe('MemberTable as owner', () => {
  it('shows every member with avatar, e-mail, roles, joined date and the "you" marker; axe clean', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { container } = renderWithKit(<MemberTable locale="en-US" />, { transport })
    expect(await screen.findByText('1–4 of 4 members')).toBeInTheDocument()
    expect(names()).toEqual(['Alice', 'Bob', 'Carol', 'Dan'])
    const alice = rowOf('Alice')
    expect(within(alice).getByText('you')).toBeInTheDocument()
    expect(within(alice).getByText('alice@example.com')).toBeInTheDocument()
    expect(badges('Dan')).toEqual(['Admin', 'Member'])
    expect(badges('Alice')).toEqual(['Owner'])
    expect(alice.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    // A long name or e-mail is cut by the stylesheet: the whole text stays in the page and is its title.
    expect(within(alice).getByText('Alice')).toHaveAttribute('title', 'Alice')
    expect(within(alice).getByText('alice@example.com')).toHaveAttribute('title', 'alice@example.com')
    // The initials' colour comes from the user's id, not the name (each of these differs by name).
    const avatarColors = ['Alice', 'Bob', 'Carol', 'Dan'].map((name) =>
      rowOf(name).querySelector('[data-slot="orgkit-avatar"]')?.getAttribute('data-color'),
    )
    expect(avatarColors).toEqual([IDS.alice, IDS.bob, IDS.carol, IDS.dan].map(avatarColor))
    expect(await axeViolations(container)).toEqual([])
  })

  it('sorts on the server by joined date and role, with aria-sort on the headers (keyboard too)', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL, TOO_LARGE_TO_READ_WHOLE)
    const { user } = renderWithKit(<MemberTable />, { transport, config: TOO_LARGE_TO_READ_WHOLE })
    await screen.findByText('1–4 of 4 members')
    const joined = screen.getByRole('columnheader', { name: /Joined/ })
    expect(joined).toHaveAttribute('aria-sort', 'ascending')
    within(joined).getByRole('button').focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(joined).toHaveAttribute('aria-sort', 'descending'))
    await waitFor(() => expect(names()).toEqual(['Dan', 'Carol', 'Bob', 'Alice']))
    await user.click(within(screen.getByRole('columnheader', { name: /Roles/ })).getByRole('button'))
    expect(screen.getByRole('columnheader', { name: /Roles/ })).toHaveAttribute('aria-sort', 'ascending')
    expect(joined).toHaveAttribute('aria-sort', 'none')
    await waitFor(() => expect(names()).toEqual(['Bob', 'Dan', 'Carol', 'Alice']))
    const last = transport.calls.filter((c) => c.operation === 'listMembers').at(-1)
    expect(last?.args).toMatchObject({ query: { sortBy: 'role', sortDirection: 'asc' } })
  })

  it('filters by role on the server with `contains`, so multi-role members match', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL, TOO_LARGE_TO_READ_WHOLE)
    const { user } = renderWithKit(<MemberTable />, { transport, config: TOO_LARGE_TO_READ_WHOLE })
    await screen.findByText('1–4 of 4 members')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin')
    await waitFor(() => expect(names()).toEqual(['Bob', 'Dan']))
    expect(screen.getByText('1–2 of 2 members')).toBeInTheDocument()
    const calls = transport.calls.filter((c) => c.operation === 'listMembers')
    expect(calls.at(-1)?.args).toMatchObject({
      query: { filterField: 'role', filterOperator: 'contains', filterValue: 'admin' },
    })
  })

  it('changes a role at once (only grantable roles offered), and rolls back with the error on the row', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('1–4 of 4 members')
    const select = within(rowOf('Carol')).getByRole('combobox', { name: 'Role of Carol' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Owner', 'Admin', 'Member'])
    await user.selectOptions(select, 'admin')
    await waitFor(() => expect(badges('Carol')).toEqual(['Admin']))
    const members = await transport.listMembers({ query: {} })
    expect(members.members.find((m) => m.user.name === 'Carol')?.role).toEqual(['admin'])
    expect(await screen.findByText('Carol is now Admin.')).toBeInTheDocument()

    transport.failNext('updateMemberRole', 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
    await user.selectOptions(within(rowOf('Bob')).getByRole('combobox', { name: 'Role of Bob' }), 'member')
    const alert = await within(rowOf('Bob')).findByRole('alert')
    expect(alert).toHaveTextContent('You are not allowed to change this member’s role.')
    expect(within(rowOf('Bob')).getByRole('combobox', { name: 'Role of Bob' })).toHaveValue('admin')
    expect(badges('Bob')).toEqual(['Admin'])
  })

  it('removes a member by id after confirming, and shows a refusal on the row', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('1–4 of 4 members')
    transport.failNext('removeMember', 'SERVER_ERROR')
    await user.click(screen.getByRole('button', { name: 'Remove Carol' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove Carol' })
    expect(dialog).toHaveAccessibleDescription('carol@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await within(rowOf('Carol')).findByRole('alert')).toHaveTextContent('Something went wrong on the server')

    await user.click(screen.getByRole('button', { name: 'Remove Carol' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(names()).toEqual(['Alice', 'Bob', 'Dan']))
    const removal = transport.calls.filter((c) => c.operation === 'removeMember').at(-1)
    expect(removal?.args).toEqual({ memberIdOrEmail: IDS.member.acmeCarol, organizationId: IDS.acme })
    expect(await screen.findByText('1–3 of 3 members')).toBeInTheDocument()
  })

  it('cancels a removal with Escape and keeps the member', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('1–4 of 4 members')
    await user.click(screen.getByRole('button', { name: 'Remove Bob' }))
    expect(screen.getByRole('dialog', { name: 'Remove Bob' })).toBeInTheDocument()
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(transport.calls.some((c) => c.operation === 'removeMember')).toBe(false)
  })

  it('offers the sole owner no way to leave, and says why', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('1–4 of 4 members')
    const leave = within(rowOf('Alice')).getByRole('button', { name: 'Leave the organization' })
    expect(leave).toHaveAttribute('aria-disabled', 'true')
    expect(leave).toHaveAccessibleDescription(/needs an owner/)
    await user.click(leave)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(rowOf('Alice')).queryByRole('button', { name: /Remove/ })).toBeNull()
  })
})

describe('MemberTable as admin and as member', () => {
  it('lets an admin change and remove members but not the owner, with the reason described', async () => {
    const transport = await acmeAs('bob@example.com')
    renderWithKit(<MemberTable />, { transport })
    await screen.findByText('1–4 of 4 members')
    const ownerRole = within(rowOf('Alice')).getByRole('combobox', { name: 'Role of Alice' })
    expect(ownerRole).toBeDisabled()
    expect(ownerRole).toHaveAccessibleDescription('You are not allowed to change this member’s role.')
    expect(within(rowOf('Alice')).getByRole('button', { name: 'Remove Alice' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    const carol = within(rowOf('Carol')).getByRole('combobox', { name: 'Role of Carol' })
    expect(
      within(carol)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Member'])
    expect(within(rowOf('Carol')).getByRole('button', { name: 'Remove Carol' })).not.toHaveAttribute('aria-disabled')
  })

  it('shows a plain member no role controls and no remove, only Leave on their own row', async () => {
    const transport = await acmeAs('carol@example.com')
    const onLeft = vi.fn()
    const { user } = renderWithKit(<MemberTable onLeft={onLeft} />, { transport })
    await screen.findByText('1–4 of 4 members')
    expect(screen.queryAllByRole('combobox', { name: /Role of/ })).toEqual([])
    expect(screen.queryAllByRole('button', { name: /Remove/ })).toEqual([])
    expect(within(rowOf('Bob')).queryByRole('button', { name: 'Leave the organization' })).toBeNull()
    await user.click(within(rowOf('Carol')).getByRole('button', { name: 'Leave the organization' }))
    const dialog = screen.getByRole('dialog', { name: 'Leave the organization' })
    expect(dialog).toHaveAccessibleDescription('You lose access until invited again.')
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(onLeft).toHaveBeenCalledWith(expect.any(String)))
    expect(transport.calls.some((c) => c.operation === 'leave')).toBe(true)
  })

  it('never shows an action while the role loads', async () => {
    const transport = await acmeAs('carol@example.com')
    transport.latency = 30
    const seen: number[] = []
    const observer = new MutationObserver(() => seen.push(document.querySelectorAll('[data-action="remove"]').length))
    observer.observe(document.body, { childList: true, subtree: true })
    renderWithKit(<MemberTable />, { transport })
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await screen.findByText('1–4 of 4 members', undefined, { timeout: 2000 })
    observer.disconnect()
    expect(Math.max(0, ...seen)).toBe(0)
  })
})

describe('MemberTable in German', () => {
  it('takes every visible string from the catalog', async () => {
    const { messagesDe } = await import('../../../src/messages/messages-de')
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    renderWithKit(<MemberTable />, { transport, provider: { messages: messagesDe } })
    expect(await screen.findByText('1–4 von 4 Mitgliedern')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Nach Name oder E-Mail suchen' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Carol entfernen' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /Beigetreten/ })).toHaveAttribute('aria-sort', 'ascending')
  })
})

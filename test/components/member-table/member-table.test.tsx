import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { avatarColor } from '../../../src/components/ui/avatar'
import { OrgKitError } from '../../../src/core/org-kit-error'
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
const actionsButton = (name: string) => within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` })
type User = ReturnType<typeof renderWithKit>['user']
/** Opens a row's actions menu and gives its entries' names. */
async function menuItemsOf(user: User, name: string) {
  await user.click(actionsButton(name))
  return screen.getAllByRole('menuitem').map((item) => item.textContent)
}
/** Opens a row's actions menu and chooses an entry. */
async function choose(user: User, name: string, item: string) {
  await user.click(actionsButton(name))
  await user.click(screen.getByRole('menuitem', { name: item }))
}
const notifications = () => screen.getByRole('region', { name: 'Notifications' })
/** The latest result toast. */
const toast = async () => (await within(notifications()).findAllByRole('status')).at(-1)
const roleUpdates = (transport: { calls: readonly { operation: string; args: unknown }[] }) =>
  transport.calls.filter((call) => call.operation === 'updateMemberRole').map((call) => call.args)
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-slot="orgkit-member-table-name"]')?.firstChild?.textContent)

describe('MemberTable as owner', () => {
  it('shows every member with avatar, e-mail, roles, joined date and the "you" marker; axe clean', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { container } = renderWithKit(<MemberTable locale="en-US" />, { transport })
    expect(await screen.findByText('4 members')).toBeInTheDocument()
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
    await screen.findByText('4 members')
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
    await screen.findByText('4 members')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin')
    await waitFor(() => expect(names()).toEqual(['Bob', 'Dan']))
    expect(screen.getByText('2 members')).toBeInTheDocument()
    const calls = transport.calls.filter((c) => c.operation === 'listMembers')
    expect(calls.at(-1)?.args).toMatchObject({
      query: { filterField: 'role', filterOperator: 'contains', filterValue: 'admin' },
    })
  })

  it('offers one actions menu per row with what the owner may do; the sole owner cannot leave', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    expect(screen.queryAllByRole('combobox', { name: /Role of/ })).toEqual([])
    expect(await menuItemsOf(user, 'Carol')).toEqual(['Change role', 'Make Owner', 'Remove'])
    await user.keyboard('{Escape}')
    expect(await menuItemsOf(user, 'Alice')).toEqual(['Transfer ownership'])
  })
})

describe('MemberTable dialogs', () => {
  it('chooses a role with the arrow keys without sending anything, then applies it and says so', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    await choose(user, 'Carol', 'Change role')
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Carol' })
    const group = within(dialog).getByRole('group', { name: 'Role' })
    // Each role with its one-line description, from the catalog.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['owner', 'admin', 'member'])
    expect(
      within(group)
        .getByRole('radio', { name: /^Admin/ })
        .closest('label'),
    ).toHaveTextContent(/^Admin.+/)
    const member = within(group).getByRole('radio', { name: /^Member/ })
    expect(member).toBeChecked()
    member.focus()
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}')
    expect(within(group).getByRole('radio', { name: /^Admin/ })).toBeChecked()
    expect(roleUpdates(transport)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await toast()).toHaveTextContent('Carol is now Admin.')
    expect(roleUpdates(transport)).toEqual([
      { memberId: IDS.member.acmeCarol, role: 'admin', organizationId: IDS.acme },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(badges('Carol')).toEqual(['Admin'])
    expect(actionsButton('Carol')).toHaveFocus()
  })

  it('keeps a refused role change inside the dialog (not in the toast region, inert behind it) and rolls the row back', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    transport.failNext('updateMemberRole', 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
    await choose(user, 'Bob', 'Change role')
    await user.click(screen.getByRole('radio', { name: /^Member/ }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Bob' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not change the role of Bob. You are not allowed to change this member’s role.',
    )
    expect(within(notifications()).queryByRole('alert')).not.toBeInTheDocument()
    await waitFor(() => expect(badges('Bob')).toEqual(['Admin']))
  })

  it('asks before granting the owner role, naming the consequence; nothing is sent before', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    await choose(user, 'Carol', 'Change role')
    await user.click(screen.getByRole('radio', { name: /^Owner/ }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    const confirmation = await screen.findByRole('dialog', { name: 'Make Carol Owner?' })
    expect(confirmation).toHaveAccessibleDescription(
      'Carol will be able to do everything in Acme Inc, including deleting it and removing you.',
    )
    expect(roleUpdates(transport)).toHaveLength(0)
    await user.click(within(confirmation).getByRole('button', { name: 'Make Carol Owner' }))
    expect(await toast()).toHaveTextContent('Carol is now Owner.')
    expect(roleUpdates(transport)).toEqual([
      { memberId: IDS.member.acmeCarol, role: 'owner', organizationId: IDS.acme },
    ])
  })

  it('asks before you demote yourself; Cancel sends nothing', async () => {
    const transport = await acmeAs('bob@example.com')
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    await choose(user, 'Bob', 'Change role')
    await user.click(screen.getByRole('radio', { name: /^Member/ }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    const confirmation = await screen.findByRole('dialog', { name: 'Change your own role to Member?' })
    expect(confirmation).toHaveAccessibleDescription(/You lose the rights of Admin in Acme Inc at once/)
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }))
    expect(roleUpdates(transport)).toHaveLength(0)
    await choose(user, 'Bob', 'Change role')
    await user.click(screen.getByRole('radio', { name: /^Member/ }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await user.click(await screen.findByRole('button', { name: 'Change my role to Member' }))
    expect(await toast()).toHaveTextContent('You are now Member.')
    expect(roleUpdates(transport)).toHaveLength(1)
  })

  it('removes a member only after confirming; a failure stays in the dialog; focus goes to the next row', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    await choose(user, 'Carol', 'Remove')
    let dialog = await screen.findByRole('dialog', { name: 'Remove Carol from Acme Inc?' })
    expect(dialog).toHaveAccessibleDescription('They lose access at once. To come back, they need a new invitation.')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus())
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(actionsButton('Carol')).toHaveFocus()
    expect(transport.calls.some((call) => call.operation === 'removeMember')).toBe(false)

    transport.failNext('removeMember', 'SERVER_ERROR')
    await choose(user, 'Carol', 'Remove')
    dialog = await screen.findByRole('dialog', { name: 'Remove Carol from Acme Inc?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove Carol' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Could not remove Carol\. Something went wrong/)
    await user.click(within(dialog).getByRole('button', { name: 'Remove Carol' }))
    expect(await toast()).toHaveTextContent('Carol was removed.')
    await waitFor(() => expect(names()).toEqual(['Alice', 'Bob', 'Dan']))
    const removal = transport.calls.filter((call) => call.operation === 'removeMember').at(-1)
    expect(removal?.args).toEqual({ memberIdOrEmail: IDS.member.acmeCarol, organizationId: IDS.acme })
    await waitFor(() => expect(actionsButton('Dan')).toHaveFocus())

    // The last row gone, the focus goes to the row before it.
    await choose(user, 'Dan', 'Remove')
    await user.click(await screen.findByRole('button', { name: 'Remove Dan' }))
    await waitFor(() => expect(names()).toEqual(['Alice', 'Bob']))
    await waitFor(() => expect(actionsButton('Bob')).toHaveFocus())
  })
})

describe('MemberTable ownership transfer', () => {
  it('makes the chosen member owner, then steps you down to the role you chose', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    await choose(user, 'Alice', 'Transfer ownership')
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership of Acme Inc' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New Owner' }), IDS.member.acmeBob)
    await user.click(within(dialog).getByRole('radio', { name: /^Step down to Admin/ }))
    expect(roleUpdates(transport)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Make Bob Owner' }))
    expect(await toast()).toHaveTextContent('Bob is now Owner, and you are Admin.')
    expect(roleUpdates(transport)).toEqual([
      { memberId: IDS.member.acmeBob, role: 'owner', organizationId: IDS.acme },
      { memberId: IDS.member.acmeAlice, role: 'admin', organizationId: IDS.acme },
    ])
  })

  it('says plainly when stepping down fails (both are owner) and retries that step alone', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const updateMemberRole = transport.updateMemberRole.bind(transport)
    let updates = 0
    transport.updateMemberRole = (...args) => {
      updates += 1
      return updates === 2
        ? Promise.reject(new OrgKitError('SERVER_ERROR', { status: 500, message: 'down' }))
        : updateMemberRole(...args)
    }
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    await choose(user, 'Carol', 'Make Owner')
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership of Acme Inc' })
    expect(within(dialog).getByRole('combobox', { name: 'New Owner' })).toHaveValue(IDS.member.acmeCarol)
    await user.click(within(dialog).getByRole('radio', { name: /^Step down to Member/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Make Carol Owner' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Carol is now Owner, but your own role could not be changed, so you are still Owner too\./,
    )
    await waitFor(() => expect(badges('Carol')).toEqual(['Owner']))
    expect(badges('Alice')).toEqual(['Owner'])
    await user.click(within(dialog).getByRole('button', { name: 'Try again: step down to Member' }))
    expect(await toast()).toHaveTextContent('Carol is now Owner, and you are Member.')
    expect(updates).toBe(3)
    const last = transport.calls.filter((call) => call.operation === 'updateMemberRole').at(-1)
    expect(last?.args).toEqual({ memberId: IDS.member.acmeAlice, role: 'member', organizationId: IDS.acme })
  })
})

describe('MemberTable with admin as the creator role', () => {
  it('calls the creator role "owner": an admin makes another member admin through the guarded transfer', async () => {
    const config = { creator_role: 'admin' as const }
    const transport = await prepareTransport({
      seed: demoSeedWithIds(),
      signedInAs: 'bob@example.com',
      activeOrganization: 'acme',
      config,
    })
    const { user } = renderWithKit(<MemberTable />, { transport, config })
    await screen.findByText('4 members')
    expect(await menuItemsOf(user, 'Carol')).toContain('Make Admin')
    await user.click(screen.getByRole('menuitem', { name: 'Make Admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership of Acme Inc' })
    expect(within(dialog).getByRole('combobox', { name: 'New Admin' })).toHaveValue(IDS.member.acmeCarol)
    expect(roleUpdates(transport)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Make Carol Admin' }))
    expect(await toast()).toHaveTextContent('Carol is now Admin.')
    expect(roleUpdates(transport)).toEqual([
      { memberId: IDS.member.acmeCarol, role: 'admin', organizationId: IDS.acme },
    ])
  })
})

describe('MemberTable as admin and as member', () => {
  it('lets an admin change and remove members but offers nothing on the owner', async () => {
    const transport = await acmeAs('bob@example.com')
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    expect(within(rowOf('Alice')).queryByRole('button', { name: 'Actions for Alice' })).toBeNull()
    expect(await menuItemsOf(user, 'Carol')).toEqual(['Change role', 'Remove'])
  })

  it('shows a plain member one menu, on their own row, with Leave; leaving asks first', async () => {
    const transport = await acmeAs('carol@example.com')
    const onLeft = vi.fn()
    const { user } = renderWithKit(<MemberTable onLeft={onLeft} />, { transport })
    await screen.findByText('4 members')
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(1)
    expect(await menuItemsOf(user, 'Carol')).toEqual(['Leave organization'])
    await user.click(screen.getByRole('menuitem', { name: 'Leave organization' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme Inc?' })
    expect(dialog).toHaveAccessibleDescription('You lose access at once. To come back, you need a new invitation.')
    expect(transport.calls.some((call) => call.operation === 'leave')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Leave Acme Inc' }))
    await waitFor(() => expect(onLeft).toHaveBeenCalledWith(expect.any(String)))
    expect(await toast()).toHaveTextContent('You left Acme Inc.')
  })

  it('never shows an action while the role loads', async () => {
    const transport = await acmeAs('carol@example.com')
    transport.latency = 30
    const seen: number[] = []
    const observer = new MutationObserver(() =>
      seen.push(document.querySelectorAll('[aria-haspopup="menu"]:not([aria-label="Actions for Carol"])').length),
    )
    observer.observe(document.body, { childList: true, subtree: true })
    renderWithKit(<MemberTable />, { transport })
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await screen.findByText('4 members', undefined, { timeout: 2000 })
    observer.disconnect()
    expect(Math.max(0, ...seen)).toBe(0)
  })
})

describe('MemberTable in German', () => {
  it('takes every visible string from the catalog', async () => {
    const { messagesDe } = await import('../../../src/messages/messages-de')
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable />, { transport, provider: { messages: messagesDe } })
    expect(await screen.findByText('4 Mitglieder')).toBeInTheDocument()
    expect(screen.getByText('Seite 1 von 1')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Nach Name oder E-Mail suchen' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /Beigetreten/ })).toHaveAttribute('aria-sort', 'ascending')
    await user.click(screen.getByRole('button', { name: 'Aktionen für Carol' }))
    await user.click(screen.getByRole('menuitem', { name: 'Entfernen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Carol aus Acme Inc entfernen?' })
    expect(within(dialog).getByRole('button', { name: 'Carol entfernen' })).toBeInTheDocument()
  })
})

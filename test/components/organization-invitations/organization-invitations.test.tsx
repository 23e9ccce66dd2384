import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OrganizationInvitations } from '../../../src/components/organization-invitations/organization-invitations'
import { DEMO_OWNER_EMAIL, demoSeed, seedInvitation } from '../../../src/testing'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { failRead, renderWithReadsRunOut } from '../../support/retry-timers'
import { axeViolations } from '../member-table/axe'

const acmeAs = (email: string) => {
  const seed = demoSeed()
  seed.invitations = [
    ...(seed.invitations ?? []),
    seedInvitation('acme', 'olive@example.com', DEMO_OWNER_EMAIL, { role: 'owner' }),
  ]
  return prepareTransport({ seed, signedInAs: email, activeOrganization: 'acme' })
}
const EVERY_STATUS = ['pending', 'expired', 'accepted', 'rejected', 'canceled'] as const
const toast = () => within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')
const menuButtonOf = (email: string) => screen.getByRole('button', { name: `Actions for ${email}` })
const idOf = (email: string) => rowOf(email).getAttribute('data-row-id')
/** Opens a row's actions menu and chooses one of its entries. */
async function chooseFromMenu(user: UserEvent, email: string, entry: string) {
  await user.click(menuButtonOf(email))
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: entry }))
}
const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email) })
const statusOf = (email: string) => rowOf(email).querySelector('[data-slot="orgkit-invitations-status"]')?.textContent

describe('OrganizationInvitations', () => {
  it('lists every invitation with role, status (expired derived) and expiry, open ones first; axe clean', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { container } = renderWithKit(<OrganizationInvitations locale="en-US" statuses={EVERY_STATUS} />, {
      transport,
    })
    // The first render of the file is the slowest (cold modules on shared cores): wait longer.
    await screen.findByRole('row', { name: /frank@example.com/ }, { timeout: 5000 })
    expect(statusOf('frank@example.com')).toBe('Pending')
    expect(statusOf('grace@example.com')).toBe('Expired')
    expect(statusOf('carol@example.com')).toBe('Accepted')
    expect(statusOf('heidi@example.com')).toBe('Canceled')
    const order = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('[data-column="status"]')?.textContent)
    expect(order).toEqual(['Pending', 'Pending', 'Expired', 'Accepted', 'Canceled'])
    expect(rowOf('grace@example.com').querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-/)
    expect(within(rowOf('grace@example.com')).getByText('Admin')).toBeInTheDocument()
    expect(within(rowOf('carol@example.com')).queryByRole('button')).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('shows the headers and skeleton rows while the viewer’s roles load, before asking for the invitations', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { container } = renderWithKit(<OrganizationInvitations />, { transport })
    // Laid out as the loaded table is (same headers, same column widths), so nothing moves when rows arrive.
    const table = screen.getByRole('table', { name: 'Loading invitations…' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.getAttribute('data-column')),
    ).toEqual(['email', 'role', 'status', 'expires', 'actions'])
    expect(container.querySelectorAll('[data-slot="orgkit-invitations-skeleton-row"]')).toHaveLength(3)
    expect(transport.calls.filter((call) => call.operation === 'listInvitations')).toEqual([])
    await screen.findByRole('row', { name: /frank@example.com/ }, { timeout: 5000 })
  })

  it('cancels only after a confirmation that names the consequence, then moves the focus to the next row', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations />, { transport })
    await screen.findByRole('row', { name: /frank@example.com/ })
    const cancels = () => transport.calls.filter((call) => call.operation === 'cancelInvitation')
    const rowsBefore = screen.getAllByRole('row').map((row) => row.getAttribute('data-row-id'))
    const nextRowId = rowsBefore[rowsBefore.indexOf(idOf('frank@example.com')) + 1]

    await chooseFromMenu(user, 'frank@example.com', 'Cancel invitation')
    const dialog = screen.getByRole('dialog', { name: 'Cancel the invitation to frank@example.com?' })
    expect(dialog).toHaveAccessibleDescription(
      'The link stops working at once. You can invite frank@example.com again later.',
    )
    expect(cancels()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Keep invitation' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(cancels()).toEqual([])
    expect(statusOf('frank@example.com')).toBe('Pending')

    await chooseFromMenu(user, 'frank@example.com', 'Cancel invitation')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel invitation' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(cancels()).toHaveLength(1)
    expect(toast()).toHaveTextContent('Invitation to frank@example.com canceled.')
    // Only open invitations are listed by default: the canceled one has left the table.
    expect(screen.queryByRole('row', { name: /frank@example.com/ })).toBeNull()
    // The focus stays where the user was working: on the actions of the row that took the canceled one's place.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body))
    const focusedRow = document.activeElement?.closest('tr')
    expect(focusedRow?.getAttribute('data-row-id')).toBe(nextRowId)
    expect(document.activeElement).toHaveAttribute('aria-haspopup', 'menu')
    expect((await transport.listInvitations()).find((i) => i.email === 'frank@example.com')?.status).toBe('canceled')
  })

  it('by default lists the open invitations only; with every status, a canceled one moves down, the focus stays in place', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const first = renderWithKit(<OrganizationInvitations />, { transport })
    await screen.findByRole('row', { name: /frank@example.com/ })
    expect(screen.queryByRole('row', { name: /carol@example.com/ })).toBeNull()
    expect(screen.queryByRole('row', { name: /heidi@example.com/ })).toBeNull()
    first.unmount()

    const { user } = renderWithKit(<OrganizationInvitations statuses={EVERY_STATUS} />, { transport })
    await screen.findByRole('row', { name: /heidi@example.com/ })
    const ids = screen.getAllByRole('row').map((row) => row.getAttribute('data-row-id'))
    const nextRowId = ids[ids.indexOf(idOf('frank@example.com')) + 1]
    await chooseFromMenu(user, 'frank@example.com', 'Cancel invitation')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel invitation' }))
    await waitFor(() => expect(statusOf('frank@example.com')).toBe('Canceled'))
    await waitFor(() => expect(document.activeElement?.closest('tr')?.getAttribute('data-row-id')).toBe(nextRowId))
  })

  it('keeps a refused cancel in its dialog, the invitation put back', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations />, { transport })
    await screen.findByRole('row', { name: /frank@example.com/ })
    transport.failNext('cancelInvitation', 'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION')
    await chooseFromMenu(user, 'frank@example.com', 'Cancel invitation')
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only owners and admins can cancel invitations.')
    await waitFor(() => expect(statusOf('frank@example.com')).toBe('Pending'))
  })

  it('with invitation e-mails on, resends an open invitation (same id) and invites an expired one again', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations />, { transport, config: { send_invitation_email: true } })
    await screen.findByRole('row', { name: /frank@example.com/ })
    await chooseFromMenu(user, 'frank@example.com', 'Resend invitation')
    await waitFor(() => expect(toast()).toHaveTextContent('Invitation sent again to frank@example.com.'))
    expect(transport.calls.filter((c) => c.operation === 'inviteMember').at(-1)?.args).toMatchObject({
      email: 'frank@example.com',
      resend: true,
    })
    await chooseFromMenu(user, 'grace@example.com', 'Invite again')
    await waitFor(() => expect(screen.getAllByRole('row', { name: /grace@example.com/ })).toHaveLength(2))
    const graceStatuses = screen
      .getAllByRole('row', { name: /grace@example.com/ })
      .map((r) => r.querySelector('[data-column="status"]')?.textContent)
    expect(graceStatuses).toEqual(['Pending', 'Expired'])
  })

  it('with invitation e-mails off, never says resend or sent: it renews the link', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations />, { transport, config: { send_invitation_email: false } })
    await screen.findByRole('row', { name: /frank@example.com/ })
    await user.click(menuButtonOf('frank@example.com'))
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Copy link', 'Renew link', 'Cancel invitation'])
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Renew link' }))
    await waitFor(() => expect(toast()).toHaveTextContent('Invitation to frank@example.com renewed; copy the link.'))
    await chooseFromMenu(user, 'grace@example.com', 'Invite again')
    await waitFor(() =>
      expect(screen.getByText('New invitation to grace@example.com created; copy the link.')).toBeInTheDocument(),
    )
    expect(document.body).not.toHaveTextContent(/resend|sent/i)
  })

  it('says at once why a renewal failed, and keeps the row as it was', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations />, { transport, config: { send_invitation_email: false } })
    await screen.findByRole('row', { name: /frank@example.com/ })
    transport.failNext('inviteMember', 'SERVER_ERROR')
    await chooseFromMenu(user, 'frank@example.com', 'Renew link')
    const notifications = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(notifications).findByRole('alert')).toHaveTextContent(
      'Could not renew the link for frank@example.com. Something went wrong on the server.',
    )
    expect(statusOf('frank@example.com')).toBe('Pending')
  })

  it('shows the link to copy by hand when the browser refuses the clipboard', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations invitationBasePath="/join" />, { transport })
    await screen.findByRole('row', { name: /frank@example.com/ })
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('refused'))
    await chooseFromMenu(user, 'frank@example.com', 'Copy link')
    const dialog = await screen.findByRole('dialog', { name: 'Copy the invitation link for frank@example.com' })
    const field = within(dialog).getByRole('textbox', { name: 'Could not copy. Copy the link yourself:' })
    expect(field).toHaveFocus()
    expect(field).toHaveValue(`${window.location.origin}/join?invitationId=${idOf('frank@example.com') ?? ''}`)
    writeText.mockRestore()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(menuButtonOf('frank@example.com')).toHaveFocus()
  })

  it('offers an admin only what they may do: no resend of an owner invitation', async () => {
    const transport = await acmeAs('bob@example.com')
    const { user } = renderWithKit(<OrganizationInvitations />, { transport, config: { send_invitation_email: true } })
    await user.click(await screen.findByRole('button', { name: 'Actions for olive@example.com' }))
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Resend invitation' })).toBeNull()
    await user.keyboard('{Escape}')
    await user.click(menuButtonOf('frank@example.com'))
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Resend invitation' })).toBeInTheDocument()
  })

  it('copies the link of an open invitation and says so', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations invitationBasePath="/join" />, { transport })
    await screen.findByRole('row', { name: /frank@example.com/ })
    await chooseFromMenu(user, 'frank@example.com', 'Copy link')
    const id = (await transport.listInvitations()).find((i) => i.email === 'frank@example.com')?.id
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/join?invitationId=${id}`)
    expect(toast()).toHaveTextContent('Invitation link for frank@example.com copied.')
    await user.click(menuButtonOf('grace@example.com'))
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Copy link' })).toBeNull()
  })

  it('does not even ask the server when the viewer may not invite', async () => {
    const transport = await acmeAs('carol@example.com')
    renderWithKit(<OrganizationInvitations />, { transport })
    expect(
      await screen.findByText('Only owners and admins can see this organization’s invitations.'),
    ).toBeInTheDocument()
    expect(transport.calls.some((c) => c.operation === 'listInvitations')).toBe(false)
  })

  it('explains a server that refuses the list (Better Auth 1.7.24), and the plugin being off', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    transport.failNext('listInvitations', 'YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS', { status: 403 })
    const first = renderWithKit(<OrganizationInvitations />, { transport })
    expect(
      await screen.findByText('Only owners and admins can see this organization’s invitations.'),
    ).toBeInTheDocument()
    first.unmount()
    transport.setPluginConfig({ enabled: false })
    renderWithKit(<OrganizationInvitations />, { transport })
    expect(await screen.findByText('Organizations are turned off for this project.')).toBeInTheDocument()
  })

  it('shows other errors with a retry that works', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    failRead(transport, 'listInvitations', 'SERVER_ERROR')
    const { user } = await renderWithReadsRunOut(() =>
      renderWithKit(<OrganizationInvitations statuses={['pending']} />, { transport }),
    )
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('row', { name: /frank@example.com/ })).toBeInTheDocument()
    expect(screen.queryByRole('row', { name: /heidi@example.com/ })).toBeNull()
  })
})

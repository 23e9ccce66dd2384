import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email) })
const statusOf = (email: string) => rowOf(email).querySelector('[data-slot="orgkit-invitations-status"]')?.textContent

describe('OrganizationInvitations', () => {
  it('lists every invitation with role, status (expired derived) and expiry, open ones first; axe clean', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { container } = renderWithKit(<OrganizationInvitations locale="en-US" />, { transport })
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

  it('cancels at once, and puts the invitation back with the error on its row when refused', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations />, { transport })
    await screen.findByRole('row', { name: /frank@example.com/ })
    transport.failNext('cancelInvitation', 'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION')
    await user.click(screen.getByRole('button', { name: 'Cancel: frank@example.com' }))
    expect(await within(rowOf('frank@example.com')).findByRole('alert')).toHaveTextContent(
      'Only owners and admins can cancel invitations.',
    )
    expect(statusOf('frank@example.com')).toBe('Pending')
    await user.click(screen.getByRole('button', { name: 'Cancel: frank@example.com' }))
    await waitFor(() => expect(statusOf('frank@example.com')).toBe('Canceled'))
    expect(await screen.findByText('Canceled: frank@example.com')).toBeInTheDocument()
    expect((await transport.listInvitations()).find((i) => i.email === 'frank@example.com')?.status).toBe('canceled')
  })

  it('resends an open invitation (same id) and invites an expired one again', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations />, { transport })
    await screen.findByRole('row', { name: /frank@example.com/ })
    await user.click(screen.getByRole('button', { name: 'Resend: frank@example.com' }))
    expect(await screen.findByText('Sent again: frank@example.com')).toBeInTheDocument()
    expect(transport.calls.filter((c) => c.operation === 'inviteMember').at(-1)?.args).toMatchObject({
      email: 'frank@example.com',
      resend: true,
    })
    await user.click(screen.getByRole('button', { name: 'Invite again: grace@example.com' }))
    await waitFor(() => expect(screen.getAllByRole('row', { name: /grace@example.com/ })).toHaveLength(2))
    const graceStatuses = screen
      .getAllByRole('row', { name: /grace@example.com/ })
      .map((r) => r.querySelector('[data-column="status"]')?.textContent)
    expect(graceStatuses).toEqual(['Pending', 'Expired'])
  })

  it('lets an admin see but not resend an owner invitation, and says why', async () => {
    const transport = await acmeAs('bob@example.com')
    renderWithKit(<OrganizationInvitations />, { transport })
    const resend = await screen.findByRole('button', { name: 'Resend: olive@example.com' })
    expect(resend).toHaveAttribute('aria-disabled', 'true')
    expect(resend).toHaveAccessibleDescription('You are not allowed to invite someone with this role.')
    expect(screen.getByRole('button', { name: 'Resend: frank@example.com' })).not.toHaveAttribute('aria-disabled')
  })

  it('offers the link of an open invitation to copy', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<OrganizationInvitations invitationBasePath="/join" />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Copy link: frank@example.com' }))
    const id = (await transport.listInvitations()).find((i) => i.email === 'frank@example.com')?.id
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/join?invitationId=${id}`)
    expect(within(rowOf('grace@example.com')).queryByRole('button', { name: /Copy/ })).toBeNull()
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

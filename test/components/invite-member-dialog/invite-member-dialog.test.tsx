import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { InviteMemberDialog } from '../../../src/components/invite-member-dialog/invite-member-dialog'
import { usePermission } from '../../../src/hooks/use-permission'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../../src/testing'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { axeViolations } from '../member-table/axe'

const acmeAs = (email: string, config?: { membership_limit?: number; send_invitation_email?: boolean }) =>
  prepareTransport({ seed: demoSeed(), signedInAs: email, activeOrganization: 'acme', config })

/** Opens the dialog and waits for its form, whose code loads when the dialog first opens. */
async function openDialog(user: ReturnType<typeof renderWithKit>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Invite members' }))
  const dialog = screen.getByRole('dialog', { name: 'Invite members' })
  await within(dialog).findByRole('textbox', { name: 'E-mail addresses' })
  return dialog
}
/** Shows what the viewer's role read says about inviting, beside the dialog (same role query, same render). */
function InvitePermission() {
  const permission = usePermission({ invitation: ['create'] })
  if (permission.isLoading) return null
  return <p>{`may invite: ${permission.allowed ? 'yes' : `no (${permission.reason ?? 'unknown'})`}`}</p>
}
const resultOf = (email: string) =>
  screen.getByText(email, { selector: '[data-slot="orgkit-invite-result-email"]' }).closest('li') as HTMLElement

describe('InviteMemberDialog', () => {
  it('invites one address with the chosen role, offers its link (no e-mails sent) and is axe clean', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const onInvited = vi.fn()
    const { user } = renderWithKit(<InviteMemberDialog onInvited={onInvited} />, { transport })
    const dialog = await openDialog(user)
    expect(dialog).toHaveAccessibleDescription(
      'Invitations are not e-mailed: copy each invitation’s link and share it yourself.',
    )
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail addresses' }), 'ada@example.com')
    await user.click(within(dialog).getByRole('radio', { name: 'Admin' }))
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    expect(
      await within(resultOf('ada@example.com')).findByText('Invitation created; copy the link'),
    ).toBeInTheDocument()
    const invitation = (await transport.listInvitations()).find((i) => i.email === 'ada@example.com')
    expect(invitation?.role).toEqual(['admin'])
    expect(onInvited).toHaveBeenCalledWith([expect.objectContaining({ id: invitation?.id })])
    await user.click(within(dialog).getByRole('button', { name: 'Copy invitation link: ada@example.com' }))
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/auth/accept-invitation?invitationId=${invitation?.id}`,
    )
    expect(within(dialog).getByRole('textbox', { name: 'E-mail addresses' })).toHaveValue('')
    expect(await axeViolations(dialog)).toEqual([])
  })

  it('sends a pasted batch with a result per address, without losing the rest, and keeps what was not sent', async () => {
    const emailsOn = { send_invitation_email: true }
    const transport = await acmeAs(DEMO_OWNER_EMAIL, emailsOn)
    const { user } = renderWithKit(<InviteMemberDialog />, { transport, config: emailsOn })
    const dialog = await openDialog(user)
    const field = within(dialog).getByRole('textbox', { name: 'E-mail addresses' })
    await user.click(field)
    await user.paste('one@example.com, two@example.com\nbob@example.com frank@example.com;not-an-email ONE@example.com')
    expect(within(dialog).getByText('4 valid, 1 not valid')).toBeInTheDocument()
    transport.failNext('inviteMember', 'NETWORK_ERROR')
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    await within(dialog).findByText(/^1 invitation sent, 4 not sent\./)
    expect(within(resultOf('one@example.com')).getByText(/The server could not be reached/)).toBeInTheDocument()
    expect(within(resultOf('two@example.com')).getByText('Invitation sent')).toBeInTheDocument()
    expect(within(resultOf('bob@example.com')).getByText('This person is already a member.')).toBeInTheDocument()
    expect(
      within(resultOf('frank@example.com')).getByText('This person already has a pending invitation.'),
    ).toBeInTheDocument()
    expect(within(resultOf('not-an-email')).getByText('Not a valid e-mail address')).toBeInTheDocument()
    expect(screen.queryByText('ONE@example.com')).toBeNull()
    expect(field).toHaveValue('one@example.com\nnot-an-email')
    expect(
      within(dialog).getByText('1 invitation sent, 4 not sent. The addresses to fix stay in the field.'),
    ).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Try again: one@example.com' }))
    expect(await within(resultOf('one@example.com')).findByText('Invitation sent')).toBeInTheDocument()
    const frankBefore = (await transport.listInvitations()).find((i) => i.email === 'frank@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Resend: frank@example.com' }))
    expect(await within(resultOf('frank@example.com')).findByText('Invitation sent again')).toBeInTheDocument()
    const resend = transport.calls.filter((c) => c.operation === 'inviteMember').at(-1)
    expect(resend?.args).toMatchObject({ email: 'frank@example.com', resend: true })
    const frankAfter = (await transport.listInvitations()).find((i) => i.email === 'frank@example.com')
    expect(frankAfter?.id).toBe(frankBefore?.id)
  })

  it('with invitation e-mails off, says "created" and offers links, never "sent"', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<InviteMemberDialog />, { transport })
    const dialog = await openDialog(user)
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail addresses' }),
      'two@example.com frank@example.com',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    expect(await within(dialog).findByText('1 invitation created, 1 not created.')).toBeInTheDocument()
    expect(within(resultOf('two@example.com')).getByText('Invitation created; copy the link')).toBeInTheDocument()
    expect(
      within(resultOf('two@example.com')).getByRole('button', { name: 'Copy invitation link: two@example.com' }),
    ).toBeInTheDocument()
    // Frank is already invited: nothing can be resent, so the row fetches his invitation's link instead.
    expect(within(resultOf('frank@example.com')).queryByRole('button', { name: /^Resend/ })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Get link: frank@example.com' }))
    expect(
      await within(resultOf('frank@example.com')).findByText('Invitation renewed; copy the link'),
    ).toBeInTheDocument()
    expect(
      within(resultOf('frank@example.com')).getByRole('button', { name: 'Copy invitation link: frank@example.com' }),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('2 invitations created.')).toHaveAttribute('role', 'status')
    expect(dialog).not.toHaveTextContent(/\bsent\b/i)
  })

  it('validates before any request: nothing typed, or nothing valid', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<InviteMemberDialog />, { transport })
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter at least one e-mail address.')
    const field = within(dialog).getByRole('textbox', { name: 'E-mail addresses' })
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await user.type(field, 'nope, also nope')
    await user.keyboard('{Tab}{Tab}{Tab}')
    expect(within(dialog).getByRole('button', { name: 'Invite' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.'))
    expect(field).toHaveValue('nope, also nope')
    expect(transport.calls.some((c) => c.operation === 'inviteMember')).toBe(false)
  })

  it('offers only the roles the viewer may invite with; a server refusal of the role lands on the role field', async () => {
    const transport = await acmeAs('bob@example.com')
    const { user } = renderWithKit(<InviteMemberDialog />, { transport })
    const dialog = await openDialog(user)
    const admin = within(dialog).getByRole('radio', { name: 'Admin' })
    const member = within(dialog).getByRole('radio', { name: 'Member' })
    expect(within(within(dialog).getByRole('group', { name: 'Role' })).getAllByRole('radio')).toEqual([admin, member])
    // Each role is shown with its one-line description, which describes its radio; Member is chosen first.
    expect(admin).toHaveAccessibleDescription(
      'Manages members, invitations and settings; cannot delete the organization.',
    )
    expect(member).toBeChecked()
    expect(member).toHaveAccessibleDescription('Sees the organization and its members; manages nothing.')
    transport.failNext('inviteMember', 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE')
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail addresses' }), 'zed@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    await waitFor(() =>
      expect(member).toHaveAccessibleDescription(
        'Sees the organization and its members; manages nothing. You are not allowed to invite someone with this role.',
      ),
    )
    // Announced, and describing the role refused, not the other.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You are not allowed to invite someone with this role.')
    expect(admin).toHaveAccessibleDescription(
      'Manages members, invitations and settings; cannot delete the organization.',
    )
    expect(within(dialog).getByRole('textbox', { name: 'E-mail addresses' })).toHaveValue('zed@example.com')
    // Said once, on the role field: the address's row points there rather than repeating it.
    expect(within(dialog).getAllByText(/not allowed to invite someone with this role/)).toHaveLength(1)
    expect(within(resultOf('zed@example.com')).getByText('Not invited: see Role')).toBeInTheDocument()
    // Choosing another role takes the refusal away.
    await user.click(admin)
    await waitFor(() => expect(within(dialog).queryByText(/not allowed to invite someone with this role/)).toBeNull())
    expect(admin).toBeChecked()
  })

  it('starts on the app’s default role when the viewer may invite with it, else on Member', async () => {
    const transport = await acmeAs('bob@example.com')
    const first = renderWithKit(<InviteMemberDialog defaultValues={{ role: 'admin' }} />, { transport })
    expect(within(await openDialog(first.user)).getByRole('radio', { name: 'Admin' })).toBeChecked()
    first.unmount()
    // An admin may not invite owners: that role is not offered, and the form starts on Member, never on nothing.
    const second = renderWithKit(<InviteMemberDialog defaultValues={{ role: 'owner' }} />, { transport })
    const dialog = await openDialog(second.user)
    expect(within(dialog).queryByRole('radio', { name: 'Owner' })).toBeNull()
    expect(within(dialog).getByRole('radio', { name: 'Member' })).toBeChecked()
  })

  it('renders no trigger for a plain member', async () => {
    const transport = await acmeAs('carol@example.com')
    renderWithKit(
      <>
        <InviteMemberDialog />
        <InvitePermission />
      </>,
      { transport },
    )
    // The trigger depends on the viewer's role: once the same role read has answered (and rendered), it is decided.
    expect(await screen.findByText(/^may invite:/)).toHaveTextContent('may invite: no (forbidden)')
    expect(screen.queryByRole('button', { name: 'Invite members' })).toBeNull()
  })

  it('warns when the organization is at its membership limit', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL, { membership_limit: 4 })
    const { user } = renderWithKit(<InviteMemberDialog />, { transport, config: { membership_limit: 4 } })
    const dialog = await openDialog(user)
    expect(
      await within(dialog).findByText(
        'The organization has reached its limit of 4 members: nobody can join until someone leaves.',
      ),
    ).toBeInTheDocument()
  })

  it('warns when more people are invited than seats are left', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL, { membership_limit: 5 })
    const { user } = renderWithKit(<InviteMemberDialog />, { transport, config: { membership_limit: 5 } })
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail addresses' }), 'a@example.com b@example.com')
    expect(
      await within(dialog).findByText(
        'Only 1 more member can join (the limit is 5): not everyone you invite will be able to.',
      ),
    ).toBeInTheDocument()
  })

  it('offers no link when invitation e-mails are on, and a selectable link when the clipboard is missing', async () => {
    const on = await acmeAs(DEMO_OWNER_EMAIL, { send_invitation_email: true })
    const first = renderWithKit(<InviteMemberDialog />, { transport: on, config: { send_invitation_email: true } })
    let dialog = await openDialog(first.user)
    await first.user.type(within(dialog).getByRole('textbox', { name: 'E-mail addresses' }), 'ada@example.com')
    await first.user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    await within(dialog).findByText('Invitation sent')
    expect(within(dialog).queryByRole('button', { name: /Copy invitation link/ })).toBeNull()
    first.unmount()

    const off = await acmeAs(DEMO_OWNER_EMAIL)
    const second = renderWithKit(
      <InviteMemberDialog acceptInvitationUrl={(id) => `https://app.example.com/join/${id}`} />,
      { transport: off },
    )
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    dialog = await openDialog(second.user)
    await second.user.type(within(dialog).getByRole('textbox', { name: 'E-mail addresses' }), 'ada@example.com')
    await second.user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    await second.user.click(
      await within(dialog).findByRole('button', { name: 'Copy invitation link: ada@example.com' }),
    )
    const link = await within(dialog).findByRole('textbox', { name: 'Could not copy. Copy the link yourself:' })
    expect((link as HTMLInputElement).value).toMatch(/^https:\/\/app\.example\.com\/join\/[A-Za-z0-9_-]+$/)
    expect(link).toHaveAttribute('readonly')
  })
})

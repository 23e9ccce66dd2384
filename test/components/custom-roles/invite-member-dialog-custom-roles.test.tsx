import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Can } from '../../../src/components/can/can'
import { InviteMemberDialog } from '../../../src/components/invite-member-dialog/invite-member-dialog'
import { OrganizationSettings } from '../../../src/components/organization-settings/organization-settings'
import { renderWithKit } from '../../support/render-with-kit'
import { axeViolations } from '../member-table/axe'
import { APP_ROLE_MESSAGES, APP_ROLES, customRolesTransport, emailOf } from './custom-roles-kit'

const withAppRoles = { provider: { accessControl: APP_ROLES, messages: APP_ROLE_MESSAGES } }
/** The role picker's radios are these, by their accessible names, in this order. */
function expectRoles(dialog: HTMLElement, names: readonly string[]) {
  const radios = within(within(dialog).getByRole('group', { name: 'Role' })).getAllByRole('radio')
  expect(radios).toEqual(names.map((name) => within(dialog).getByRole('radio', { name })))
}

/** Opens the dialog and waits for its form, whose code loads when the dialog first opens. */
async function openDialog(user: ReturnType<typeof renderWithKit>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Invite members' }))
  const dialog = screen.getByRole('dialog', { name: 'Invite members' })
  await within(dialog).findByRole('textbox', { name: 'E-mail addresses' })
  return dialog
}

describe('InviteMemberDialog with the app’s roles', () => {
  it('lists the app’s roles with their labels and descriptions, starts on Member and invites with an app role', async () => {
    const transport = await customRolesTransport(emailOf('Alice'))
    const { user } = renderWithKit(<InviteMemberDialog />, { transport, ...withAppRoles })
    const dialog = await openDialog(user)
    expectRoles(dialog, ['Owner', 'Admin', 'Member', 'Accounts', 'Support'])
    const radio = (name: string) => within(dialog).getByRole('radio', { name })
    // Every role is shown with its description, the app's own included; one without an override has none.
    expect(radio('Member')).toBeChecked()
    expect(radio('Member')).toHaveAccessibleDescription('Sees the organization and its members; manages nothing.')
    expect(radio('Accounts')).toHaveAccessibleDescription('Pays invoices and edits the profile.')
    expect(within(dialog).getByText('Pays invoices and edits the profile.')).toBeVisible()
    expect(radio('Support')).not.toHaveAccessibleDescription()
    await user.click(radio('Accounts'))
    expect(radio('Accounts')).toBeChecked()
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail addresses' }), 'gus@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    expect(await within(dialog).findByText('Invitation created; copy the link')).toBeInTheDocument()
    const invitation = (await transport.listInvitations()).find((i) => i.email === 'gus@example.com')
    expect(invitation?.role).toEqual(['billing'])
    expect(await axeViolations(dialog)).toEqual([])
  })

  it('lets billing (invitation:create) invite with every role but the owner’s, as the server does', async () => {
    const transport = await customRolesTransport(emailOf('Bob'))
    const { user } = renderWithKit(<InviteMemberDialog />, { transport, ...withAppRoles })
    const dialog = await openDialog(user)
    expectRoles(dialog, ['Admin', 'Member', 'Accounts', 'Support'])
  })

  it('offers no invitation to a role without invitation:create, nor to one the kit was not told about', async () => {
    const support = await customRolesTransport(emailOf('Erin'))
    const first = renderWithKit(
      <>
        <InviteMemberDialog />
        <Can permissions={{ member: ['update'] }}>
          <p>may change roles</p>
        </Can>
      </>,
      { transport: support, ...withAppRoles },
    )
    expect(await screen.findByText('may change roles')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invite members' })).toBeNull()
    first.unmount()

    // Without `accessControl`, billing is an unknown role to the kit: it grants nothing.
    const billing = await customRolesTransport(emailOf('Bob'))
    renderWithKit(
      <>
        <InviteMemberDialog />
        <Can permissions={{ invoice: ['pay'] }} fallback={<p>may not pay</p>}>
          <p>may pay</p>
        </Can>
      </>,
      { transport: billing },
    )
    expect(await screen.findByText('may not pay')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invite members' })).toBeNull()
  })
})

describe('<Can> and OrganizationSettings with the app’s roles', () => {
  it('answers an app resource for the viewer’s role', async () => {
    const transport = await customRolesTransport(emailOf('Bob'))
    renderWithKit(
      <>
        <Can permissions={{ invoice: ['pay'] }} fallback={<p>may not pay</p>}>
          <p>may pay</p>
        </Can>
        <Can permissions={{ invoice: ['refund'] }} fallback={<p>may not refund</p>}>
          <p>may refund</p>
        </Can>
      </>,
      { transport, ...withAppRoles },
    )
    expect(await screen.findByText('may pay')).toBeInTheDocument()
    expect(screen.getByText('may not refund')).toBeInTheDocument()
  })

  it('lets billing (organization:update) edit the profile but not delete the organization', async () => {
    const transport = await customRolesTransport(emailOf('Bob'))
    renderWithKit(<OrganizationSettings />, { transport, ...withAppRoles })
    const profile = await screen.findByRole('region', { name: 'Profile' })
    expect(within(profile).getByRole('textbox', { name: 'Name' })).toBeEnabled()
    expect(screen.getByRole('button', { name: /Delete/ })).toHaveAttribute('aria-disabled', 'true')
  })
})

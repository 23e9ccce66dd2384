import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { messagesDe } from '../../../src/messages/messages-de'
import { renderWithKit } from '../../support/render-with-kit'
import { axeViolations } from '../member-table/axe'
import { APP_ROLE_MESSAGES, APP_ROLES, customRolesTransport, emailOf } from './custom-roles-kit'

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) })
const badges = (name: string) =>
  [...rowOf(name).querySelectorAll('[data-slot="orgkit-member-table-role"]')].map((badge) => badge.textContent)
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent)
const radios = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))
/** Opens a row's actions menu and gives its entries' names. */
async function openMenu(user: ReturnType<typeof renderWithKit>['user'], name: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }))
  return screen.getAllByRole('menuitem').map((item) => item.textContent)
}
const withAppRoles = { provider: { accessControl: APP_ROLES, messages: APP_ROLE_MESSAGES } }

describe('MemberTable with the app’s roles', () => {
  it('shows every role by its label: overridden, capitalised or as stored; the padded "member, owner" is no owner', async () => {
    const transport = await customRolesTransport(emailOf('Alice'))
    const { container, user } = renderWithKit(<MemberTable />, { transport, ...withAppRoles })
    expect(await screen.findByText('6 members')).toBeInTheDocument()
    expect(badges('Bob')).toEqual(['Accounts'])
    expect(badges('Erin')).toEqual(['Support'])
    // auditor: a role the server has and the app never described to the kit; shown by its name.
    expect(badges('Fay')).toEqual(['Auditor'])
    expect(badges('Dan')).toEqual(['Member', ' owner'])
    // The filter and the pickers offer the defaults and the app's roles.
    expect(optionsOf(screen.getByRole('combobox', { name: 'Role' }))).toEqual([
      'All roles',
      'Owner',
      'Admin',
      'Member',
      'Accounts',
      'Support',
    ])
    // The role picker offers the defaults and the app's roles, each with the app's description when it has one.
    await openMenu(user, 'Bob')
    await user.click(screen.getByRole('menuitem', { name: 'Change role' }))
    expect(radios()).toEqual(['owner', 'admin', 'member', 'billing', 'support'])
    expect(screen.getByRole('radio', { name: /^Accounts/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /^Accounts/ }).closest('label')).toHaveTextContent(
      'Pays invoices and edits the profile.',
    )
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    // A stored value the picker does not offer is shown as it is, and chosen.
    await openMenu(user, 'Dan')
    await user.click(screen.getByRole('menuitem', { name: 'Change role' }))
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('value', 'member, owner')
    expect(screen.getAllByRole('radio')[0]).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    // Dan is not counted as an owner (the server counts untrimmed), so Alice is the only one and cannot leave.
    expect(await openMenu(user, 'Alice')).not.toContain('Leave organization')
    await user.keyboard('{Escape}')
    expect(await axeViolations(container)).toEqual([])
  })

  it('changes a member to an app role, as the server allows', async () => {
    const transport = await customRolesTransport(emailOf('Alice'))
    const { user } = renderWithKit(<MemberTable />, { transport, ...withAppRoles })
    await screen.findByText('6 members')
    await openMenu(user, 'Carol')
    await user.click(screen.getByRole('menuitem', { name: 'Change role' }))
    await user.click(screen.getByRole('radio', { name: /^Accounts/ }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Carol is now Accounts.')).toBeInTheDocument()
    await waitFor(() => expect(badges('Carol')).toEqual(['Accounts']))
    const { members } = await transport.listMembers()
    expect(members.find((m) => m.user.name === 'Carol')?.role).toEqual(['billing'])
  })

  it('gates on the viewer’s own role: support changes roles but removes nobody', async () => {
    const transport = await customRolesTransport(emailOf('Erin'))
    const { user } = renderWithKit(<MemberTable />, { transport, ...withAppRoles })
    await screen.findByText('6 members')
    // Nothing to do on the owner's row; on Carol's, a role change and no removal.
    expect(within(rowOf('Alice')).queryByRole('button', { name: /^Actions for/ })).toBeNull()
    expect(await openMenu(user, 'Carol')).toEqual(['Change role'])
    await user.click(screen.getByRole('menuitem', { name: 'Change role' }))
    expect(radios()).toEqual(['admin', 'member', 'billing', 'support'])
    await user.click(screen.getByRole('radio', { name: /^Admin/ }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Carol is now Admin.')).toBeInTheDocument()
  })

  it('gives billing (no member rights) no role controls and no remove, only Leave', async () => {
    const transport = await customRolesTransport(emailOf('Bob'))
    const { user } = renderWithKit(<MemberTable />, { transport, ...withAppRoles })
    await screen.findByText('6 members')
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(1)
    expect(await openMenu(user, 'Bob')).toEqual(['Leave organization'])
  })

  it('without the app’s roles, still reads them (by name, capitalised) and gates the default roles alone', async () => {
    const transport = await customRolesTransport(emailOf('Erin'))
    renderWithKit(<MemberTable />, { transport, provider: { messages: messagesDe } })
    expect(await screen.findByText('6 Mitglieder')).toBeInTheDocument()
    expect(badges('Bob')).toEqual(['Billing'])
    expect(badges('Alice')).toEqual(['Inhaber'])
    // Support is unknown to a kit without `accessControl`: it grants nothing there.
    expect(
      screen.getAllByRole('button', { name: /^Aktionen für/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Aktionen für Erin'])
  })
})

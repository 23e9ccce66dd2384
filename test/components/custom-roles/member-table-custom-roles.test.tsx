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
const withAppRoles = { provider: { accessControl: APP_ROLES, messages: APP_ROLE_MESSAGES } }

describe('MemberTable with the app’s roles', () => {
  it('shows every role by its label: overridden, capitalised or as stored; the padded "member, owner" is no owner', async () => {
    const transport = await customRolesTransport(emailOf('Alice'))
    const { container } = renderWithKit(<MemberTable />, { transport, ...withAppRoles })
    expect(await screen.findByText('1–6 of 6 members')).toBeInTheDocument()
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
    const bob = within(rowOf('Bob')).getByRole('combobox', { name: 'Role of Bob' })
    expect(bob).toHaveValue('billing')
    expect(optionsOf(bob)).toEqual(['Owner', 'Admin', 'Member', 'Accounts', 'Support'])
    // A stored value the pickers do not offer is shown as it is.
    const fay = within(rowOf('Fay')).getByRole('combobox', { name: 'Role of Fay' })
    expect(fay).toHaveValue('auditor')
    expect(optionsOf(fay)[0]).toBe('Auditor')
    const dan = within(rowOf('Dan')).getByRole('combobox', { name: 'Role of Dan' })
    expect(dan).toHaveValue('member, owner')
    // Dan is not counted as an owner (the server counts untrimmed), so Alice is the only one and cannot leave.
    const leave = within(rowOf('Alice')).getByRole('button', { name: 'Leave the organization' })
    expect(leave).toHaveAttribute('aria-disabled', 'true')
    expect(await axeViolations(container)).toEqual([])
  })

  it('changes a member to an app role, as the server allows', async () => {
    const transport = await customRolesTransport(emailOf('Alice'))
    const { user } = renderWithKit(<MemberTable />, { transport, ...withAppRoles })
    await screen.findByText('1–6 of 6 members')
    await user.selectOptions(within(rowOf('Carol')).getByRole('combobox', { name: 'Role of Carol' }), 'billing')
    expect(await screen.findByText('Carol is now Accounts.')).toBeInTheDocument()
    await waitFor(() => expect(badges('Carol')).toEqual(['Accounts']))
    const { members } = await transport.listMembers()
    expect(members.find((m) => m.user.name === 'Carol')?.role).toEqual(['billing'])
  })

  it('gates on the viewer’s own role: support changes roles but removes nobody', async () => {
    const transport = await customRolesTransport(emailOf('Erin'))
    const { user } = renderWithKit(<MemberTable />, { transport, ...withAppRoles })
    await screen.findByText('1–6 of 6 members')
    expect(screen.queryAllByRole('button', { name: /^Remove/ })).toEqual([])
    const carol = within(rowOf('Carol')).getByRole('combobox', { name: 'Role of Carol' })
    expect(optionsOf(carol)).toEqual(['Admin', 'Member', 'Accounts', 'Support'])
    expect(within(rowOf('Alice')).getByRole('combobox', { name: 'Role of Alice' })).toBeDisabled()
    await user.selectOptions(carol, 'admin')
    expect(await screen.findByText('Carol is now Admin.')).toBeInTheDocument()
  })

  it('gives billing (no member rights) no role controls and no remove, only Leave', async () => {
    const transport = await customRolesTransport(emailOf('Bob'))
    renderWithKit(<MemberTable />, { transport, ...withAppRoles })
    await screen.findByText('1–6 of 6 members')
    expect(screen.queryAllByRole('combobox', { name: /Role of/ })).toEqual([])
    expect(screen.queryAllByRole('button', { name: /^Remove/ })).toEqual([])
    expect(within(rowOf('Bob')).getByRole('button', { name: 'Leave the organization' })).not.toHaveAttribute(
      'aria-disabled',
    )
  })

  it('without the app’s roles, still reads them (by name, capitalised) and gates the default roles alone', async () => {
    const transport = await customRolesTransport(emailOf('Erin'))
    renderWithKit(<MemberTable />, { transport, provider: { messages: messagesDe } })
    expect(await screen.findByText('1–6 von 6 Mitgliedern')).toBeInTheDocument()
    expect(badges('Bob')).toEqual(['Billing'])
    expect(badges('Alice')).toEqual(['Inhaber'])
    // Support is unknown to a kit without `accessControl`: it grants nothing there.
    expect(screen.queryAllByRole('combobox', { name: /Rolle von/ })).toEqual([])
  })
})

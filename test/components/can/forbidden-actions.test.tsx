import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ForbiddenActionsProvider } from '../../../src/components/can/forbidden-actions-provider'
import { InviteMemberDialog } from '../../../src/components/invite-member-dialog/invite-member-dialog'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { OrganizationInvitations } from '../../../src/components/organization-invitations/organization-invitations'
import { OrganizationSettings } from '../../../src/components/organization-settings/organization-settings'
import { DEMO_OWNER_EMAIL } from '../../../src/testing'
import { demoSeedWithIds } from '../../support/demo-ids'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { axeViolations } from '../member-table/axe'

// Issue 25: a forbidden action is hidden by default, as before; with `forbiddenActions="explain"` it is shown
// `aria-disabled` (still focusable), the reason its accessible description and a visible hint, and taking it
// sends nothing.

const CAROL = 'carol@example.com' // member of Acme
const BOB = 'bob@example.com' // admin of Acme

const acmeAs = (email: string) =>
  prepareTransport({ seed: demoSeedWithIds(), signedInAs: email, activeOrganization: 'acme' })
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) })
interface Calls {
  calls: readonly { operation: string }[]
}
const writes = (transport: Calls) =>
  transport.calls.map((call) => call.operation).filter((operation) => !/^(get|list|check)/.test(operation))

/** Expects a control disabled by reason: aria-disabled, described by the reason, which is shown too. */
function expectExplained(control: HTMLElement, reason: string) {
  expect(control).toHaveAttribute('aria-disabled', 'true')
  expect(control).not.toBeDisabled() // focusable: keyboard and screen-reader users reach the reason
  expect(control).toHaveAccessibleDescription(reason)
  const hintId = control.getAttribute('aria-describedby') ?? ''
  const hint = document.getElementById(hintId)
  expect(hint).toHaveTextContent(reason)
  expect(hint).toHaveAttribute('data-slot', 'orgkit-disabled-reason')
}

describe('forbidden actions in the member table', () => {
  it('hides what a member may not do by default: no actions button on another member’s row', async () => {
    const transport = await acmeAs(CAROL)
    renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    expect(within(rowOf('Bob')).queryByRole('button', { name: 'Actions for Bob' })).not.toBeInTheDocument()
  })

  it('explains them: change role and remove, disabled with the server’s reason, and choosing them sends nothing', async () => {
    const transport = await acmeAs(CAROL)
    const { user, container } = renderWithKit(<MemberTable forbiddenActions="explain" />, { transport })
    await screen.findByText('4 members')
    await user.click(within(rowOf('Bob')).getByRole('button', { name: 'Actions for Bob' }))
    const changeRole = screen.getByRole('menuitem', { name: 'Change role' })
    const remove = screen.getByRole('menuitem', { name: 'Remove' })
    expect(changeRole).toHaveFocus() // a refused entry is still reached by the arrow keys
    expectExplained(changeRole, 'You are not allowed to change this member’s role.')
    expectExplained(remove, 'You are not allowed to remove this member.')
    await user.keyboard('{ArrowDown}{Enter}')
    await user.click(changeRole)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('menu')).toBeInTheDocument()
    expect(writes(transport)).toEqual([])
    expect(await axeViolations(container)).toEqual([])
  })

  it('explains why an admin may not change or remove the owner; what is allowed stays as it was', async () => {
    const transport = await acmeAs(BOB)
    const { user } = renderWithKit(
      <ForbiddenActionsProvider mode="explain">
        <MemberTable />
      </ForbiddenActionsProvider>,
      { transport },
    )
    await screen.findByText('4 members')
    await user.click(within(rowOf('Alice')).getByRole('button', { name: 'Actions for Alice' }))
    expectExplained(
      screen.getByRole('menuitem', { name: 'Change role' }),
      'You are not allowed to change this member’s role.',
    )
    expectExplained(screen.getByRole('menuitem', { name: 'Remove' }), 'Only an Owner can remove an Owner.')
    await user.keyboard('{Escape}')
    // Allowed entries stay as they were: Bob may change Carol's role.
    await user.click(within(rowOf('Carol')).getByRole('button', { name: 'Actions for Carol' }))
    expect(screen.getByRole('menuitem', { name: 'Change role' })).not.toHaveAttribute('aria-disabled')
  })

  it('the component’s own prop wins over the provider’s', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(
      <ForbiddenActionsProvider mode="explain">
        <MemberTable forbiddenActions="hide" />
      </ForbiddenActionsProvider>,
      { transport },
    )
    await screen.findByText('4 members')
    await user.click(within(rowOf('Alice')).getByRole('button', { name: 'Actions for Alice' }))
    expect(screen.queryByRole('menuitem', { name: 'Leave organization' })).not.toBeInTheDocument()
  })

  it('explains why the only owner may not leave, on their own row', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    const { user } = renderWithKit(<MemberTable forbiddenActions="explain" />, { transport })
    await screen.findByText('4 members')
    await user.click(within(rowOf('Alice')).getByRole('button', { name: 'Actions for Alice' }))
    const leave = screen.getByRole('menuitem', { name: 'Leave organization' })
    expectExplained(leave, 'The organization needs an owner. Make someone else owner first.')
    await user.click(leave)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(writes(transport)).toEqual([])
  })
})

describe('forbidden actions elsewhere', () => {
  it('invite: no trigger for a member by default; explained, it opens nothing', async () => {
    const transport = await acmeAs(CAROL)
    // One cache: the viewer's role is known once the settings show it, so the trigger is decided by then.
    const hidden = renderWithKit(
      <>
        <InviteMemberDialog />
        <OrganizationSettings />
      </>,
      { transport },
    )
    await screen.findByRole('button', { name: 'Leave organization' })
    expect(screen.queryByRole('button', { name: 'Invite members' })).not.toBeInTheDocument()
    hidden.unmount()

    const { user, container } = renderWithKit(<InviteMemberDialog forbiddenActions="explain" />, { transport })
    const trigger = await screen.findByRole('button', { name: 'Invite members' })
    expectExplained(trigger, 'Only owners and admins can invite people.')
    await user.click(trigger)
    trigger.focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(writes(transport)).toEqual([])
    expect(await axeViolations(container)).toEqual([])
  })

  it('settings: a member is not offered Delete by default; explained, Delete says why and opens nothing', async () => {
    const transport = await acmeAs(CAROL)
    const hidden = renderWithKit(<OrganizationSettings />, { transport })
    await screen.findByRole('button', { name: 'Leave organization' })
    expect(screen.queryByRole('button', { name: 'Delete organization' })).not.toBeInTheDocument()
    hidden.unmount()

    const { user, container } = renderWithKit(<OrganizationSettings forbiddenActions="explain" />, { transport })
    const remove = await screen.findByRole('button', { name: 'Delete organization' })
    expectExplained(remove, 'Only an owner can delete this organization.')
    await user.click(remove)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(writes(transport)).toEqual([])
    expect(await axeViolations(container)).toEqual([])
  })

  it('invitations: an admin may not resend an owner’s invitation; explained, Renew link says why', async () => {
    const transport = await acmeAs(DEMO_OWNER_EMAIL)
    await transport.inviteMember({ email: 'olivia@example.com', role: 'owner' })
    transport.signInAs(BOB)
    const acme = (await transport.list()).find((organization) => organization.slug === 'acme')
    await transport.setActive({ organizationId: acme?.id ?? null })
    const { user, unmount } = renderWithKit(<OrganizationInvitations />, { transport })
    const row = await screen.findByRole('row', { name: /olivia@example\.com/ })
    await user.click(within(row).getByRole('button', { name: /Actions for olivia/ }))
    expect(screen.queryByRole('menuitem', { name: 'Renew link' })).not.toBeInTheDocument()
    unmount()

    transport.clearCalls()
    const explained = renderWithKit(<OrganizationInvitations forbiddenActions="explain" />, { transport })
    const again = await screen.findByRole('row', { name: /olivia@example\.com/ })
    await explained.user.click(within(again).getByRole('button', { name: /Actions for olivia/ }))
    const resend = screen.getByRole('menuitem', { name: 'Renew link' })
    expectExplained(resend, 'You are not allowed to invite someone with this role.')
    await explained.user.click(resend)
    expect(writes(transport)).toEqual([])
  })
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OrganizationSwitcher } from '../../../src/components/organization-switcher/organization-switcher'
import type { OrganizationSwitchEvent } from '../../../src/query/organization-switch-event'
import { seedInvitation, seedMember, seedOrganization } from '../../../src/testing'
import type { MemoryTransport } from '../../../src/testing'
import { demoSeedWithIds, EMAIL, IDS } from '../../support/demo-ids'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { failRead, renderWithReadsRunOut, runReadsOut } from '../../support/retry-timers'
import { expectNoAxeViolations } from './expect-no-axe-violations'

// Frank (demo seed) is in no organization and invited to Acme Inc (member) and Globex. Alice is in Acme Inc
// (active) and Globex, and here also invited to Initech as admin.

const asFrank = (config?: { membership_limit: number }) =>
  prepareTransport({ seed: demoSeedWithIds(), signedInAs: EMAIL.frank, config })

function asAliceInvitedToInitech() {
  const seed = demoSeedWithIds()
  seed.organizations = [...(seed.organizations ?? []), seedOrganization('Initech', { id: 'org_initech' })]
  seed.members = [...(seed.members ?? []), seedMember('initech', EMAIL.erin, 'owner')]
  seed.invitations = [
    ...(seed.invitations ?? []),
    seedInvitation('initech', EMAIL.alice, EMAIL.erin, { role: 'admin' }),
  ]
  return prepareTransport({ seed, signedInAs: EMAIL.alice, activeOrganization: 'acme' })
}

const trigger = () => screen.findByRole('button', { name: /switch organization/ })
const invitationsGroup = () => screen.findByRole('group', { name: 'Invitations' })
const calls = (transport: MemoryTransport, operation: string) =>
  transport.calls.filter((call) => call.operation === operation)
const toast = () => within(screen.getByRole('region', { name: 'Notifications' }))

/** Opens the switcher and waits for its popover, whose code is fetched the first time it opens. */
async function openPopover(user: ReturnType<typeof renderWithKit>['user']) {
  await user.click(await trigger())
  return screen.findByRole('dialog', { name: 'Switch organization' })
}

describe('OrganizationSwitcher: pending invitations', () => {
  it('counts them on the trigger, in words in its name, and lists them apart from the organizations; axe clean', async () => {
    const { user, container } = renderWithKit(<OrganizationSwitcher />, { transport: await asAliceInvitedToInitech() })
    const button = await screen.findByRole('button', {
      name: 'Acme Inc, switch organization, 1 pending invitation',
    })
    const badge = button.querySelector('[data-slot="orgkit-organization-switcher-badge"]')
    // The number is drawn by the stylesheet, as the initials are: the visible text stays part of the name.
    expect(badge).toHaveAttribute('data-count', '1')
    expect(button).toHaveTextContent(/^Acme Inc$/)
    expect(badge).toHaveAttribute('aria-hidden', 'true')
    expect(badge).toHaveAttribute('title', '1 pending invitation')

    const popover = await openPopover(user)
    const group = await invitationsGroup()
    // After the organizations, outside their listbox.
    const listbox = within(popover).getByRole('listbox', { name: 'Your organizations' })
    expect(within(listbox).queryByText('Initech')).toBeNull()
    expect(listbox.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const item = within(group).getByRole('listitem', { name: 'Initech' })
    expect(item).toHaveTextContent('Invited as Admin')
    expect(item.querySelector('[data-slot="orgkit-avatar"]')).toHaveTextContent('IN')
    expect(within(item).getByRole('button', { name: 'Accept the invitation to Initech' })).toHaveTextContent('Accept')
    expect(within(item).getByRole('button', { name: 'Decline the invitation to Initech' })).toHaveTextContent('Decline')
    await expectNoAxeViolations(container)
  })

  it('keeps the listbox keys, and Tab goes on to Accept, Decline, then "Create organization"', async () => {
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport: await asAliceInvitedToInitech() })
    await openPopover(user)
    await invitationsGroup()
    const listbox = screen.getByRole('listbox')
    expect(listbox).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent('Globex')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Accept the invitation to Initech' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Decline the invitation to Initech' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Create organization' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(await trigger()).toHaveFocus()
  })

  it('accepts once on a double click: the organization becomes active, the popover closes onto the trigger, and it is said', async () => {
    const transport = await asAliceInvitedToInitech()
    const onSwitched = vi.fn()
    const { user } = renderWithKit(<OrganizationSwitcher onSwitched={onSwitched} />, { transport })
    await openPopover(user)
    const accept = within(await invitationsGroup()).getByRole('button', { name: /^Accept/ })
    // The first press is still in flight when the second lands.
    transport.latency = 50
    await user.dblClick(accept)
    expect(accept).toHaveAttribute('aria-disabled', 'true')
    const button = await screen.findByRole('button', { name: 'Initech, switch organization' })
    await waitFor(() => expect(button).toHaveFocus())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(toast().getByRole('status')).toHaveTextContent('You joined Initech. It is now your active organization.')
    expect(calls(transport, 'acceptInvitation')).toHaveLength(1)
    expect((await transport.getSession())?.activeOrganizationId).toBe('org_initech')
    await waitFor(() => expect(onSwitched).toHaveBeenCalledOnce())
    const [event] = onSwitched.mock.calls[0] as [OrganizationSwitchEvent]
    expect(event).toMatchObject({ from: IDS.acme, to: 'org_initech', cause: 'acceptInvitation' })
    // No invitation left: no badge, and the organization is one of the user's now.
    expect(button.querySelector('[data-slot="orgkit-organization-switcher-badge"]')).toBeNull()
    await openPopover(user)
    expect(screen.getByRole('option', { name: /Initech/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('group', { name: 'Invitations' })).toBeNull()
  })

  it('declines with the popover left open, the focus on the next invitation, then on the popover', async () => {
    const transport = await asFrank()
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport })
    expect(await trigger()).toHaveAccessibleName('No organization, switch organization, 2 pending invitations')
    const popover = await openPopover(user)
    const group = await invitationsGroup()
    await user.click(within(group).getByRole('button', { name: 'Decline the invitation to Acme Inc' }))
    await waitFor(() => expect(within(group).queryByRole('listitem', { name: 'Acme Inc' })).toBeNull())
    await waitFor(() => expect(within(group).getByRole('listitem', { name: 'Globex' })).toHaveFocus())
    await waitFor(() => expect(toast().getByRole('status')).toHaveTextContent('Invitation to Acme Inc declined.'))
    expect(await trigger()).toHaveAccessibleName('No organization, switch organization, 1 pending invitation')

    await user.tab()
    await user.keyboard('{Tab}{Enter}')
    expect(calls(transport, 'rejectInvitation')).toHaveLength(2)
    // The last one gone, so is the group: the popover (Frank has no organization to list) keeps the focus.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Invitations' })).toBeNull())
    await waitFor(() => expect(popover).toHaveFocus())
    expect(await trigger()).toHaveAccessibleName('No organization, switch organization')
  })

  it('says why an accept failed, at once, and keeps the invitation to try again', async () => {
    const transport = await asFrank({ membership_limit: 4 })
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport, config: { membership_limit: 4 } })
    await openPopover(user)
    const accept = within(await invitationsGroup()).getByRole('button', { name: 'Accept the invitation to Acme Inc' })
    await user.click(accept)
    expect(await toast().findByRole('alert')).toHaveTextContent(
      /^Could not accept the invitation to Acme Inc\. This organization is full/,
    )
    expect(screen.getByRole('dialog', { name: 'Switch organization' })).toBeInTheDocument()
    expect(accept).not.toHaveAttribute('aria-disabled')
    expect(accept).toHaveFocus()
  })

  it('shows a failed read in its own group with a retry, the organizations listed as ever', async () => {
    const transport = await asAliceInvitedToInitech()
    failRead(transport, 'listUserInvitations', 'SERVER_ERROR')
    const { queryClient } = await renderWithReadsRunOut(() => renderWithKit(<OrganizationSwitcher />, { transport }))
    // No count known: no badge.
    const button = await trigger()
    expect(button).toHaveAccessibleName('Acme Inc, switch organization')
    // Opening reads them again (failing again here, retries and their backoff run on fake timers).
    failRead(transport, 'listUserInvitations', 'SERVER_ERROR')
    vi.useFakeTimers()
    try {
      fireEvent.click(button)
      await runReadsOut(queryClient)
    } finally {
      vi.useRealTimers()
    }
    const user = userEvent.setup()
    expect(await screen.findByRole('option', { name: /Globex/ })).toBeInTheDocument()
    const group = await invitationsGroup()
    expect(within(group).getByRole('alert')).toHaveTextContent('Something went wrong on the server.')
    await user.click(within(group).getByRole('button', { name: 'Try again' }))
    expect(await within(group).findByRole('listitem', { name: 'Initech' })).toBeInTheDocument()
    expect(button).toHaveAccessibleName('Acme Inc, switch organization, 1 pending invitation')
  })

  it('says the invitations are loading without holding the organizations back', async () => {
    const transport = await asAliceInvitedToInitech()
    let answer: () => void = () => undefined
    const listUserInvitations = transport.listUserInvitations.bind(transport)
    transport.listUserInvitations = (...args) =>
      new Promise<void>((resolve) => {
        answer = resolve
      }).then(() => listUserInvitations(...args))
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport })
    await openPopover(user)
    expect(screen.getByRole('option', { name: /Globex/ })).toBeInTheDocument()
    expect(within(await invitationsGroup()).getByRole('status')).toHaveTextContent('Loading invitations…')
    answer()
    expect(await screen.findByRole('listitem', { name: 'Initech' })).toBeInTheDocument()
  })

  it('shows no group and no badge when the server lists invitations only to a verified e-mail address', async () => {
    const transport = await asFrank()
    transport.setEmailVerified(EMAIL.frank, false)
    const { user, queryClient } = renderWithKit(<OrganizationSwitcher />, { transport })
    await waitFor(() => expect(calls(transport, 'listUserInvitations')).toHaveLength(1))
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(await trigger()).toHaveAccessibleName('No organization, switch organization')
    await openPopover(user)
    expect(screen.getByText('You have no organizations yet.')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Invitations' })).toBeNull()
  })
})

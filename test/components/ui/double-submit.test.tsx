import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AcceptInvitation } from '../../../src/components/accept-invitation/accept-invitation'
import { CreateOrganizationDialog } from '../../../src/components/create-organization-dialog/create-organization-dialog'
import { InviteMemberDialog } from '../../../src/components/invite-member-dialog/invite-member-dialog'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { OrganizationInvitations } from '../../../src/components/organization-invitations/organization-invitations'
import { OrganizationSettings } from '../../../src/components/organization-settings/organization-settings'
import { createSingleFlight } from '../../../src/components/ui/use-single-flight'
import { UserInvitations } from '../../../src/components/user-invitations/user-invitations'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../../src/testing'
import type { MemoryTransport } from '../../../src/testing'
import { demoSeedWithIds, IDS } from '../../support/demo-ids'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'

// Issue 23, finding 2: a double click sent two requests, as a mutation's `isPending` turns true only on a later
// render. In jsdom user-event's dblClick waits a task between its clicks, long enough for that render, so the
// tests click twice in one tick (clickTwiceInOneTick). Every write a user starts goes through one guard (useSingleFlight), which takes its key in the
// click's own tick.

const callsOf = (transport: MemoryTransport, operation: string) =>
  transport.calls.filter((call) => call.operation === operation)
const asFrank = () => prepareTransport({ seed: demoSeedWithIds(), signedInAs: 'frank@example.com' })
const acmeAsOwner = () =>
  prepareTransport({ seed: demoSeedWithIds(), signedInAs: DEMO_OWNER_EMAIL, activeOrganization: 'acme' })
/**
 * Two clicks before React renders again. A browser's double click can come that fast (the issue saw it):
 * a mutation's `isPending` is rendered only after a later task, and a state set in a handler may be too.
 */
function clickTwiceInOneTick(element: HTMLElement): void {
  act(() => {
    fireEvent.click(element)
    fireEvent.click(element)
  })
}
const toast = () => within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')

describe('createSingleFlight', () => {
  it('starts nothing under a key still running, and frees the key once the task settled, failed or not', async () => {
    const flight = createSingleFlight()
    const started: string[] = []
    /** A task that notes its start and is done at once. */
    const noting = (name: string) => () => {
      started.push(name)
      return Promise.resolve()
    }
    let finish: () => void = () => undefined
    const first = flight.run('a', () => {
      started.push('first')
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    })
    void flight.run('a', noting('second'))
    void flight.run('b', noting('other key'))
    expect(started).toEqual(['first', 'other key'])
    finish()
    await first
    await flight.run('a', () => Promise.reject(new Error('refused')))
    await flight.run('a', noting('after'))
    expect(started).toEqual(['first', 'other key', 'after'])
  })
})

describe('a double click sends one request', () => {
  it('on the accept page (Accept twice)', async () => {
    const transport = await asFrank()
    renderWithKit(<AcceptInvitation invitationId={IDS.invitation.frankAcme} />, { transport })
    clickTwiceInOneTick(await screen.findByRole('button', { name: 'Accept invitation' }, { timeout: 5000 }))
    await waitFor(() => expect(toast()).toHaveTextContent('Acme Inc'))
    expect(callsOf(transport, 'acceptInvitation')).toHaveLength(1)
    expect(screen.queryByText(/no longer available/i)).toBeNull()
  })

  it('on the accept page (Accept, then Decline in the same tick)', async () => {
    const transport = await asFrank()
    renderWithKit(<AcceptInvitation invitationId={IDS.invitation.frankAcme} />, { transport })
    const accept = await screen.findByRole('button', { name: 'Accept invitation' }, { timeout: 5000 })
    const decline = screen.getByRole('button', { name: 'Decline' })
    act(() => {
      fireEvent.click(accept)
      fireEvent.click(decline)
    })
    await waitFor(() => expect(toast()).toHaveTextContent('Acme Inc'))
    expect(callsOf(transport, 'acceptInvitation')).toHaveLength(1)
    expect(callsOf(transport, 'rejectInvitation')).toEqual([])
  })

  it('in the user invitations (Accept, Decline: two clicks in the same tick)', async () => {
    const transport = await asFrank()
    renderWithKit(<UserInvitations />, { transport })
    const accept = await screen.findByRole('button', { name: 'Accept: Acme Inc' }, { timeout: 5000 })
    const decline = screen.getByRole('button', { name: 'Decline: Acme Inc' })
    act(() => {
      fireEvent.click(accept)
      fireEvent.click(accept)
      fireEvent.click(decline)
    })
    await waitFor(() => expect(toast()).toHaveTextContent('You joined Acme Inc.'))
    expect(callsOf(transport, 'acceptInvitation')).toHaveLength(1)
    expect(callsOf(transport, 'rejectInvitation')).toEqual([])
  })

  it("in the member table's removal dialog", async () => {
    const transport = await acmeAsOwner()
    const { user } = renderWithKit(<MemberTable />, { transport })
    await screen.findByText('4 members')
    await user.click(within(screen.getByRole('row', { name: /Carol/ })).getByRole('button', { name: /Actions for/ }))
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove Carol from Acme Inc?' })
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: /^Remove Carol/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(transport, 'removeMember')).toHaveLength(1)
  })

  it("in the invitations table's cancel dialog", async () => {
    const transport = await acmeAsOwner()
    const { user } = renderWithKit(<OrganizationInvitations />, { transport })
    await screen.findByRole('row', { name: /frank@example.com/ }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Actions for frank@example.com' }))
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Cancel invitation' }))
    clickTwiceInOneTick(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel invitation' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(transport, 'cancelInvitation')).toHaveLength(1)
    expect(toast()).toHaveTextContent('Invitation to frank@example.com canceled.')
  })

  it('in the create organization dialog', async () => {
    const transport = await prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Create organization' }))
    const dialog = screen.getByRole('dialog', { name: 'Create organization' })
    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'Initech')
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(transport, 'create')).toHaveLength(1)
  })

  it('in the invite dialog', async () => {
    const transport = await acmeAsOwner()
    const { user } = renderWithKit(<InviteMemberDialog />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Invite members' }))
    const dialog = screen.getByRole('dialog', { name: 'Invite members' })
    await user.type(await within(dialog).findByRole('textbox', { name: 'E-mail addresses' }), 'ada@example.com')
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Invite' }))
    await within(dialog).findByText('Invitation created; copy the link')
    expect(callsOf(transport, 'inviteMember')).toHaveLength(1)
  })

  it("in the settings' save", async () => {
    const transport = await acmeAsOwner()
    const { user } = renderWithKit(<OrganizationSettings />, { transport })
    const section = await screen.findByRole('region', { name: 'Profile' })
    await user.type(within(section).getByRole('textbox', { name: 'Name' }), ' Corporation')
    clickTwiceInOneTick(within(section).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast()).toHaveTextContent('Changes to Acme Inc Corporation saved.'))
    expect(callsOf(transport, 'update')).toHaveLength(1)
  })

  it("in the settings' delete dialog", async () => {
    const transport = await acmeAsOwner()
    const { user } = renderWithKit(<OrganizationSettings />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Delete organization' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Acme Inc?' })
    await user.type(await within(dialog).findByRole('textbox', { name: 'Type acme to confirm' }), 'acme')
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Delete for good' }))
    await waitFor(() => expect(toast()).toHaveTextContent('Acme Inc was deleted.'))
    expect(callsOf(transport, 'delete')).toHaveLength(1)
  })
})

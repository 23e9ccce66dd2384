// The kit's public components driven as a user does, against the embedded backend: the member table,
// the invite dialog with the organization's invitations, the settings, the switcher, and the two ways an
// invitee accepts (their list of invitations, the accept page). Each page is a page load; its actions
// follow on it in order, each page starting from the data the previous ones left.
import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import {
  AcceptInvitation,
  InviteMemberDialog,
  OrganizationInvitations,
  OrganizationSettings,
  OrganizationSwitcher,
  UserInvitations,
} from '../../src/index'
import { must } from '../lib/must'
import type { ComponentAction } from './measured-page'
import { MeasuredPage } from './measured-page'
import { runFirstScreenFlows } from './first-screen-flows'
import { memberTableFlows } from './member-table-flows'
import type { RequestLog } from './request-log'
import { INVITEE, SECOND_INVITEE } from './seed'
import { findToast } from './toasts'

/** The browsers the component flows run in: the owner's and one per invitee. */
export interface ComponentFlowsContext {
  owner: RequestLog
  invitee: RequestLog
  secondInvitee: RequestLog
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/api/auth`. */
  baseURL: string
  /** Signs `email` in, in a browser of its own, with no organization made active. */
  signIn: (email: string) => Promise<RequestLog>
  /** A browser with no session. */
  signedOut: () => RequestLog
}

/** Runs every component flow in order and gives what each user action cost. */
export async function runComponentFlows(context: ComponentFlowsContext): Promise<ComponentAction[]> {
  const { owner, invitee, secondInvitee, baseURL, signIn, signedOut } = context
  const actions: ComponentAction[] = []
  const pageOf = (log: RequestLog, component: string) => new MeasuredPage({ log, baseURL, component, actions })

  await memberTableFlows(pageOf(owner, 'MemberTable'))

  const invitations = pageOf(owner, 'InviteMemberDialog + OrganizationInvitations')
  await invitations.load({
    page: (
      <>
        <InviteMemberDialog />
        <OrganizationInvitations locale="en-US" />
      </>
    ),
    until: 'the invite button and the (empty) list show',
    ready: async () => {
      await screen.findByRole('button', { name: 'Invite members' })
      await screen.findByText('No invitations yet.')
    },
  })
  await invitations.act('open the invite dialog', async (user) => {
    await user.click(screen.getByRole('button', { name: 'Invite members' }))
    await screen.findByRole('textbox', { name: 'E-mail addresses' })
  })
  await invitations.act('invite two addresses (typed, one batch) until both are listed', async (user) => {
    const dialog = screen.getByRole('dialog', { name: 'Invite members' })
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail addresses' }), `${INVITEE}, ${SECOND_INVITEE}`)
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    // The provider is given no config: invitation e-mails are off, so each address's result offers its link.
    await waitFor(() => expect(within(dialog).getAllByText('Invitation created; copy the link')).toHaveLength(2))
    await within(dialog).findByText('2 invitations created.')
    await screen.findByRole('row', { name: new RegExp(SECOND_INVITEE) })
    await screen.findByRole('row', { name: new RegExp(INVITEE) })
  })
  invitations.close()

  const settings = pageOf(owner, 'OrganizationSettings')
  const profile = () => screen.getByRole('region', { name: 'Profile' })
  const nameField = () => within(profile()).getByRole<HTMLInputElement>('textbox', { name: 'Name' })
  await settings.load({
    page: <OrganizationSettings />,
    until: 'the profile form shows',
    ready: () => waitFor(() => expect(nameField().value).toBe('Acme')),
  })
  await settings.act('rename the organization and save', async (user) => {
    await user.clear(nameField())
    await user.type(nameField(), 'Acme Corporation')
    await user.click(within(profile()).getByRole('button', { name: 'Save' }))
    await findToast('Changes to Acme Corporation saved.')
  })
  settings.close()

  const switcher = pageOf(owner, 'OrganizationSwitcher')
  const optionText = (name: RegExp) =>
    within(screen.getByRole('listbox', { name: 'Your organizations' })).getByRole('option', { name }).textContent
  await switcher.load({
    page: <OrganizationSwitcher />,
    until: 'the active organization shows',
    ready: () => screen.findByRole('button', { name: 'Acme Corporation, switch organization' }),
  })
  await switcher.act('open the list until each organization shows its role', async (user) => {
    await user.click(screen.getByRole('button', { name: /switch organization/ }))
    await waitFor(() => expect(optionText(/Globex/)).toContain('Owner'))
    await waitFor(() => expect(optionText(/Acme/)).toContain('Owner'))
  })
  await switcher.act('switch to Globex', async (user) => {
    await user.click(screen.getByRole('option', { name: /Globex/ }))
    await screen.findByRole('button', { name: 'Globex, switch organization' })
  })
  switcher.close()

  // Bob answers from his list of invitations.
  const received = pageOf(invitee, 'UserInvitations')
  await received.load({
    page: <UserInvitations locale="en-US" />,
    until: 'the invitation shows',
    ready: () => screen.findByRole('button', { name: 'Accept: Acme Corporation' }),
  })
  await received.act('accept', async (user) => {
    await user.click(screen.getByRole('button', { name: 'Accept: Acme Corporation' }))
    await findToast('You joined Acme Corporation.')
    await screen.findByText('You have no invitations.')
  })
  received.close()

  // Dana follows her invitation link to the accept page: first signed out (the public preview), then signed in.
  const invitationId = await pendingInvitationId(secondInvitee, baseURL)
  const preview = pageOf(signedOut(), 'AcceptInvitation (signed out)')
  await preview.load({
    page: <AcceptInvitation invitationId={invitationId} />,
    until: 'the preview shows with the sign-in link',
    ready: async () => {
      await screen.findByText('Alice Owner invited you to join Acme Corporation as Member.')
      await screen.findByRole('link', { name: 'Sign in' })
    },
  })
  preview.close()
  const accept = pageOf(secondInvitee, 'AcceptInvitation')
  await accept.load({
    page: <AcceptInvitation invitationId={invitationId} />,
    until: 'the invitation shows',
    ready: () => screen.findByRole('button', { name: 'Accept invitation' }),
  })
  await accept.act('accept', async (user) => {
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }))
    await screen.findByRole('heading', { name: 'Welcome to Acme Corporation' })
  })
  accept.close()

  await runFirstScreenFlows({ owner, signIn, baseURL, actions })
  return actions
}

/** The id of the invitee's pending invitation, as the link in the e-mail carries it (asked before recording). */
async function pendingInvitationId(log: RequestLog, baseURL: string): Promise<string> {
  const response = await log.fetch(`${baseURL}/organization/list-user-invitations`)
  const list = (await response.json()) as { id: string; status: string }[]
  return must(
    list.find((invitation) => invitation.status === 'pending'),
    'pending invitation',
  ).id
}

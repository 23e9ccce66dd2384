// What issue 22 added to the first screen after sign-in, driven as a user does: the switcher of someone with
// no organization and one pending invitation (the badge, the popover's invitations, Accept), and
// `<ActiveOrganizationGate>` around a page (the choice right after sign-in, the next sign-in opening the
// last used organization without asking, a page load with one active).
import { screen } from '@testing-library/react'
import { ActiveOrganizationGate, OrganizationSwitcher } from '../../src/index'
import { must } from '../lib/must'
import type { ComponentAction } from './measured-page'
import { MeasuredPage } from './measured-page'
import type { RequestLog } from './request-log'
import { OWNER, THIRD_INVITEE } from './seed'
import { findToast } from './toasts'

/** What the first-screen flows need: the owner's browser and a way to sign someone in, in a new browser. */
export interface FirstScreenFlowsContext {
  owner: RequestLog
  /** Signs `email` in, in a browser of its own, with no organization made active. */
  signIn: (email: string) => Promise<RequestLog>
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/api/auth`. */
  baseURL: string
  actions: ComponentAction[]
}

const INSIDE_TEXT = 'The page inside the gate'

/** Runs the switcher's invitation flow, then the gate's, adding what each action cost to `actions`. */
export async function runFirstScreenFlows(context: FirstScreenFlowsContext): Promise<void> {
  await switcherInvitationFlow(context)
  await activeOrganizationGateFlow(context)
}

async function switcherInvitationFlow({ owner, signIn, baseURL, actions }: FirstScreenFlowsContext) {
  // Alice invites Carol to Acme before the page (not measured); Carol is in no organization yet.
  await inviteToAcme(owner, baseURL, THIRD_INVITEE)
  const carol = await signIn(THIRD_INVITEE)
  const page = new MeasuredPage({
    log: carol,
    baseURL,
    component: 'OrganizationSwitcher (no organization, 1 pending invitation)',
    actions,
  })
  await page.load({
    page: <OrganizationSwitcher />,
    until: 'the trigger counts the invitation',
    ready: () => screen.findByRole('button', { name: 'No organization, switch organization, 1 pending invitation' }),
  })
  await page.act('open the popover until the invitation shows', async (user) => {
    await user.click(screen.getByRole('button', { name: /switch organization/ }))
    await screen.findByRole('button', { name: 'Accept the invitation to Acme Corporation' })
  })
  await page.act('accept the invitation until Acme is active', async (user) => {
    await user.click(screen.getByRole('button', { name: 'Accept the invitation to Acme Corporation' }))
    await findToast('You joined Acme Corporation. It is now your active organization.')
    await screen.findByRole('button', { name: 'Acme Corporation, switch organization' })
  })
  page.close()
}

async function activeOrganizationGateFlow({ signIn, baseURL, actions }: FirstScreenFlowsContext) {
  const gated = (
    <ActiveOrganizationGate>
      <p>{INSIDE_TEXT}</p>
    </ActiveOrganizationGate>
  )
  // A browser that never had an organization open: the earlier flows' record of Alice's last one goes.
  localStorage.clear()
  const firstSignIn = await signIn(OWNER)
  const choice = new MeasuredPage({
    log: firstSignIn,
    baseURL,
    component: 'ActiveOrganizationGate (Acme and Globex, none active)',
    actions,
  })
  await choice.load({
    page: gated,
    until: 'the choice shows (right after sign-in, nothing used before in this browser)',
    ready: () => screen.findByRole('button', { name: 'Open Acme Corporation' }),
  })
  await choice.act('open Acme from the choice until the page inside shows', async (user) => {
    await user.click(screen.getByRole('button', { name: 'Open Acme Corporation' }))
    await screen.findByText(INSIDE_TEXT)
    await findToast('Acme Corporation is open.')
  })
  choice.close()

  const reload = new MeasuredPage({
    log: firstSignIn,
    baseURL,
    component: 'ActiveOrganizationGate (Acme active)',
    actions,
  })
  await reload.load({ page: gated, until: 'the page inside shows', ready: () => screen.findByText(INSIDE_TEXT) })
  reload.close()

  const nextSignIn = new MeasuredPage({
    log: await signIn(OWNER),
    baseURL,
    component: 'ActiveOrganizationGate (next sign-in, Acme last used here)',
    actions,
  })
  await nextSignIn.load({
    page: gated,
    // No click: the page inside showing means Acme was opened without asking.
    until: 'Acme is opened without asking and the page inside shows',
    ready: () => screen.findByText(INSIDE_TEXT),
  })
  nextSignIn.close()
}

/** Invites `email` to Acme as a member, from the owner's browser, outside any measured action. */
async function inviteToAcme(owner: RequestLog, baseURL: string, email: string): Promise<void> {
  const organizations = (await (await owner.fetch(`${baseURL}/organization/list`)).json()) as {
    id: string
    slug: string
  }[]
  const acme = must(
    organizations.find((organization) => organization.slug === 'acme'),
    'Acme',
  )
  const response = await owner.fetch(`${baseURL}/organization/invite-member`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, role: 'member', organizationId: acme.id }),
  })
  if (!response.ok) throw new Error(`invite ${email}: ${response.status} ${await response.text()}`)
}

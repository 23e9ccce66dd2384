import { beforeAll, describe, expect, it } from 'vitest'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { nav, openOrganization } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

let owner: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  owner = await session.visitor()
})

describe('every page of the demo', () => {
  it('signed out, the dashboard sends you to sign in; sign up and the mailbox are open', async () => {
    const { page } = owner
    await page.goto('/members')
    await page.waitForURL('**/auth/sign-in?redirectTo=%2Fmembers')
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await checkPage(page, 'sign-in')
    await page.getByLabel('E-mail').fill('owner@example.com')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page
      .getByRole('alert')
      .getByText(/invalid/i)
      .waitFor()
    await checkPage(page, 'sign-in-refused')
    await page.getByRole('link', { name: 'Sign up' }).click()
    await page.getByRole('heading', { name: 'Create an account' }).waitFor()
    await checkPage(page, 'sign-up')
    await page.goto('/dev/mailbox')
    await page.getByText('No e-mails yet.').waitFor()
    await checkPage(page, 'mailbox-empty')
  })

  it('signing in comes back to the page asked for; in several organizations, none last used, it asks which to open', async () => {
    const { page } = owner
    await page.goto('/members')
    await page.waitForURL('**/auth/sign-in?redirectTo=%2Fmembers')
    await signIn(page, 'owner@example.com')
    expect(new URL(page.url()).pathname).toBe('/members')
    await page.getByRole('heading', { name: 'Choose an organization' }).waitFor()
    await checkPage(page, 'choose-organization')
  })

  it('with Acme active: overview, members, invitations, settings, admin', async () => {
    const { page } = owner
    await openOrganization(page, 'Acme Inc') // from the choice on /members, where signing in came back to
    await nav(page, 'Overview').click()
    await page.getByRole('heading', { name: 'Acme Inc' }).waitFor()
    await checkPage(page, 'overview')
    for (const [link, ready] of [
      ['Members', page.getByRole('row', { name: /Mia Member/ })],
      ['Invitations', page.getByRole('row', { name: /outsider@example\.com/ })],
      ['Settings', page.getByRole('textbox', { name: 'Name' })],
      ['Admin', page.getByRole('checkbox', { name: 'Organizations enabled' })],
    ] as const) {
      await nav(page, link).click()
      await ready.waitFor()
      await checkPage(page, link.toLowerCase())
    }
  })

  it('an admin’s leave confirmation; an invitee’s received invitation, accepted from the list', async () => {
    const admin = await session.visitor()
    await signIn(admin.page, 'admin@example.com')
    await openOrganization(admin.page, 'Acme Inc')
    await nav(admin.page, 'Settings').click()
    await admin.page.getByRole('button', { name: 'Leave organization' }).click()
    const leave = admin.page.getByRole('dialog', { name: 'Leave Acme Inc?' })
    await leave.waitFor()
    await checkPage(admin.page, 'leave-organization-dialog')
    await leave.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => leave.count()).toBe(0)

    const invitee = await session.visitor()
    const { page } = invitee
    await signIn(page, 'outsider@example.com')
    await nav(page, 'Invitations').click()
    const received = page.getByRole('region', { name: 'Your invitations' })
    await received.getByText('Acme Inc').waitFor()
    await checkPage(page, 'invitations-received')
    await received.getByRole('button', { name: 'Accept: Acme Inc' }).click()
    await page.getByRole('button', { name: 'Acme Inc, switch organization' }).waitFor()
    // The gate showed the invitations in place of the page (no organization yet); accepted, the page itself.
    await page.getByRole('heading', { name: 'Sent by Acme Inc' }).waitFor()
    expect([...admin.problems, ...invitee.problems]).toEqual([])
  })

  it('the members page with the switcher open shows each organization with your role in it', async () => {
    const { page } = owner
    await nav(page, 'Members').click()
    await page.getByRole('row', { name: /Mia Member/ }).waitFor()
    await page.getByRole('button', { name: 'Acme Inc, switch organization' }).click()
    await page
      .getByRole('option', { name: /^Globex/ })
      .getByText('Owner')
      .waitFor()
    await checkPage(page, 'members-switcher-open')
    expect(owner.problems).toEqual([])
  })
})

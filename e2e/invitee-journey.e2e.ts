import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { expectToast } from './support/actions'
import { nav, openOrganization, switcher, tabTo } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

// An invitee who has never heard of the app: the e-mail, the invitation's public preview signed out, then
// an account made from it (or, for someone who has one, signing in), back on the invitation, accepted.
let owner: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  owner = await session.visitor()
  await signIn(owner.page, 'owner@example.com')
  await openOrganization(owner.page, 'Acme Inc')
})

/** The owner invites `email` as `role` into the active organization; invitation e-mails are on. */
async function invite(page: Page, email: string, role: string): Promise<void> {
  await nav(page, 'Members').click()
  await page.getByRole('button', { name: 'Invite members' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite members' })
  await dialog.getByLabel('E-mail addresses').fill(email)
  await dialog.getByRole('group', { name: 'Role' }).locator(`input[value="${role}"]`).check()
  await dialog.getByRole('button', { name: 'Invite' }).click()
  await dialog.getByText('1 invitation sent.').waitFor()
  await dialog.getByRole('button', { name: 'Close' }).click()
}

/** Opens the dev mailbox and the invitation e-mail to `email`, signed out. */
async function openInvitationEmail(page: Page, email: string, subject: string): Promise<void> {
  await page.goto('/dev/mailbox')
  await page.getByText(subject).first().waitFor()
  await page.getByRole('link', { name: `Open the invitation to ${email}` }).click()
}

describe('an invitee without an account', () => {
  let invitee: Visitor

  it('the owner turns invitation e-mails on and invites ada@example.com as an admin', async () => {
    const { page } = owner
    await nav(page, 'Admin').click()
    await page.getByRole('checkbox', { name: 'Send invitation e-mails' }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Plugin settings saved.')
    await invite(page, 'ada@example.com', 'admin')
  })

  it('signed out, the e-mail’s link shows who invited her, to what, as what and until when', async () => {
    invitee = await session.visitor()
    const { page } = invitee
    await openInvitationEmail(page, 'ada@example.com', 'Olivia Owner invited you to join Acme Inc')
    const card = page.getByRole('region', { name: 'Join Acme Inc' })
    await card.getByText('Olivia Owner invited you to join Acme Inc as Admin.').waitFor()
    // Better Auth's invitations last 48 hours.
    await card.getByText('Expires in 2 days').waitFor()
    expect(await card.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0)
    // The preview never shows the invited address.
    expect(await card.getByText('ada@example.com').count()).toBe(0)
    await checkPage(page, 'invitee-preview')
    await page.setViewportSize({ width: 390, height: 844 })
    await checkPage(page, 'invitee-preview-390')
    await page.emulateMedia({ colorScheme: 'dark' })
    await checkPage(page, 'invitee-preview-390-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1200, height: 800 })
  })

  it('Create an account, by keyboard, starts with the invited address filled in', async () => {
    const { page } = invitee
    await tabTo(page, 'Create an account')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Create an account' }).waitFor()
    expect(await page.getByLabel('E-mail').inputValue()).toBe('ada@example.com')
    await checkPage(page, 'invitee-sign-up')
  })

  it('signing up asks to verify the address; the verification e-mail leads back to the invitation', async () => {
    const { page } = invitee
    await page.getByLabel('Name').fill('Ada Lovelace')
    await page.getByLabel('Password').fill('ada-password-1')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor()
    await page.getByRole('main').getByRole('link', { name: 'dev mailbox' }).click()
    await page.getByRole('link', { name: 'Verify ada@example.com' }).click()
    const card = page.getByRole('region', { name: 'Join Acme Inc' })
    await card.getByRole('button', { name: 'Accept invitation' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/auth/accept-invitation')
    // Signed in, the same words, and who sent it.
    await card.getByText('Olivia Owner invited you to join Acme Inc as Admin.').waitFor()
    await card.getByText('Invited by owner@example.com').waitFor()
    await checkPage(page, 'invitee-invitation-signed-in')
  })

  it('she accepts with the keyboard and lands in Acme Inc, active, as an admin', async () => {
    const { page } = invitee
    await tabTo(page, 'Accept invitation')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${session.demo.url}/`)
    await switcher(page).filter({ hasText: 'Acme Inc' }).waitFor()
    await page.getByRole('heading', { name: 'Acme Inc' }).waitFor()
    await expectToast(page, 'You joined Acme Inc.')
    await expect.poll(() => page.getByRole('definition').nth(2).textContent()).toBe('admin')
    expect(invitee.problems).toEqual([])
  })
})

describe('an invitee with an account', () => {
  it('signed out, the preview; Sign in starts with the address, comes back, and she accepts', async () => {
    const { page: ownerPage } = await session.visitor()
    await signIn(ownerPage, 'owner@example.com')
    await openOrganization(ownerPage, 'Globex')
    await invite(ownerPage, 'member@example.com', 'member')

    const visitor = await session.visitor()
    const { page } = visitor
    await openInvitationEmail(page, 'member@example.com', 'Olivia Owner invited you to join Globex')
    const card = page.getByRole('region', { name: 'Join Globex' })
    await card.getByText('Olivia Owner invited you to join Globex as Member.').waitFor()
    await card.getByText('Expires in 2 days').waitFor()
    await card.getByRole('link', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await page.getByLabel('E-mail').inputValue()).toBe('member@example.com')
    await page.getByLabel('Password').fill('orgkit-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await card.getByRole('button', { name: 'Accept invitation' }).click()
    await page.waitForURL(`${session.demo.url}/`)
    await page.getByRole('button', { name: 'Globex, switch organization' }).waitFor()
    await page.getByRole('heading', { name: 'Globex' }).waitFor()
    expect(visitor.problems).toEqual([])
  })
})

describe('a link to no invitation', () => {
  it('says plainly that there is none, with nothing to sign in to', async () => {
    const { page } = await session.visitor()
    await page.goto('/auth/accept-invitation?invitationId=no-such-invitation-0123456789')
    await page.getByRole('heading', { name: 'This invitation is no longer available' }).waitFor()
    await page.getByText('Ask the person who invited you for a new one.').waitFor()
    expect(await page.getByRole('main').getByRole('link').count()).toBe(0)
    await checkPage(page, 'invitee-not-found')
  })
})

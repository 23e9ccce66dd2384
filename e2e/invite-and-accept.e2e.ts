import { beforeAll, describe, expect, it } from 'vitest'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { nav, returnToTabUntil, switcher } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

let owner: Visitor
let invitee: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  ;[owner, invitee] = await Promise.all([session.visitor(), session.visitor()])
})

describe('invite and accept, across two browsers', () => {
  let link = ''

  it('the owner creates an organization from the switcher; it becomes active', async () => {
    const { page } = owner
    await signIn(page, 'owner@example.com')
    await switcher(page).click()
    await checkPage(page, 'switcher-open')
    await page
      .getByRole('dialog', { name: 'Switch organization' })
      .getByRole('button', { name: 'Create organization' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Create organization' })
    await dialog.getByLabel('Name').fill('Initech')
    await expect.poll(() => dialog.getByLabel('Slug').inputValue()).toBe('initech')
    await dialog.getByText('“initech” is available.').waitFor()
    await checkPage(page, 'create-organization-dialog')
    await dialog.getByRole('button', { name: 'Create organization' }).click()
    await page.getByRole('button', { name: 'Initech, switch organization' }).waitFor()
    await page.getByRole('heading', { name: 'Initech' }).waitFor()
  })

  it('invites outsider@example.com and copies the invitation link (invitation e-mails are off)', async () => {
    const { page } = owner
    await nav(page, 'Members').click()
    await page.getByRole('row', { name: /Olivia Owner/ }).waitFor()
    await page.getByRole('button', { name: 'Invite members' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite members' })
    await dialog.getByLabel('E-mail addresses').fill('outsider@example.com')
    await dialog.getByRole('radio', { name: 'Member' }).check()
    await checkPage(page, 'invite-dialog')
    await dialog.getByRole('button', { name: 'Invite' }).click()
    await dialog.getByText('1 invitation created.').waitFor()
    await dialog.getByRole('button', { name: 'Copy invitation link: outsider@example.com' }).click()
    await dialog.getByText('Link copied.').waitFor()
    await checkPage(page, 'invite-dialog-sent')
    link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(new RegExp(`^${session.demo.url}/auth/accept-invitation\\?invitationId=[\\w-]+$`))
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    // Two members would be wrong; the owner alone is listed until the invitee accepts.
    expect(await page.getByRole('row', { name: /Oscar Outsider/ }).count()).toBe(0)
  })

  it('the invitee opens the link signed out, signs in, comes back and accepts; the organization is theirs and active', async () => {
    const { page } = invitee
    await page.goto(link)
    // The invitation's public preview: who invited, to what, as what.
    await page.getByText('Olivia Owner invited you to join Initech as Member.').waitFor()
    await checkPage(page, 'accept-signed-out')
    await page.getByRole('link', { name: 'Sign in' }).click()
    await signIn(page, 'outsider@example.com')
    await page.getByRole('heading', { name: 'Join Initech' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/auth/accept-invitation')
    await checkPage(page, 'accept-invitation')
    await page.getByRole('button', { name: 'Accept invitation' }).click()
    await page.waitForURL(`${session.demo.url}/`)
    await page.getByRole('button', { name: 'Initech, switch organization' }).waitFor()
    await page.getByRole('heading', { name: 'Initech' }).waitFor()
    await expect.poll(() => page.getByRole('definition').nth(2).textContent()).toBe('member')
    expect(invitee.problems).toEqual([])
  })

  it('the owner’s member list shows the new member when the owner comes back to the tab, without a reload', async () => {
    const { page } = owner
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin)
    await returnToTabUntil(page, async () => (await page.getByRole('row', { name: /Oscar Outsider/ }).count()) === 1)
    await expect.poll(() => page.getByRole('main').getByText('2 members', { exact: true }).count()).toBe(1)
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin)).toBe(
      before,
    )
    await checkPage(page, 'members-after-accept')
    expect(owner.problems).toEqual([])
  })
})

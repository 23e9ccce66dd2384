import { beforeAll, describe, expect, it } from 'vitest'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { expectToast } from './support/actions'
import { nav, openOrganization } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

let owner: Visitor
let link = ''

// The seed's pending invitation: outsider@example.com to Acme Inc, as a member.
const session = setUpDemoSession()

beforeAll(async () => {
  owner = await session.visitor()
  await signIn(owner.page, 'owner@example.com')
  await openOrganization(owner.page, 'Acme Inc')
})

describe('invitation links', () => {
  it('the owner copies the pending invitation’s link from the invitations page', async () => {
    const { page } = owner
    await nav(page, 'Invitations').click()
    const row = page.getByRole('row', { name: /outsider@example\.com/ })
    await row.getByText('Pending').waitFor()
    await checkPage(page, 'invitations')
    await row.getByRole('button', { name: 'Actions for outsider@example.com' }).click()
    await page.getByRole('menuitem', { name: 'Copy link' }).click()
    await expectToast(page, 'Invitation link for outsider@example.com copied.')
    link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/\/auth\/accept-invitation\?invitationId=[\w-]+$/)
  })

  it('signed out: shows the invitation’s preview, asks to sign in (or sign up) and to come back', async () => {
    const { page } = await session.visitor()
    await page.goto(link)
    await page.getByRole('heading', { name: 'Join Acme Inc' }).waitFor()
    await page.getByText('Olivia Owner invited you to join Acme Inc as Member.').waitFor()
    const back = encodeURIComponent(new URL(link).pathname + new URL(link).search)
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth/sign-in?redirectTo=${back}`,
    )
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/auth/sign-up?redirectTo=${back}`,
    )
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0)
  })

  it('wrong account: says who is signed in, offers to sign out, then to sign in', async () => {
    const visitor = await session.visitor()
    const { page } = visitor
    await signIn(page, 'member@example.com')
    await page.goto(link)
    await page.getByRole('heading', { name: 'This invitation is for someone else' }).waitFor()
    await page.getByText('You are signed in as member@example.com').waitFor()
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0)
    await checkPage(page, 'accept-wrong-account')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('heading', { name: 'Join Acme Inc' }).waitFor()
    await page.getByRole('link', { name: 'Sign in' }).waitFor()
    expect(visitor.problems).toEqual([])
  })

  it('expired: the invitee is told, and nothing can be accepted; the owner sees it expired, to invite again', async () => {
    const invitationId = new URL(link).searchParams.get('invitationId')
    if (!invitationId) throw new Error(`no invitation id in ${link}`)
    const updated = await session.demo.backend.db
      .updateTable('invitation')
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where('id', '=', invitationId)
      .executeTakeFirst()
    expect(Number(updated.numUpdatedRows)).toBe(1)

    const visitor = await session.visitor()
    const { page } = visitor
    // Signed out, the preview answers an expired invitation as a missing one: nothing to sign in for.
    await page.goto(link)
    await page.getByRole('heading', { name: 'This invitation is no longer available' }).waitFor()
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0)
    await signIn(page, 'outsider@example.com')
    await page.goto(link)
    await page.getByRole('heading', { name: /^This invitation (has expired|is no longer available)$/ }).waitFor()
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0)
    await checkPage(page, 'accept-expired')
    // The invitee's own list shows it expired, with nothing to accept.
    await page.goto('/invitations')
    const received = page.getByRole('region', { name: 'Your invitations' })
    await received.getByText(/^Expired: /).waitFor()
    expect(await received.getByRole('button', { name: /^Accept/ }).count()).toBe(0)
    expect(await page.getByRole('heading', { name: /^Sent by/ }).count()).toBe(0)
    await checkPage(page, 'invitations-received-expired')

    await owner.page.reload()
    const row = owner.page.getByRole('row', { name: /outsider@example\.com/ })
    await row.getByText('Expired').first().waitFor()
    await row.getByRole('button', { name: 'Actions for outsider@example.com' }).click()
    await owner.page.getByRole('menuitem', { name: 'Invite again' }).waitFor()
    await checkPage(owner.page, 'invitations-expired')
    await owner.page.keyboard.press('Escape')
    expect(visitor.problems).toEqual([])
  })
})

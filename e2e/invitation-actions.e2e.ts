import { beforeAll, describe, expect, it } from 'vitest'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import {
  actionsOfNextRow,
  addPendingInvitation,
  chooseRowAction,
  expectFocusOn,
  expectToast,
  focusIsLost,
  notifications,
  rowActionsLabels,
} from './support/actions'
import { nav, openOrganization } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

// Issue 21 on invitations: the sent ones' actions menu (copy, renew or resend, cancel after a confirmation)
// and the received ones' answers, each said in the toast region, the focus kept when a row goes.
let owner: Visitor
let outsider: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  ;[owner, outsider] = await Promise.all([session.visitor(), session.visitor()])
  await signIn(owner.page, 'owner@example.com')
  await openOrganization(owner.page, 'Acme Inc')
})

describe('the invitations an owner sent', () => {
  it('invites two more people, so the table has rows around the one canceled', async () => {
    const { page } = owner
    await nav(page, 'Members').click()
    await page.getByRole('button', { name: 'Invite members' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite members' })
    await dialog.getByLabel('E-mail addresses').fill('grace@example.com, alan@example.com')
    await dialog.getByRole('button', { name: 'Invite' }).click()
    await dialog.getByText('2 invitations created.').waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await nav(page, 'Invitations').click()
    await expect.poll(async () => (await rowActionsLabels(page)).length).toBe(3)
  })

  it('Copy link: the toast says the link was copied, and the focus is back on the menu button', async () => {
    const { page } = owner
    await chooseRowAction(page, 'Actions for outsider@example.com', 'Copy link')
    await expectToast(page, 'Invitation link for outsider@example.com copied.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/auth\/accept-invitation\?invitationId=[\w-]+$/,
    )
    await expectFocusOn(page, 'Actions for outsider@example.com')
  })

  it('with invitation e-mails off, the menu offers Renew link, which says to copy the link (not "sent")', async () => {
    const { page } = owner
    await page.getByRole('button', { name: 'Actions for outsider@example.com' }).click()
    const menu = page.getByRole('menu')
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Copy link', 'Renew link', 'Cancel invitation'])
    await checkPage(page, 'invitation-actions-menu')
    await menu.getByRole('menuitem', { name: 'Renew link' }).click()
    await expectToast(page, 'Invitation to outsider@example.com renewed; copy the link.')
    expect(await focusIsLost(page)).toBe(false)
    await checkPage(page, 'invitation-renewed-toast')
  })

  it('Cancel invitation asks first, Keep invitation keeps it; confirmed, the toast says so and the focus goes to the next row', async () => {
    const { page } = owner
    const labels = await rowActionsLabels(page)
    // The middle row: a row after it takes its place.
    const canceled = labels[1] ?? ''
    const email = canceled.replace('Actions for ', '')
    const expected = actionsOfNextRow(labels, canceled)

    await chooseRowAction(page, canceled, 'Cancel invitation')
    const dialog = page.getByRole('dialog', { name: `Cancel the invitation to ${email}?` })
    await dialog.getByText(`The link stops working at once. You can invite ${email} again later.`).waitFor()
    await checkPage(page, 'cancel-invitation-confirmation')
    await dialog.getByRole('button', { name: 'Keep invitation' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expectFocusOn(page, canceled)
    expect(await rowActionsLabels(page)).toEqual(labels)

    await chooseRowAction(page, canceled, 'Cancel invitation')
    await dialog.getByRole('button', { name: 'Cancel invitation' }).click()
    await expectToast(page, `Invitation to ${email} canceled.`)
    await expect.poll(() => page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) }).count()).toBe(0)
    await expectFocusOn(page, expected)
    await checkPage(page, 'invitation-canceled-toast')
  })

  it('with invitation e-mails on, Resend invitation says it was sent again', async () => {
    const { page } = owner
    await nav(page, 'Admin').click()
    await page.getByRole('checkbox', { name: 'Send invitation e-mails' }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Plugin settings saved.')
    await nav(page, 'Invitations').click()
    await chooseRowAction(page, 'Actions for outsider@example.com', 'Resend invitation')
    await expectToast(page, 'Invitation sent again to outsider@example.com.')
    expect(await focusIsLost(page)).toBe(false)
    expect(owner.problems).toEqual([])
  })
})

/** A pending invitation of outsider@example.com to Globex, straight in the database; its id. */
const inviteOutsiderToGlobex = (): Promise<string> =>
  addPendingInvitation(session.demo, { slug: 'globex', email: 'outsider@example.com', role: 'member' })

describe('the invitations someone received', () => {
  it('declining says so, and the focus goes to the invitation that took its place; accepting says so', async () => {
    await inviteOutsiderToGlobex()
    const { page } = outsider
    await signIn(page, 'outsider@example.com')
    await nav(page, 'Invitations').click()
    const received = page.getByRole('region', { name: 'Your invitations' })
    await received.getByRole('button', { name: 'Decline: Globex' }).waitFor()
    await received.getByRole('button', { name: 'Accept: Acme Inc' }).waitFor()
    await received.getByRole('button', { name: 'Decline: Globex' }).click()
    await expectToast(page, 'Invitation to Globex declined.')
    await expect.poll(() => received.getByRole('button', { name: 'Decline: Globex' }).count()).toBe(0)
    // The invitation that took its place holds the focus (its item, named by its organization), never the page.
    await expectFocusOn(page, 'Acme Inc')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe('orgkit-user-invitation')
    await checkPage(page, 'invitation-declined-toast')

    await received.getByRole('button', { name: 'Accept: Acme Inc' }).click()
    await expectToast(page, 'You joined Acme Inc.')
    await page.getByRole('button', { name: 'Acme Inc, switch organization' }).waitFor()
    expect(outsider.problems).toEqual([])
  })

  it('on the accept page, declining and accepting are said in the toast region; the focus is not lost', async () => {
    const { page } = outsider
    await page.goto(`/auth/accept-invitation?invitationId=${await inviteOutsiderToGlobex()}`)
    await page.getByRole('heading', { name: 'Join Globex' }).waitFor()
    // The list's toast of the same words may still be shown: wait for one more.
    const declined = notifications(page)
      .getByRole('status')
      .getByText('Invitation to Globex declined.', { exact: true })
    const before = await declined.count()
    await page.getByRole('button', { name: 'Decline' }).click()
    await expect.poll(() => declined.count()).toBeGreaterThan(before)
    await page.getByRole('heading', { name: 'Invitation declined' }).waitFor()
    await expect.poll(() => focusIsLost(page)).toBe(false)
    await checkPage(page, 'accept-page-declined-toast')

    await page.goto(`/auth/accept-invitation?invitationId=${await inviteOutsiderToGlobex()}`)
    await page.getByRole('button', { name: 'Accept invitation' }).click()
    await expectToast(page, 'You joined Globex.')
    await page.getByRole('button', { name: 'Globex, switch organization' }).waitFor()
    expect(outsider.problems).toEqual([])
  })
})

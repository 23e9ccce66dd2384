import { beforeAll, describe, expect, it } from 'vitest'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { addPendingInvitation, expectFocusOn, expectToast, focusIsLost, watchRequests } from './support/actions'
import { focusedName, tabTo } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

// Issue 22: the switcher shows the user's pending invitations apart from the organizations, counts them on its
// trigger, and answers them inline. outsider@example.com is in no organization and invited to Acme Inc (seed);
// a second invitation, to Globex, is made here.
let outsider: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  outsider = await session.visitor()
})

/** A pending invitation of outsider@example.com to Globex, straight in the database; its id. */
const inviteOutsiderToGlobex = (): Promise<string> =>
  addPendingInvitation(session.demo, { slug: 'globex', email: 'outsider@example.com', role: 'admin' })

const TRIGGER = 'No organization, switch organization, 2 pending invitations'

describe('pending invitations in the switcher', () => {
  it('the trigger counts them, in words in its name; the popover lists them after the organizations, on a phone and in dark mode', async () => {
    await inviteOutsiderToGlobex()
    const { page } = outsider
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await signIn(page, 'outsider@example.com')
    const trigger = page.getByRole('button', { name: TRIGGER, exact: true })
    await trigger.waitFor()
    expect(await trigger.locator('[data-slot="orgkit-organization-switcher-badge"]').getAttribute('data-count')).toBe(
      '2',
    )
    await trigger.click()
    const popover = page.getByRole('dialog', { name: 'Switch organization' })
    const group = popover.getByRole('group', { name: 'Invitations' })
    await group.getByRole('listitem', { name: 'Globex' }).getByText('Invited as Admin').waitFor()
    await group.getByRole('listitem', { name: 'Acme Inc' }).getByText('Invited as Member').waitFor()
    const box = await popover.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    await checkPage(page, 'switcher-invitations-phone-dark')
    await page.keyboard.press('Escape')
    await expect.poll(() => focusedName(page)).toBe(TRIGGER)
    await page.setViewportSize({ width: 1200, height: 800 })
    await page.emulateMedia({ colorScheme: 'light' })
  })

  it('keyboard: Enter opens it, Tab reaches Accept then Decline; declining says so, and the focus goes to the next invitation', async () => {
    const { page } = outsider
    await page.keyboard.press('Enter')
    await page
      .getByRole('dialog', { name: 'Switch organization' })
      .getByRole('group', { name: 'Invitations' })
      .waitFor()
    // The invitations are in the order the server lists them: find Globex's Decline by Tab, as a keyboard user.
    await tabTo(page, 'Decline the invitation to Globex')
    await checkPage(page, 'switcher-invitations-keyboard')
    await page.keyboard.press('Enter')
    await expectToast(page, 'Invitation to Globex declined.')
    await expectFocusOn(page, 'Acme Inc')
    expect(await focusIsLost(page)).toBe(false)
    await page.getByRole('button', { name: 'No organization, switch organization, 1 pending invitation' }).waitFor()
  })

  it('accepting sends one request however often it is pressed; the organization becomes active and the focus is back on the trigger', async () => {
    const { page } = outsider
    const accepts = watchRequests(page, '/organization/accept-invitation')
    await page.getByRole('button', { name: 'Accept the invitation to Acme Inc' }).dblclick()
    await expectToast(page, 'You joined Acme Inc. It is now your active organization.')
    await expectFocusOn(page, 'Acme Inc, switch organization')
    await page.getByRole('heading', { name: 'Acme Inc' }).waitFor()
    expect(accepts.count).toBe(1)
    expect(await page.getByRole('dialog', { name: 'Switch organization' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Acme Inc, switch organization', exact: true }).click()
    await page.getByRole('option', { name: /Acme Inc/, selected: true }).waitFor()
    expect(await page.getByRole('group', { name: 'Invitations' }).count()).toBe(0)
    await checkPage(page, 'switcher-after-accepting')
    expect(outsider.problems).toEqual([])
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { expectToast } from './support/actions'
import { nav, openOrganization, returnToTabUntil } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

let owner: Visitor
let admin: Visitor
let member: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  const visit = async (email: string) => {
    const visitor = await session.visitor()
    await signIn(visitor.page, email)
    await openOrganization(visitor.page, 'Acme Inc')
    return visitor
  }
  ;[owner, admin, member] = await Promise.all([
    visit('owner@example.com'),
    visit('admin@example.com'),
    visit('member@example.com'),
  ])
})

/** The rows' actions menus ("Actions for Mia Member"): one per row the viewer can do something with. */
const actionsButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Actions for / })

async function openMembers(page: Page) {
  await nav(page, 'Members').click()
  await page.getByRole('main').getByText('3 members', { exact: true }).waitFor()
  await page.getByRole('main').getByText('Page 1 of 1', { exact: true }).waitFor()
}

/** The entries of a row's actions menu, opened with a click and closed with Escape. */
async function menuEntries(page: Page, actionsLabel: string): Promise<string[]> {
  await page.getByRole('button', { name: actionsLabel, exact: true }).click()
  const menu = page.getByRole('menu')
  await menu.waitFor()
  const entries = await menu.getByRole('menuitem').allTextContents()
  await page.keyboard.press('Escape')
  await expect.poll(() => menu.count()).toBe(0)
  return entries
}

describe('what each role sees in Acme', () => {
  it('a member is offered no management action: no invite, no role change, no removal, no invitations, read-only settings', async () => {
    const { page } = member
    await openMembers(page)
    expect(await page.getByRole('button', { name: 'Invite members' }).count()).toBe(0)
    // Their own row offers leaving, nothing else; the other rows offer nothing.
    await expect.poll(() => actionsButtons(page).count()).toBe(1)
    expect(await menuEntries(page, 'Actions for Mia Member')).toEqual(['Leave organization'])
    await checkPage(page, 'members-as-member')
    await nav(page, 'Invitations').click()
    await page.getByText('Only owners and admins can see this organization’s invitations.').waitFor()
    await checkPage(page, 'invitations-as-member')
    await nav(page, 'Settings').click()
    await page.getByRole('heading', { name: 'Danger zone' }).waitFor()
    expect(await page.getByRole('button', { name: /Save/ }).count()).toBe(0)
    expect(await page.getByRole('textbox', { name: 'Name' }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Delete organization' }).count()).toBe(0)
    await checkPage(page, 'settings-as-member')
    expect(member.problems).toEqual([])
  })

  it('an admin manages members but is offered no delete, and cannot touch the owner', async () => {
    const { page } = admin
    await openMembers(page)
    await page.getByRole('button', { name: 'Invite members' }).waitFor()
    expect(await menuEntries(page, 'Actions for Mia Member')).toEqual(['Change role', 'Remove'])
    // Nothing is offered on the owner's row: no menu at all.
    expect(await page.getByRole('button', { name: 'Actions for Olivia Owner' }).count()).toBe(0)
    await checkPage(page, 'members-as-admin')
    await nav(page, 'Settings').click()
    const deleteButton = page.getByRole('button', { name: 'Delete organization' })
    await deleteButton.waitFor()
    expect(await deleteButton.getAttribute('aria-disabled')).toBe('true')
    await page.getByText('Only an owner can delete this organization.').waitFor()
    await deleteButton.click({ force: true }) // aria-disabled: clicking it does nothing
    expect(await page.getByRole('dialog').count()).toBe(0)
    await checkPage(page, 'settings-as-admin')
    expect(admin.problems).toEqual([])
  })

  it('the owner may delete: the confirmation asks for the slug', async () => {
    const { page } = owner
    await nav(page, 'Settings').click()
    await page.getByRole('button', { name: 'Delete organization' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Acme Inc?' })
    await dialog.getByLabel('Type acme to confirm').waitFor()
    await checkPage(page, 'delete-organization-dialog')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
  })
})

describe('role change and removal by the owner', () => {
  it('makes Mia an admin; Mia is offered the invite button on coming back to her tab', async () => {
    const { page } = owner
    await openMembers(page)
    await page.getByRole('button', { name: 'Actions for Mia Member' }).click()
    await page.getByRole('menuitem', { name: 'Change role' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change the role of Mia Member' })
    await dialog.locator('input[type="radio"][value="admin"]').check()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expectToast(page, 'Mia Member is now Admin.')
    const mia = page.getByRole('row', { name: /Mia Member/ })
    await expect.poll(() => mia.getByRole('cell').nth(1).textContent()).toBe('Admin')
    await checkPage(page, 'members-role-changed')

    const miaPage = member.page
    await nav(miaPage, 'Members').click()
    await returnToTabUntil(
      miaPage,
      async () => (await miaPage.getByRole('button', { name: 'Invite members' }).count()) === 1,
    )
  })

  it('removes Mia after confirming; she is gone from the list', async () => {
    const { page } = owner
    await page.getByRole('button', { name: 'Actions for Mia Member' }).click()
    await page.getByRole('menuitem', { name: 'Remove' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove Mia Member from Acme Inc?' })
    await dialog.getByText('They lose access at once. To come back, they need a new invitation.').waitFor()
    await checkPage(page, 'remove-member-dialog')
    await dialog.getByRole('button', { name: 'Remove Mia Member' }).click()
    await expectToast(page, 'Mia Member was removed.')
    await page.getByRole('main').getByText('2 members', { exact: true }).waitFor()
    expect(await page.getByRole('row', { name: /Mia Member/ }).count()).toBe(0)
    expect(owner.problems).toEqual([])
  })
})

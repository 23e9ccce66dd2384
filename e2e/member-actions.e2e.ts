import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import {
  UPDATE_MEMBER_ROLE,
  actionsOfNextRow,
  addMembers,
  chooseRowAction,
  expectFocusOn,
  expectToast,
  focusIsLost,
  rowActionsLabels,
  watchRequests,
} from './support/actions'
import { nav, openOrganization, tabTo } from './support/flows'
import { waitForSettledPage } from './support/layout'
import { setUpDemoSession } from './support/demo-session'

// Issue 21 on the member table: every action confirmed where it must be, said in the toast region, and the
// focus kept. Acme gets nine more members (twelve in all) so the table has two pages and rows to focus on.
const EXTRA_MEMBERS = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov']
const MORE_MEMBERS = ['Donald Knuth', 'Frances Allen', 'Ken Thompson', 'Radia Perlman']

let owner: Visitor
let admin: Visitor
let member: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  await addMembers(session.demo, 'acme', [...EXTRA_MEMBERS, ...MORE_MEMBERS])
  const visit = async (email: string) => {
    const visitor = await session.visitor()
    await signIn(visitor.page, email)
    await openOrganization(visitor.page, 'Acme Inc')
    await nav(visitor.page, 'Members').click()
    await visitor.page.getByRole('row', { name: /Olivia Owner/ }).waitFor()
    return visitor
  }
  ;[owner, admin, member] = await Promise.all([
    visit('owner@example.com'),
    visit('admin@example.com'),
    visit('member@example.com'),
  ])
})

const roleDialog = (page: Page, name: string) => page.getByRole('dialog', { name: `Change the role of ${name}` })
const radio = (page: Page, role: string) => page.getByRole('dialog').locator(`input[type="radio"][value="${role}"]`)
const roleCell = (page: Page, name: string) =>
  page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('cell')
    .nth(1)

describe('the member table’s summary and pages', () => {
  it('says how many members, "Page 1 of 1"; with ten rows a page, which rows of how many and "Page 1 of 2"', async () => {
    const { page } = owner
    const main = page.getByRole('main')
    await main.getByText('12 members', { exact: true }).waitFor()
    await main.getByText('Page 1 of 1', { exact: true }).waitFor()
    await main.getByRole('combobox', { name: 'Rows per page' }).selectOption('10')
    await main.getByText('1–10 of 12 members', { exact: true }).waitFor()
    await main.getByText('Page 1 of 2', { exact: true }).waitFor()
    await main.getByRole('button', { name: 'Next page' }).click()
    await main.getByText('11–12 of 12 members', { exact: true }).waitFor()
    await main.getByText('Page 2 of 2', { exact: true }).waitFor()
    await checkPage(page, 'members-page-2')
    await main.getByRole('button', { name: 'Previous page' }).click()
    await main.getByText('Page 1 of 2', { exact: true }).waitFor()
  })
})

describe('keyboard only, the row’s actions menu', () => {
  it('opens with Enter on its first entry, arrows move, Escape closes it and gives the focus back', async () => {
    const { page } = owner
    await tabTo(page, 'Actions for Mia Member')
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await menu.waitFor()
    const entries = await menu.getByRole('menuitem').allTextContents()
    expect(entries).toEqual(['Change role', 'Make Owner', 'Remove'])
    await expectFocusOn(page, 'Change role')
    await checkPage(page, 'member-actions-menu')
    await page.keyboard.press('ArrowDown')
    await expectFocusOn(page, 'Make Owner')
    await page.keyboard.press('ArrowDown')
    await expectFocusOn(page, 'Remove')
    await page.keyboard.press('ArrowUp')
    await expectFocusOn(page, 'Make Owner')
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.count()).toBe(0)
    await expectFocusOn(page, 'Actions for Mia Member')
  })

  it('arrow keys in Change role only choose: no role request, not even after Escape', async () => {
    const { page } = owner
    const requests = watchRequests(page, UPDATE_MEMBER_ROLE)
    await page.keyboard.press('Enter') // on Actions for Mia Member: the menu opens on Change role
    await expectFocusOn(page, 'Change role')
    await page.keyboard.press('Enter')
    const dialog = roleDialog(page, 'Mia Member')
    await dialog.waitFor()
    await radio(page, 'member').focus()
    // Each press checks another role (Owner, Admin, Member): the keys reach the group, and choose.
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => radio(page, 'admin').isChecked()).toBe(true)
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => radio(page, 'owner').isChecked()).toBe(true)
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown', 'ArrowUp']) await page.keyboard.press(key)
    await expect.poll(() => radio(page, 'admin').isChecked()).toBe(true)
    await checkPage(page, 'change-role-dialog')
    expect(requests.count).toBe(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expectFocusOn(page, 'Actions for Mia Member')
    await waitForSettledPage(page)
    expect(await roleCell(page, 'Mia Member').textContent()).toBe('Member')
    expect(requests.count).toBe(0)
  })
})

describe('role changes: chosen, then applied; the owner role and one’s own role confirmed first', () => {
  it('applies Admin to Mia: one request, the toast says so, the focus is back on her row’s menu', async () => {
    const { page } = owner
    const requests = watchRequests(page, UPDATE_MEMBER_ROLE)
    await chooseRowAction(page, 'Actions for Mia Member', 'Change role')
    await radio(page, 'admin').check()
    expect(requests.count).toBe(0)
    await roleDialog(page, 'Mia Member').getByRole('button', { name: 'Apply' }).click()
    await expectToast(page, 'Mia Member is now Admin.')
    await expect.poll(() => roleCell(page, 'Mia Member').textContent()).toBe('Admin')
    expect(requests.count).toBe(1)
    await expectFocusOn(page, 'Actions for Mia Member')
    await checkPage(page, 'member-role-changed-toast')
  })

  it('granting Owner asks first, naming the consequence: no request until confirmed', async () => {
    const { page } = owner
    const requests = watchRequests(page, UPDATE_MEMBER_ROLE)
    await chooseRowAction(page, 'Actions for Ada Lovelace', 'Change role')
    await radio(page, 'owner').check()
    await roleDialog(page, 'Ada Lovelace').getByRole('button', { name: 'Apply' }).click()
    const confirm = page.getByRole('dialog', { name: 'Make Ada Lovelace Owner?' })
    await confirm
      .getByText('Ada Lovelace will be able to do everything in Acme Inc, including deleting it and removing you.')
      .waitFor()
    await checkPage(page, 'grant-owner-confirmation')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expectFocusOn(page, 'Actions for Ada Lovelace')
    await waitForSettledPage(page)
    expect(requests.count).toBe(0)

    // "Make Owner" in the menu opens the transfer, which sends nothing before its button either.
    await chooseRowAction(page, 'Actions for Alan Turing', 'Make Owner')
    const transfer = page.getByRole('dialog', { name: 'Transfer ownership of Acme Inc' })
    await transfer.getByRole('button', { name: 'Make Alan Turing Owner' }).waitFor()
    await transfer.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => transfer.count()).toBe(0)
    await waitForSettledPage(page)
    expect(requests.count).toBe(0)

    await chooseRowAction(page, 'Actions for Ada Lovelace', 'Change role')
    await radio(page, 'owner').check()
    await roleDialog(page, 'Ada Lovelace').getByRole('button', { name: 'Apply' }).click()
    await confirm.getByRole('button', { name: 'Make Ada Lovelace Owner' }).click()
    await expectToast(page, 'Ada Lovelace is now Owner.')
    expect(requests.count).toBe(1)
    await expect.poll(() => roleCell(page, 'Ada Lovelace').textContent()).toBe('Owner')
  })

  it('an admin demoting themself is asked first: no request until confirmed, then the toast says so', async () => {
    const { page } = admin
    const requests = watchRequests(page, UPDATE_MEMBER_ROLE)
    await chooseRowAction(page, 'Actions for Adam Admin', 'Change role')
    await radio(page, 'member').check()
    await roleDialog(page, 'Adam Admin').getByRole('button', { name: 'Apply' }).click()
    const confirm = page.getByRole('dialog', { name: 'Change your own role to Member?' })
    await confirm.waitFor()
    await checkPage(page, 'self-demotion-confirmation')
    await waitForSettledPage(page)
    expect(requests.count).toBe(0)
    await confirm.getByRole('button', { name: 'Change my role to Member' }).click()
    await expectToast(page, 'You are now Member.')
    expect(requests.count).toBe(1)
    expect(await focusIsLost(page)).toBe(false)
    expect(admin.problems).toEqual([])
  })
})

describe('removing and leaving: confirmed, said, and the focus kept', () => {
  it('the owner removes Grace Hopper: the focus goes to the next row’s actions', async () => {
    const { page } = owner
    const expected = actionsOfNextRow(await rowActionsLabels(page), 'Actions for Grace Hopper')
    await chooseRowAction(page, 'Actions for Grace Hopper', 'Remove')
    const dialog = page.getByRole('dialog', { name: 'Remove Grace Hopper from Acme Inc?' })
    await dialog.getByText('They lose access at once. To come back, they need a new invitation.').waitFor()
    await checkPage(page, 'remove-member-confirmation')
    await dialog.getByRole('button', { name: 'Remove Grace Hopper' }).click()
    await expectToast(page, 'Grace Hopper was removed.')
    await expect.poll(() => page.getByRole('row', { name: /Grace Hopper/ }).count()).toBe(0)
    await expectFocusOn(page, expected)
    await page.getByRole('main').getByText('1–10 of 11 members', { exact: true }).waitFor()
    await checkPage(page, 'member-removed-toast')
  })

  it('Mia leaves Acme from her own row: confirmed, said, and the focus is not lost', async () => {
    const { page } = member
    await chooseRowAction(page, 'Actions for Mia Member', 'Leave organization')
    const dialog = page.getByRole('dialog', { name: 'Leave Acme Inc?' })
    await dialog.getByText('You lose access at once. To come back, you need a new invitation.').waitFor()
    await checkPage(page, 'leave-from-member-table-confirmation')
    await dialog.getByRole('button', { name: 'Leave Acme Inc' }).click()
    await expectToast(page, 'You left Acme Inc.')
    await expect.poll(() => focusIsLost(page)).toBe(false)
    expect(member.problems).toEqual([])
  })

  it('Adam leaves Acme from the settings: confirmed, said, and the focus is not lost', async () => {
    const { page } = admin
    await nav(page, 'Settings').click()
    await page.getByRole('button', { name: 'Leave organization' }).click()
    const dialog = page.getByRole('dialog', { name: 'Leave Acme Inc?' })
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click()
    await expectToast(page, 'You left Acme Inc.')
    await expect.poll(() => focusIsLost(page)).toBe(false)
    expect(admin.problems).toEqual([])
  })
})

describe('settings', () => {
  it('saving the organization’s settings is said in the toast region', async () => {
    const { page } = owner
    await nav(page, 'Settings').click()
    const name = page.getByRole('textbox', { name: 'Name' })
    await name.fill('Acme Corporation')
    await page.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Changes to Acme Corporation saved.')
    expect(owner.problems).toEqual([])
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
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

const roleSelects = (page: Page) => page.getByRole('combobox', { name: /^Role of / })
const removeButtons = (page: Page) => page.getByRole('button', { name: /^Remove / })

async function openMembers(page: Page) {
  await nav(page, 'Members').click()
  await page.getByText('1–3 of 3 members').waitFor()
}

describe('what each role sees in Acme', () => {
  it('a member is offered no management action: no invite, no role change, no removal, no invitations, read-only settings', async () => {
    const { page } = member
    await openMembers(page)
    expect(await page.getByRole('button', { name: 'Invite members' }).count()).toBe(0)
    expect(await roleSelects(page).count()).toBe(0)
    expect(await removeButtons(page).count()).toBe(0)
    // Their own row offers leaving, nothing else.
    expect(await page.getByRole('button', { name: 'Leave the organization' }).count()).toBe(1)
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
    await expect.poll(() => page.getByRole('combobox', { name: 'Role of Mia Member' }).isEnabled()).toBe(true)
    const ownerRole = page.getByRole('combobox', { name: 'Role of Olivia Owner' })
    expect((await ownerRole.count()) === 0 || (await ownerRole.isDisabled())).toBe(true)
    const removeOwner = page.getByRole('button', { name: 'Remove Olivia Owner' })
    expect((await removeOwner.count()) === 0 || (await removeOwner.getAttribute('aria-disabled')) === 'true').toBe(true)
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
    await page.getByRole('combobox', { name: 'Role of Mia Member' }).selectOption('admin')
    await page.getByText('Mia Member is now Admin.').waitFor()
    const mia = page.getByRole('row', { name: /Mia Member/ })
    await expect.poll(() => mia.getByRole('cell').nth(1).textContent()).toBe('Admin')
    expect(await mia.getByRole('combobox').inputValue()).toBe('admin')
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
    await removeButtons(page)
      .and(page.getByRole('button', { name: 'Remove Mia Member' }))
      .click()
    const dialog = page.getByRole('dialog', { name: 'Remove Mia Member' })
    await dialog.getByText('member@example.com', { exact: true }).waitFor()
    await checkPage(page, 'remove-member-dialog')
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await page.getByText('Mia Member was removed.').waitFor()
    await page.getByText('1–2 of 2 members').waitFor()
    expect(await page.getByRole('row', { name: /Mia Member/ }).count()).toBe(0)
    expect(owner.problems).toEqual([])
  })
})

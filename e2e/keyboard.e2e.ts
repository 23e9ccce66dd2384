import { beforeAll, describe, expect, it } from 'vitest'
import { checkPage } from './support/browser'
import type { Visitor } from './support/browser'
import { expectToast } from './support/actions'
import { focusedName, signInByKeyboard, tabTo } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

let owner: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  owner = await session.visitor()
})

// Nothing below clicks: every step is a key press (typing included), as a keyboard user would.
describe('keyboard only', () => {
  it('signs in', async () => {
    // In Acme Inc and Globex, none last used: the gate asks which to open; the switcher in the header can too.
    await signInByKeyboard(owner.page, 'owner@example.com')
  })

  it('switches organization with the switcher: Enter opens it, arrows move, Enter picks, focus comes back', async () => {
    const { page } = owner
    await tabTo(page, 'No organization, switch organization')
    await page.keyboard.press('Enter')
    await page.getByRole('listbox', { name: 'Your organizations' }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('listbox')
    await page.keyboard.press('ArrowDown') // Acme Inc is highlighted first; Globex is next
    await checkPage(page, 'switcher-keyboard')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Globex, switch organization' }).waitFor()
    await expect.poll(() => focusedName(page)).toBe('Globex, switch organization')
    await page.getByRole('heading', { name: 'Globex' }).waitFor()
  })

  it('opens Members from the navigation and invites someone as an admin', async () => {
    const { page } = owner
    await tabTo(page, 'Members')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Members' }).waitFor()
    await page.getByRole('row', { name: /Adam Admin/ }).waitFor()
    await tabTo(page, 'Invite members')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Invite members' })
    await dialog.waitFor()
    await expect.poll(() => focusedName(page)).toBe('E-mail addresses')
    await page.keyboard.type('newcomer@example.com')
    await page.keyboard.press('Tab')
    // Tab enters the role group on the role chosen (Member); arrows choose another.
    expect(await focusedName(page)).toBe('Member')
    await page.keyboard.press('ArrowUp') // Member → Admin
    expect(await dialog.getByRole('radio', { name: 'Admin' }).isChecked()).toBe(true)
    await tabTo(page, 'Invite')
    await checkPage(page, 'invite-keyboard')
    await page.keyboard.press('Enter')
    await dialog.getByText('1 invitation created.').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => focusedName(page)).toBe('Invite members')
    expect(
      await session.demo.backend.db
        .selectFrom('invitation')
        .select(['email', 'role'])
        .where('email', '=', 'newcomer@example.com')
        .execute(),
    ).toEqual([{ email: 'newcomer@example.com', role: 'admin' }])
  })

  it('changes a member’s role from the row’s menu: arrows choose in the dialog, Apply applies, the focus comes back', async () => {
    const { page } = owner
    // In Globex, Adam Admin is a member.
    await tabTo(page, 'Actions for Adam Admin')
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedName(page)).toBe('Change role')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Change the role of Adam Admin' })
    await dialog.waitFor()
    // The dialog opens on Cancel, the safe choice; the roles come before it.
    await expect.poll(() => focusedName(page)).toBe('Cancel')
    await tabTo(page, /^Member/, { backwards: true })
    await page.keyboard.press('ArrowUp') // Member → Admin: chosen, not sent
    expect(await dialog.locator('input[type="radio"][value="admin"]').isChecked()).toBe(true)
    const row = page.getByRole('row', { name: /Adam Admin/ })
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Member')
    await tabTo(page, 'Apply')
    await checkPage(page, 'role-change-keyboard')
    await page.keyboard.press('Enter')
    await expectToast(page, 'Adam Admin is now Admin.')
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('Admin')
    // The keyboard user is back where they were, to go on from there.
    await expect.poll(() => focusedName(page)).toBe('Actions for Adam Admin')
    expect(owner.problems).toEqual([])
  })
})

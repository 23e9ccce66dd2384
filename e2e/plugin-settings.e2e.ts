import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { expectToast, notifications } from './support/actions'
import { nav, openOrganization, returnToTabUntil, switcher } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

let owner: Visitor
let member: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  ;[owner, member] = await Promise.all([session.visitor(), session.visitor()])
  await signIn(owner.page, 'owner@example.com')
  await openOrganization(owner.page, 'Acme Inc')
  await signIn(member.page, 'member@example.com')
  await openOrganization(member.page, 'Acme Inc')
  await nav(member.page, 'Members').click()
  await member.page.getByRole('row', { name: /Olivia Owner/ }).waitFor()
})

const OFF = 'Organizations are turned off for this project.'
const offNotices = (page: Page) => page.getByText(OFF)

async function saveSettings(page: Page) {
  const saved = notifications(page).getByRole('status').getByText('Plugin settings saved.', { exact: true })
  const before = await saved.count()
  await page.getByRole('button', { name: 'Save' }).click()
  // A toast from an earlier save may still be shown: wait for one more.
  await expect.poll(() => saved.count()).toBeGreaterThan(before)
}

describe('the organization plugin, from the admin page', () => {
  it('turning organizations off asks first, then the dashboard shows the disabled state', async () => {
    const { page } = owner
    await nav(page, 'Admin').click()
    const enabled = page.getByRole('checkbox', { name: 'Organizations enabled' })
    await enabled.waitFor()
    expect(await enabled.isChecked()).toBe(true)
    await checkPage(page, 'admin')
    await enabled.uncheck()
    await page.getByRole('button', { name: 'Save' }).click()
    const confirm = page.getByRole('dialog', { name: 'Turn off organizations?' })
    await confirm.waitFor()
    await checkPage(page, 'disable-plugin-dialog')
    await confirm.getByRole('button', { name: 'Turn off organizations' }).click()
    await expectToast(page, 'Plugin settings saved.')
    expect(session.demo.backend.getPluginConfig().enabled).toBe(false)

    // The switcher in the header says so at once (the kit's reads were refetched after saving).
    await offNotices(page).first().waitFor()
    await nav(page, 'Members').click()
    await expect.poll(() => offNotices(page).count()).toBe(2) // switcher and member table
    expect(await page.getByRole('button', { name: 'Invite members' }).count()).toBe(0)
    await checkPage(page, 'members-plugin-off')
    await nav(page, 'Overview').click()
    await page.getByText('Organizations are turned off on this branch.', { exact: false }).waitFor()
    await checkPage(page, 'overview-plugin-off')
  })

  it('another signed-in member sees it on coming back to the tab', async () => {
    const { page } = member
    // The switcher and the member table both say so (the table keeps the rows it had, with the notice above).
    await returnToTabUntil(page, async () => (await offNotices(page).count()) === 2)
    expect(await page.getByRole('button', { name: /, switch organization$/ }).count()).toBe(0)
    await checkPage(page, 'members-plugin-off-other-user')
  })

  it('turning organizations on again recovers, for both', async () => {
    const { page } = owner
    await nav(page, 'Admin').click()
    await page.getByRole('checkbox', { name: 'Organizations enabled' }).check()
    await saveSettings(page)
    expect(session.demo.backend.getPluginConfig().enabled).toBe(true)
    await nav(page, 'Members').click()
    await page.getByRole('row', { name: /Mia Member/ }).waitFor()
    await page.getByRole('button', { name: 'Acme Inc, switch organization' }).waitFor()
    await expect.poll(() => offNotices(page).count()).toBe(0)

    await returnToTabUntil(member.page, async () => (await offNotices(member.page).count()) === 0)
    await member.page.getByRole('button', { name: 'Acme Inc, switch organization' }).waitFor()
    await member.page.getByRole('row', { name: /Olivia Owner/ }).waitFor()
    expect(member.problems).toEqual([])
  })

  it('at the organization limit, creating is blocked with the reason; raising the limit unblocks it', async () => {
    const { page } = owner
    await nav(page, 'Admin').click()
    await page.getByRole('spinbutton', { name: 'Organizations per user' }).fill('2')
    await saveSettings(page)
    expect(session.demo.backend.getPluginConfig().organization_limit).toBe(2)

    await switcher(page).click()
    const popover = page.getByRole('dialog', { name: 'Switch organization' })
    const create = popover.getByRole('button', { name: 'Create organization' })
    await expect.poll(() => create.getAttribute('aria-disabled')).toBe('true')
    const reason = 'You can be in at most 2 organizations. Leave one to create another.'
    await popover.getByText(reason).waitFor()
    await checkPage(page, 'switcher-limit-reached')
    await create.click({ force: true }) // aria-disabled: nothing opens
    expect(await page.getByRole('dialog', { name: 'Create organization' }).count()).toBe(0)
    await page.keyboard.press('Escape')

    await page.getByRole('spinbutton', { name: 'Organizations per user' }).fill('3')
    await saveSettings(page)
    await switcher(page).click()
    await expect.poll(() => create.getAttribute('aria-disabled')).toBe(null)
    await create.click()
    await page.getByRole('dialog', { name: 'Create organization' }).waitFor()
    expect(owner.problems).toEqual([])
  })

  it('a member sees the settings read-only, with why, before trying anything', async () => {
    const { page } = member
    await nav(page, 'Admin').click()
    const enabled = page.getByRole('checkbox', { name: 'Organizations enabled' })
    await enabled.waitFor()
    expect(await enabled.isDisabled()).toBe(true)
    expect(await page.getByRole('spinbutton', { name: 'Organizations per user' }).isDisabled()).toBe(true)
    await page
      .getByText(
        'You can see these settings but not change them. Only an owner or admin of an organization on this branch can manage it through the management API (your role: member in Acme Inc).',
      )
      .waitFor()
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0)
    await checkPage(page, 'admin-as-member')
    expect(member.problems).toEqual([])
  })

  it('an admin demoted while the page is open tries anyway: refused, told why, nothing changed', async () => {
    const admin = await session.visitor()
    await signIn(admin.page, 'admin@example.com')
    await openOrganization(admin.page, 'Acme Inc')
    await nav(admin.page, 'Admin').click()
    const perUser = admin.page.getByRole('spinbutton', { name: 'Organizations per user' })
    await perUser.waitFor()
    expect(await perUser.isEnabled()).toBe(true)

    const { db } = session.demo.backend
    const adminUser: { id: string } = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow()
    await db.updateTable('member').set({ role: 'member' }).where('userId', '=', adminUser.id).execute()
    const before = session.demo.backend.getPluginConfig()

    await perUser.fill('7')
    await admin.page.getByRole('button', { name: 'Save' }).click()
    const alert = admin.page.getByRole('alert')
    await alert.waitFor()
    const text = await alert.textContent()
    expect(text).toContain(
      'The plugin settings were not saved. Not allowed: your role, or the API key in use, does not permit this.',
    )
    expect(text).toContain(
      'HTTP 403: Only an owner or admin of an organization on this branch can manage it through the management API (your roles: member in Acme Inc; member in Globex).',
    )
    expect(await perUser.inputValue()).toBe('7') // what was typed is kept
    expect(session.demo.backend.getPluginConfig()).toEqual(before)
    await checkPage(admin.page, 'admin-refused-after-demotion')
  })
})

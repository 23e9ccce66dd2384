import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signIn } from './support/browser'
import { chooseRowAction, expectToast, organizationBySlug } from './support/actions'
import { openOrganization, switcherOf } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

// Issue 25: one active organization per browser tab (`activeOrganization={{ scope: 'tab' }}`, turned on in the
// demo by `?tab-organization`). Two pages of one browser context are two tabs of one user, sharing the session
// cookie, so Better Auth's session holds one active organization for both: the tab that switched last. Each
// tab acts on its own organization all the same, and the database shows where each action landed.

const session = setUpDemoSession()

/** The demo's pages with each tab's own active organization. */
const TAB_SCOPED = '?tab-organization'

const organizationId = async (slug: string): Promise<string> => (await organizationBySlug(session.demo, slug)).id

/** The e-mails of an organization's pending invitations, from the database. */
async function pendingInvitations(slug: string): Promise<string[]> {
  const rows: { email: string }[] = await session.demo.backend.db
    .selectFrom('invitation')
    .select('email')
    .where('organizationId', '=', await organizationId(slug))
    .where('status', '=', 'pending')
    .execute()
  return rows.map((row) => row.email).sort()
}

/** Each member of an organization with their role, by e-mail, from the database. */
async function memberRoles(slug: string): Promise<Record<string, string>> {
  const rows: { email: string; role: string }[] = await session.demo.backend.db
    .selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .select(['user.email as email', 'member.role as role'])
    .where('member.organizationId', '=', await organizationId(slug))
    .execute()
  return Object.fromEntries(rows.map((row) => [row.email, row.role]))
}

async function invite(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Invite members' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite members' })
  await dialog.getByLabel('E-mail addresses').fill(email)
  await dialog.getByRole('radio', { name: 'Member' }).check()
  await dialog.getByRole('button', { name: 'Invite' }).click()
  await dialog.getByText('1 invitation created.').waitFor()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => dialog.isVisible()).toBe(false)
}

async function changeRole(page: Page, name: string, role: 'admin' | 'member', says: string): Promise<void> {
  await chooseRowAction(page, `Actions for ${name}`, 'Change role')
  await page.getByRole('dialog').locator(`input[type="radio"][value="${role}"]`).check()
  await page
    .getByRole('dialog', { name: `Change the role of ${name}` })
    .getByRole('button', { name: 'Apply' })
    .click()
  await expectToast(page, says)
}

async function remove(page: Page, name: string, organization: string): Promise<void> {
  await chooseRowAction(page, `Actions for ${name}`, 'Remove')
  const dialog = page.getByRole('dialog', { name: `Remove ${name} from ${organization}?` })
  await dialog.getByRole('button', { name: `Remove ${name}` }).click()
  await expectToast(page, `${name} was removed.`)
}

/** How many rows of the members table name `name`. */
const rowsNaming = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('row', { name: new RegExp(name) })
    .count()

describe('one active organization per tab', () => {
  it('two tabs of one user on Acme and Globex: invite, change a role, remove, each in its tab’s organization', async () => {
    const { page: acmeTab, problems } = await session.visitor()
    await signIn(acmeTab, 'owner@example.com')
    await acmeTab.goto(`/members${TAB_SCOPED}`)
    await openOrganization(acmeTab, 'Acme Inc')
    await acmeTab.getByRole('row', { name: /Mia Member/ }).waitFor()
    const acme = await organizationId('acme')
    // The tab's URL names its organization from the first read on.
    await expect.poll(() => new URL(acmeTab.url()).searchParams.get('org')).toBe(acme)

    // A second tab starts with the session's organization, then switches to Globex: Better Auth's session
    // (one for both tabs) now says Globex.
    const globexTab = await acmeTab.context().newPage()
    await globexTab.goto(`/members${TAB_SCOPED}`)
    await switcherOf(globexTab, 'Acme Inc').click()
    await globexTab.getByRole('option', { name: /^Globex/ }).click()
    await switcherOf(globexTab, 'Globex').waitFor()
    await globexTab.getByRole('row', { name: /Adam Admin/ }).waitFor()
    await expect.poll(() => new URL(globexTab.url()).searchParams.get('org')).toBe(await organizationId('globex'))

    // The first tab stays on Acme, even opened again without the URL's parameter (its sessionStorage says it).
    await acmeTab.goto(`/members${TAB_SCOPED}`)
    await switcherOf(acmeTab, 'Acme Inc').waitFor()
    await acmeTab.getByRole('row', { name: /Mia Member/ }).waitFor()

    await invite(acmeTab, 'tab.acme@example.com')
    await invite(globexTab, 'tab.globex@example.com')
    expect(await pendingInvitations('acme')).toEqual(['outsider@example.com', 'tab.acme@example.com'])
    expect(await pendingInvitations('globex')).toEqual(['tab.globex@example.com'])

    // Adam is an admin of Acme and a member of Globex: each tab changes his role the other way.
    await changeRole(acmeTab, 'Adam Admin', 'member', 'Adam Admin is now Member.')
    await changeRole(globexTab, 'Adam Admin', 'admin', 'Adam Admin is now Admin.')
    expect((await memberRoles('acme'))['admin@example.com']).toBe('member')
    expect((await memberRoles('globex'))['admin@example.com']).toBe('admin')

    await remove(acmeTab, 'Mia Member', 'Acme Inc')
    await remove(globexTab, 'Adam Admin', 'Globex')
    expect(await memberRoles('acme')).toEqual({
      'owner@example.com': 'owner',
      'admin@example.com': 'member',
    })
    expect(await memberRoles('globex')).toEqual({ 'owner@example.com': 'owner' })

    // Each tab shows only its own organization: Acme without Mia, Adam a member; Globex without Adam.
    await switcherOf(acmeTab, 'Acme Inc').waitFor()
    await expect.poll(() => rowsNaming(acmeTab, 'Mia Member')).toBe(0)
    expect(await rowsNaming(acmeTab, 'Adam Admin')).toBe(1)
    await switcherOf(globexTab, 'Globex').waitFor()
    await expect.poll(() => rowsNaming(globexTab, 'Adam Admin')).toBe(0)
    expect(await rowsNaming(globexTab, 'Olivia Owner')).toBe(1)
    expect(problems).toEqual([])
  })
})

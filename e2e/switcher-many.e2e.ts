import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkPage } from './support/browser'
import type { Visitor } from './support/browser'
import { focusIsLost } from './support/actions'
import { focusedName, signInByKeyboard, switcherOf, tabTo } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

// Issue 25: the switcher for people in many organizations, keyboard only (typing included). owner@example.com
// is in Acme Inc and Globex (seed) and, added here, in ten more: enough for the filter box.
let owner: Visitor

const session = setUpDemoSession()

const MORE = [
  'Zürich Labs',
  'Equipe Montreal',
  ...Array.from({ length: 8 }, (_, index) => `Agency Client ${index + 1}`),
]

beforeAll(async () => {
  owner = await session.visitor()
  // A switch answered late, as on a slow network (CI once was): the steps after a switch wait for it to end.
  await owner.page.route('**/organization/set-active', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  const { db } = session.demo.backend
  const user: { id: string } = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'owner@example.com')
    .executeTakeFirstOrThrow()
  for (const [index, name] of MORE.entries()) {
    const organizationId = randomUUID()
    const createdAt = new Date()
    await db
      .insertInto('organization')
      .values({ id: organizationId, name, slug: `many-${index}`, logo: null, metadata: null, createdAt })
      .execute()
    await db
      .insertInto('member')
      .values({ id: randomUUID(), organizationId, userId: user.id, role: 'admin', createdAt })
      .execute()
  }
})

const dialog = () => owner.page.getByRole('dialog', { name: 'Switch organization' })

// The trigger names the chosen organization at once (the session is updated before the server answers); the
// switch is over when the list closes, and only then does the next Ctrl+K open it again rather than close it.
async function switchedTo(name: string) {
  await switcherOf(owner.page, name).waitFor()
  await dialog().waitFor({ state: 'detached' })
}

describe('the switcher with many organizations, keyboard only', () => {
  it('signs in by keyboard', async () => {
    await signInByKeyboard(owner.page, 'owner@example.com')
  })

  it('Ctrl+K opens it from anywhere with the filter focused; Escape gives the focus back where it was', async () => {
    const { page } = owner
    await page.keyboard.press('Tab')
    const before = await focusedName(page)
    expect(before).not.toBe('')
    await page.keyboard.press('Control+k')
    await dialog().waitFor()
    await expect.poll(() => focusedName(page)).toBe('Filter organizations')
    expect(await dialog().getByRole('option').count()).toBe(12)
    await page.keyboard.press('Escape')
    expect(await dialog().count()).toBe(0)
    expect(await focusedName(page)).toBe(before)
  })

  it('the filter ignores accents and case both ways; Enter chooses', async () => {
    const { page } = owner
    await page.keyboard.press('Control+k')
    await dialog().waitFor()
    await page.keyboard.type('ÉQUIPE')
    await expect
      .poll(() => dialog().getByRole('option').allTextContents())
      .toEqual([expect.stringContaining('Equipe Montreal')])
    await page.keyboard.press('Control+a')
    await page.keyboard.type('zurich')
    await expect
      .poll(() => dialog().getByRole('option').allTextContents())
      .toEqual([expect.stringContaining('Zürich Labs')])
    await page.keyboard.press('Enter')
    await switchedTo('Zürich Labs')
    expect(await focusIsLost(page)).toBe(false)
  })

  it('recently used organizations come first, the active one first; Enter switches back to the one before', async () => {
    const { page } = owner
    // Globex, by the filter, so Zürich Labs and Globex are the two used last.
    await page.keyboard.press('Control+k')
    await dialog().waitFor()
    await page.keyboard.type('globex')
    await page.keyboard.press('Enter')
    await switchedTo('Globex')

    await tabTo(page, 'Members')
    await page.keyboard.press('Control+k')
    const recent = dialog().getByRole('group', { name: 'Recent' })
    await recent.waitFor()
    expect(await recent.getByRole('option').allTextContents()).toEqual([
      expect.stringContaining('Globex'),
      expect.stringContaining('Zürich Labs'),
    ])
    await dialog().getByRole('group', { name: 'All organizations' }).waitFor()
    await checkPage(page, 'switcher-many-recent')
    // The active one is highlighted; the one used before it is next.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await switchedTo('Zürich Labs')
    expect(await focusIsLost(page)).toBe(false)
  })

  it('Escape from the open list gives the focus back to the page, not the trigger', async () => {
    const { page } = owner
    await tabTo(page, 'Members')
    await page.keyboard.press('Control+k')
    await dialog().waitFor()
    await expect.poll(() => focusedName(page)).toBe('Filter organizations')
    await page.keyboard.press('Escape')
    expect(await dialog().count()).toBe(0)
    expect(await focusedName(page)).toBe('Members')
  })
})

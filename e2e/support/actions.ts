import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { DemoServer } from './demo-server'
import { focusedName } from './flows'

/** The kit's toast region (`<section aria-label="Notifications">`), where every action says what happened. */
export const notifications = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' })

/**
 * Waits for a toast in the region saying exactly `message`: a result (`role="status"`) or, with `tone:
 * 'error'`, an error (`role="alert"`). Each test waits for words no earlier toast said, so an old toast
 * cannot answer for a new action.
 */
export async function expectToast(page: Page, message: string, { tone = 'result' } = {}): Promise<void> {
  await notifications(page)
    .getByRole(tone === 'error' ? 'alert' : 'status')
    .getByText(message, { exact: true })
    .waitFor()
}

/** The requests a page sends whose path ends with `path`, counted from now on (`count` reads them so far). */
export function watchRequests(page: Page, path: string): { readonly count: number } {
  let seen = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen += 1
  })
  return {
    get count() {
      return seen
    },
  }
}

/** The role writes: `update-member-role` is the only request that changes a member's role. */
export const UPDATE_MEMBER_ROLE = '/organization/update-member-role'

/** The rows' actions buttons ("Actions for Mia Member"), in the order the table shows them. */
export async function rowActionsLabels(page: Page): Promise<string[]> {
  const buttons = page.getByRole('main').getByRole('button', { name: /^Actions for / })
  return Promise.all((await buttons.all()).map(async (button) => (await button.getAttribute('aria-label')) ?? ''))
}

/**
 * Where the focus must go once the row of `label` goes: the actions of the row that takes its place (the
 * next one), else of the row before it.
 */
export function actionsOfNextRow(labels: string[], label: string): string {
  const index = labels.indexOf(label)
  if (index < 0) throw new Error(`no row with ${label}; the rows: ${labels.join(' | ')}`)
  const next = labels[index + 1] ?? labels[index - 1]
  if (next === undefined) throw new Error(`${label} is the only row`)
  return next
}

/** Waits until the focus is on the element named `name` (and so not on `<body>`). */
export async function expectFocusOn(page: Page, name: string): Promise<void> {
  await expect.poll(() => focusedName(page)).toBe(name)
}

/** Whether the focus is on `<body>` (or nowhere): lost. */
export function focusIsLost(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement === null || document.activeElement === document.body)
}

/** Opens a row's actions menu with a click and picks `item` in it. */
export async function chooseRowAction(page: Page, actionsLabel: string, item: string): Promise<void> {
  await page.getByRole('button', { name: actionsLabel, exact: true }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click()
}

/** The organization with `slug`, read straight from the demo's database. */
export async function organizationBySlug(demo: DemoServer, slug: string): Promise<{ id: string }> {
  return demo.backend.db.selectFrom('organization').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()
}

/**
 * Adds verified users as members of an organization straight in the database (no password: they never sign
 * in), one millisecond apart so the table lists them in this order after the seed's members.
 */
export async function addMembers(demo: DemoServer, slug: string, names: string[], role = 'member'): Promise<void> {
  const { db } = demo.backend
  const organization = await organizationBySlug(demo, slug)
  const start = Date.now()
  for (const [index, name] of names.entries()) {
    const createdAt = new Date(start + index)
    const userId = randomUUID()
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
    await db
      .insertInto('user')
      .values({ id: userId, name, email, emailVerified: true, image: null, createdAt, updatedAt: createdAt })
      .execute()
    await db
      .insertInto('member')
      .values({ id: randomUUID(), organizationId: organization.id, userId, role, createdAt })
      .execute()
  }
}

/**
 * A pending invitation of `email` to the organization with `slug`, sent by owner@example.com, straight in the
 * database (as if another tab or client had sent it); its id.
 */
export async function addPendingInvitation(
  demo: DemoServer,
  { slug, email, role }: { slug: string; email: string; role: string },
): Promise<string> {
  const { db } = demo.backend
  const organization = await organizationBySlug(demo, slug)
  const inviter: { id: string } = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'owner@example.com')
    .executeTakeFirstOrThrow()
  const id = randomUUID()
  await db
    .insertInto('invitation')
    .values({
      id,
      organizationId: organization.id,
      email,
      role,
      status: 'pending',
      expiresAt: new Date(Date.now() + 48 * 60 * 60 * 1000),
      createdAt: new Date(),
      inviterId: inviter.id,
    })
    .execute()
  return id
}

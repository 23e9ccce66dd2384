import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectToast } from './support/actions'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { focusedName, nav, switcher } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

// Issue 22: an active organization from the first screen. Better Auth starts every session with none; the
// demo's organization pages are behind <ActiveOrganizationGate>, which opens the last used one (kept per user
// in localStorage) or the only one, asks once among several, and shows a user in none how to create one or
// their invitations. Seed: owner@ in Acme Inc and Globex, admin@ in both, member@ in Acme Inc, outsider@ in none
// (invited to Acme Inc).

const session = setUpDemoSession()

const CHOOSE = 'Choose an organization'

/** A new person whose page remembers whether the choice was ever on screen, from the first paint on. */
async function watchedVisitor(): Promise<Visitor> {
  const visitor = await session.visitor()
  await visitor.context.addInitScript(() => {
    const state = window as unknown as { choiceShown?: boolean }
    new MutationObserver(() => {
      if (document.documentElement.textContent.includes('Choose an organization')) state.choiceShown = true
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return visitor
}

const choiceWasShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { choiceShown?: boolean }).choiceShown === true)

/** What the demo keeps in localStorage under the kit's keys. */
const lastActiveRecords = (page: Page) =>
  page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('orgkit:last-active-organization:')),
  )

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL('**/auth/sign-in**')
}

/** The active organization's id, as the server has it. */
const activeOrganizationId = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/auth/get-session', { credentials: 'include' })
    const answer = (await response.json()) as { session?: { activeOrganizationId?: string | null } } | null
    return answer?.session?.activeOrganizationId ?? null
  })

describe('an active organization from the first screen', () => {
  it('in several and none last used: asked once, by keyboard, focus on the heading; next sign-in opens it', async () => {
    const { page, problems } = await watchedVisitor()
    await signIn(page, 'owner@example.com')
    const heading = page.getByRole('heading', { level: 1, name: CHOOSE })
    await heading.waitFor()
    await expect.poll(() => focusedName(page)).toBe(CHOOSE)
    const list = page.getByRole('list', { name: 'Your organizations' })
    expect(await list.getByRole('button').count()).toBe(2)
    expect(await page.getByRole('heading', { name: 'Overview' }).count()).toBe(0)
    await checkPage(page, 'first-screen-choose')

    const focused = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((button) => button === document.activeElement)
    await page.keyboard.press('Tab')
    expect(await focused('Open Acme Inc')).toBe(true)
    await page.keyboard.press('Tab')
    expect(await focused('Open Globex')).toBe(true)
    await page.keyboard.press('Enter')
    await switcher(page).filter({ hasText: 'Globex' }).waitFor()
    await page.getByRole('heading', { name: 'Globex' }).waitFor()
    await expectToast(page, 'Globex is open.')
    const records = await lastActiveRecords(page)
    expect(records).toHaveLength(1)
    const [[key, organizationId] = ['', '']] = records
    expect(organizationId).toBe(await activeOrganizationId(page))
    // The key names the user, the value is an organization id and nothing else (no token, no JSON).
    expect(key).toMatch(/^orgkit:last-active-organization:[\w-]+$/)
    expect(organizationId).toMatch(/^[\w-]+$/)

    await signOut(page, 'Olivia Owner')
    await page.evaluate(() => {
      ;(window as unknown as { choiceShown?: boolean }).choiceShown = false
    })
    await signIn(page, 'owner@example.com')
    await page.getByRole('heading', { name: 'Globex' }).waitFor()
    await page.getByRole('button', { name: 'Globex, switch organization' }).waitFor()
    expect(await choiceWasShown(page)).toBe(false)
    expect(problems).toEqual([])
  })

  it('in one organization: straight into it, never asked', async () => {
    const { page, problems } = await watchedVisitor()
    await signIn(page, 'member@example.com')
    await page.getByRole('button', { name: 'Acme Inc, switch organization' }).waitFor()
    await page.getByRole('heading', { name: 'Acme Inc' }).waitFor()
    expect(await choiceWasShown(page)).toBe(false)
    await checkPage(page, 'first-screen-only-one')
    expect(problems).toEqual([])
  })

  it('in none: how to create one and the invitations received, on a phone in dark mode too; accepting opens it', async () => {
    const { page, problems } = await watchedVisitor()
    await signIn(page, 'outsider@example.com')
    const heading = page.getByRole('heading', { level: 1, name: 'Create or join an organization' })
    await heading.waitFor()
    await expect.poll(() => focusedName(page)).toBe('Create or join an organization')
    await page.getByRole('button', { name: 'Create organization' }).waitFor()
    const received = page.getByRole('region', { name: 'Your invitations' })
    await received.getByText('Acme Inc').waitFor()
    await checkPage(page, 'first-screen-none')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await checkPage(page, 'first-screen-none-390-dark')

    await received.getByRole('button', { name: 'Accept: Acme Inc' }).click()
    await page.getByRole('button', { name: 'Acme Inc, switch organization' }).waitFor()
    await page.getByRole('heading', { name: 'Acme Inc' }).waitFor()
    expect(await choiceWasShown(page)).toBe(false)
    expect(problems).toEqual([])
  })

  it('the choice on a phone in dark mode', async () => {
    const { page, problems } = await watchedVisitor()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await signIn(page, 'admin@example.com')
    await page.getByRole('heading', { name: CHOOSE }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await checkPage(page, 'first-screen-choose-390-dark')
    expect(problems).toEqual([])
  })

  it('the last used is left: asked among what is left, and the next sign-in opens the one left', async () => {
    const { page, problems } = await watchedVisitor()
    await signIn(page, 'admin@example.com')
    await page.getByRole('button', { name: 'Open Globex' }).click()
    await page.getByRole('button', { name: 'Globex, switch organization' }).waitFor()
    await nav(page, 'Settings').click()
    await page.getByRole('button', { name: 'Leave organization' }).click()
    await page
      .getByRole('dialog', { name: 'Leave Globex?' })
      .getByRole('button', { name: 'Leave', exact: true })
      .click()
    await expectToast(page, 'You left Globex.')
    // Having had one open, the gate asks rather than opening another by itself; the focus is on its heading.
    await page.getByRole('heading', { name: CHOOSE }).waitFor()
    await expect.poll(() => focusedName(page)).toBe(CHOOSE)
    expect(await page.getByRole('list', { name: 'Your organizations' }).getByRole('button').count()).toBe(1)

    await signOut(page, 'Adam Admin')
    await signIn(page, 'admin@example.com')
    await page.getByRole('button', { name: 'Acme Inc, switch organization' }).waitFor()
    const acme = await activeOrganizationId(page)
    await expect.poll(() => lastActiveRecords(page)).toEqual([[expect.any(String), acme]])
    expect(problems).toEqual([])
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signIn } from './support/browser'
import { nav, openOrganization, returnToTabUntil } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

// Issue 23, finding 3: the demo's shell and the session. Two pages of one browser context are two tabs sharing
// the session cookie; the kit tells the other tabs when the session changes (a BroadcastChannel). A failed
// session check keeps the page and what was typed. A session revoked elsewhere shows on the next read.

const session = setUpDemoSession()

const accountButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

async function signOutFromMenu(page: Page, name: string): Promise<void> {
  await accountButton(page, name).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL('**/auth/sign-in**')
}

/** A second tab of the visitor's browser, opened on a page of the demo. */
async function secondTab(page: Page, path: string): Promise<Page> {
  const other = await page.context().newPage()
  await other.goto(path)
  return other
}

describe('the session across tabs', () => {
  it('signing out in one tab sends the other to sign-in, without a reload or a return to it', async () => {
    const { page, problems } = await session.visitor()
    await signIn(page, 'member@example.com')
    await openOrganization(page, 'Acme Inc')
    const other = await secondTab(page, '/members')
    await accountButton(other, 'Mia Member').waitFor()
    await signOutFromMenu(page, 'Mia Member')
    // The other tab was neither reloaded nor shown again (no visibilitychange): the channel told it.
    await other.waitForURL('**/auth/sign-in?redirectTo=%2Fmembers')
    expect(await accountButton(other, 'Mia Member').count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('another user signing in in one tab: the other tab’s header names them', async () => {
    const { page, problems } = await session.visitor()
    await signIn(page, 'member@example.com')
    await openOrganization(page, 'Acme Inc')
    const other = await secondTab(page, '/')
    await accountButton(other, 'Mia Member').waitFor()
    await page.goto('/auth/sign-in')
    await signIn(page, 'admin@example.com')
    await accountButton(other, 'Adam Admin').waitFor()
    expect(await accountButton(other, 'Mia Member').count()).toBe(0)
    // The session stays in its HttpOnly cookie: no page script reads it, nothing in storage holds it.
    const cookie = (await page.context().cookies()).find((entry) => entry.name.endsWith('session_token'))
    expect(cookie?.httpOnly).toBe(true)
    const sessionToken = decodeURIComponent(cookie?.value ?? '').split('.')[0] ?? ''
    expect(sessionToken.length).toBeGreaterThan(10)
    for (const tab of [page, other]) {
      const stored = await tab.evaluate(() =>
        JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
      )
      expect(stored).not.toContain(sessionToken)
    }
    expect(problems).toEqual([])
  })

  it('a session revoked on another device: the next read (back to the tab) goes to sign-in', async () => {
    const { page, problems } = await session.visitor()
    const elsewhere = await session.visitor()
    await signIn(page, 'member@example.com')
    await openOrganization(page, 'Acme Inc')
    await signIn(elsewhere.page, 'member@example.com')
    // "Sign out everywhere else", on the other device: Better Auth's own route.
    const revoked = await elsewhere.page.evaluate(async () => {
      const response = await fetch('/api/auth/revoke-other-sessions', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return response.status
    })
    expect(revoked).toBe(200)
    await returnToTabUntil(page, () => Promise.resolve(page.url().includes('/auth/sign-in')))
    expect(await accountButton(page, 'Mia Member').count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('a failed session check keeps the page and what was typed, says so in place, and recovers', async () => {
    const { page } = await session.visitor()
    await signIn(page, 'admin@example.com')
    await openOrganization(page, 'Acme Inc')
    await nav(page, 'Settings').click()
    const name = page.getByRole('textbox', { name: 'Name' })
    await name.fill('Acme, half typed')
    await page.route('**/api/auth/get-session**', (route) => route.fulfill({ status: 503, body: '' }))
    // Another tab says the session changed: this one reads it again, and every attempt fails.
    await page.evaluate(() => {
      const channel = new BroadcastChannel('orgkit:session-changed')
      channel.postMessage({ type: 'session-changed' })
      channel.close()
    })
    const problem = page.getByRole('alert').filter({ hasText: 'Your session could not be checked' })
    await problem.waitFor({ timeout: 30_000 })
    expect(await name.inputValue()).toBe('Acme, half typed')
    expect(await accountButton(page, 'Adam Admin').isVisible()).toBe(true)
    await page.unroute('**/api/auth/get-session**')
    await problem.getByRole('button', { name: 'Try again' }).click()
    await problem.waitFor({ state: 'detached' })
    expect(await name.inputValue()).toBe('Acme, half typed')
  })
})

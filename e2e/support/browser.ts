import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import axe from 'axe-core'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterEach, expect } from 'vitest'
import { fromRoot } from '../../demo/demo-config'

/** Where each page's screenshot is kept (gitignored): look at them. */
export const SCREENSHOT_DIR = fromRoot('test-results/e2e')

/** Headless Debian Chromium (or CHROMIUM_PATH). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions)
}

const opened = new Set<Page>()

/** One person at one browser: their own context (cookies), one page, and what went wrong in it. */
export interface Visitor {
  context: BrowserContext
  page: Page
  /** Uncaught page errors and console errors, to assert there are none. */
  problems: string[]
}

/** A new browser context for one person, its clipboard readable (to paste invitation links). */
export async function newVisitor(browser: Browser, baseURL: string): Promise<Visitor> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1200, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  context.setDefaultTimeout(20_000)
  const page = await context.newPage()
  opened.add(page)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    // A refused request (401, 403, 404 with the plugin off) is logged by Chromium itself; the app handles those.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`)
  })
  return { context, page, problems }
}

/** Signs in through the demo's sign-in form (opening it unless already there) and waits to leave it. */
export async function signIn(page: Page, email: string, password = 'orgkit-demo'): Promise<void> {
  if (!page.url().includes('/auth/sign-in')) await page.goto('/auth/sign-in')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/sign-in'))
}

/** Runs axe-core on the page as it is now; fails with every violation listed. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source })
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    )
  })
  expect(violations, `axe violations on ${what}`).toEqual([])
}

/** Screenshot into test-results/e2e (the full page, or the viewport under a modal), then axe. Every page and dialog of the flows goes through here. */
export async function checkPage(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  // With a modal open, the viewport as the user sees it (a full-page capture draws the backdrop off by the scroll).
  const modal = await page.evaluate(() => document.querySelector('dialog[open]') !== null)
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: !modal, animations: 'disabled' })
  await expectNoAxeViolations(page, name)
}
/** After a failed test, a screenshot of every open page (`FAILED-<test>-<n>.png`): what was on screen. */
export function screenshotOnFailure(): void {
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
    const name = context.task.name.replace(/[^\w]+/g, '-').slice(0, 60)
    let index = 0
    for (const page of opened) {
      if (page.isClosed()) continue
      index += 1
      await page
        .screenshot({ path: join(SCREENSHOT_DIR, `FAILED-${name}-${index}.png`), fullPage: true })
        .catch(() => undefined)
    }
  })
}

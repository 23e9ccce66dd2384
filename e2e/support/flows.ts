import type { Page } from 'playwright-core'

/** The demo's main navigation. */
export const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name, exact: true })

/** The switcher's trigger: "<active organization>, switch organization". */
export const switcher = (page: Page) => page.getByRole('button', { name: /, switch organization$/ })

/** The switcher's trigger while `organization` is the active one. */
export const switcherOf = (page: Page, organization: string) =>
  page.getByRole('button', { name: `${organization}, switch organization` })

/**
 * What a person does on coming back to a tab: the browser fires `visibilitychange`, on which TanStack Query
 * refetches stale reads. Playwright keeps every page "visible", so the event is sent by hand, once a second,
 * until `done` holds: the app refetches by itself, no reload.
 */
export async function returnToTabUntil(page: Page, done: () => Promise<boolean>, attempts = 30): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await done()) return
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await page.waitForTimeout(1_000)
  }
  throw new Error(`still not there after ${attempts} returns to the tab`)
}

/**
 * Makes `organization` active after sign-in: from the gate's choice ("Open <organization>", for a user in several
 * organizations with none last used), or nothing to do when the gate opened it already (their only one).
 */
export async function openOrganization(page: Page, organization: string): Promise<void> {
  const active = switcherOf(page, organization)
  const choice = page.getByRole('button', { name: `Open ${organization}` })
  await active.or(choice).first().waitFor()
  if (await choice.isVisible()) await choice.click()
  await active.waitFor()
}

/**
 * The accessible name of the focused element, roughly: aria-label, else its label, else its text; words hidden
 * from assistive technology (`aria-hidden`, such as a radio's description inside its label) left out.
 */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> | null }) | null
    if (!element || element === document.body) return ''
    const shownText = (node: Element) => {
      const copy = node.cloneNode(true) as Element
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
      return copy.textContent
    }
    const labelElement = element.labels?.[0]
    const label = element.getAttribute('aria-label') ?? (labelElement ? shownText(labelElement) : shownText(element))
    return label.replace(/\s+/g, ' ').trim()
  })
}

/** Presses Tab (Shift+Tab with `backwards`) until the focused element's name matches: keyboard only. */
export async function tabTo(page: Page, name: string | RegExp, { backwards = false, max = 60 } = {}): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text))
  const seen: string[] = []
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const focused = await focusedName(page)
    if (matches(focused)) return
    seen.push(focused)
  }
  throw new Error(`Tab never reached ${String(name)}; focus went through: ${seen.join(' | ')}`)
}

/** Signs in on the demo's sign-in page with the keyboard only, then waits for the gate's choice of organization. */
export async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/auth/sign-in')
  await tabTo(page, 'E-mail')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type('orgkit-demo')
  await page.keyboard.press('Enter')
  // In several organizations, none last used: the gate asks which to open.
  await page.getByRole('heading', { name: 'Choose an organization' }).waitFor()
}

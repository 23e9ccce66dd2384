import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { checkPage, launchChromium, newVisitor, screenshotOnFailure, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { startDemo } from './support/demo-server'
import type { DemoServer } from './support/demo-server'

let demo: DemoServer
let browser: Browser
let owner: Visitor

screenshotOnFailure()

beforeAll(async () => {
  ;[demo, browser] = await Promise.all([startDemo(), launchChromium()])
  owner = await newVisitor(browser, demo.url)
})

afterAll(async () => {
  await browser?.close()
  await demo?.stop()
})

describe('every page of the demo', () => {
  it('signed out: sign in, sign up and the mailbox', async () => {
    const { page } = owner
    await page.goto('/')
    await page.waitForURL('**/auth/sign-in?redirectTo=%2F')
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await checkPage(page, 'sign-in')
    await page.getByRole('link', { name: 'Sign up' }).click()
    await page.getByRole('heading', { name: 'Create an account' }).waitFor()
    await checkPage(page, 'sign-up')
    await page.goto('/dev/mailbox')
    await page.getByText('No e-mails yet.').waitFor()
    await checkPage(page, 'mailbox-empty')
  })

  it('signed in as the owner: overview, members, invitations, settings, admin', async () => {
    const { page } = owner
    await signIn(page, 'owner@example.com')
    await page.getByRole('heading', { name: 'Overview' }).waitFor()
    await checkPage(page, 'overview')
    for (const [link, ready] of [
      ['Members', 'Olivia Owner'],
      ['Invitations', 'outsider@example.com'],
      ['Settings', 'Danger zone'],
      ['Admin', 'Organizations enabled'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: link }).click()
      await page.getByText(ready).first().waitFor()
      await checkPage(page, link.toLowerCase())
    }
    expect(owner.problems).toEqual([])
  })
})

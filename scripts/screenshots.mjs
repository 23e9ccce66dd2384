// `npm run screenshots`: the README's screenshots, made the same way every time (issue 20).
//
// Builds the demo and serves it the way the e2e suite does (its own freshly seeded database in a temporary
// directory, 127.0.0.1, a free port), signs in as the seeded owner with Acme Inc active, and writes:
//   docs/screenshots/members-switcher-light.png   the members page with the switcher open, 1280×800, light
//   docs/screenshots/members-switcher-dark.png    the same, dark
//   docs/screenshots/members-phone-light.png      the members page on a phone, 390×844, light
//   docs/screenshots/invite-phone-dark.png        the invite dialog on a phone, 390×844, dark
// The seed's dates are those of the day it runs; everything else is the same from run to run (UTC, en-US,
// animations off, the caret hidden). Needs /usr/bin/chromium (or CHROMIUM_PATH) and playwright-core.
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build, createLogger, preview, runnerImport } from 'vite'
import { chromiumLaunchOptions } from './lib/chromium.mjs'
import { waitUntilLoaded } from './lib/page-loaded.mjs'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
const outputDirectory = join(repositoryRoot, 'docs/screenshots')
const OWNER = { email: 'owner@example.com', password: 'orgkit-demo' }
const ORGANIZATION = 'Acme Inc'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** Builds the demo into a temporary directory and serves it on a fresh seeded database; returns its URL and stop(). */
async function startDemo() {
  // demo/demo-config.ts is TypeScript (and imports the kit's server from source): Vite's module runner loads it.
  const { module: demoConfigModule } = await runnerImport(join(repositoryRoot, 'demo/demo-config.ts'))
  const { demoConfig, fromRoot } = demoConfigModule
  const distDirectory = await mkdtemp(join(tmpdir(), 'orgkit-screenshots-dist-'))
  const dataDirectory = await mkdtemp(join(tmpdir(), 'orgkit-screenshots-data-'))
  const removeTemporaryDirectories = () =>
    Promise.all([distDirectory, dataDirectory].map((path) => rm(path, { recursive: true, force: true })))
  try {
    await build({
      ...demoConfig({}),
      configFile: false,
      logLevel: 'error',
      build: { outDir: distDirectory, emptyOutDir: true },
    })
    let backendReady = () => undefined
    const ready = new Promise((resolve) => (backendReady = resolve))
    const server = await preview({
      ...demoConfig({
        dataDir: dataDirectory,
        cacheDir: fromRoot('.orgkit-data/cache'),
        passwordHasher: 'fast',
        logLevel: 'error',
        onReady: () => backendReady(),
      }),
      configFile: false,
      // Quiet: Vite's banner would print the management emulator's dev key.
      customLogger: createLogger('warn'),
      build: { outDir: distDirectory },
      preview: { host: '127.0.0.1', port: 0, strictPort: true },
    })
    const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
    if (!url) throw new Error('the preview server did not report its URL')
    await ready
    return {
      url,
      async stop() {
        await server.close()
        await removeTemporaryDirectories()
      },
    }
  } catch (error) {
    await removeTemporaryDirectories()
    throw error
  }
}

/** A browser context for the owner (signed in, Acme Inc active) at one viewport and colour scheme. */
async function ownerPage(browser, url, viewport, colorScheme) {
  const context = await browser.newContext({
    baseURL: url,
    viewport,
    deviceScaleFactor: 1,
    colorScheme,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  })
  context.setDefaultTimeout(20_000)
  const page = await context.newPage()
  await page.goto('/auth/sign-in')
  await page.getByLabel('E-mail').fill(OWNER.email)
  await page.getByLabel('Password').fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((address) => !address.pathname.startsWith('/auth/sign-in'))
  const switcherTrigger = page.getByRole('button', { name: `${ORGANIZATION}, switch organization` })
  if (!(await switcherTrigger.isVisible())) {
    await page.getByRole('button', { name: `Open ${ORGANIZATION}` }).click()
    await switcherTrigger.waitFor()
  }
  return { context, page }
}

/** The members page with its data shown and nothing left loading. */
async function openMembersPage(page) {
  await page.goto('/members')
  await page.getByText('Mia Member').filter({ visible: true }).first().waitFor()
  await waitUntilLoaded(page)
}

async function save(page, name) {
  const path = join(outputDirectory, name)
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' })
  console.log(`wrote ${path.slice(repositoryRoot.length)}`)
}

async function membersWithSwitcherOpen(browser, url, colorScheme) {
  const { context, page } = await ownerPage(browser, url, DESKTOP, colorScheme)
  await openMembersPage(page)
  await page.getByRole('button', { name: `${ORGANIZATION}, switch organization` }).click()
  await page.getByRole('option', { name: /^Globex/ }).waitFor()
  await waitUntilLoaded(page)
  await save(page, `members-switcher-${colorScheme}.png`)
  await context.close()
}

async function membersOnPhone(browser, url) {
  const { context, page } = await ownerPage(browser, url, PHONE, 'light')
  await openMembersPage(page)
  await save(page, 'members-phone-light.png')
  await context.close()
}

async function inviteDialogOnPhone(browser, url) {
  const { context, page } = await ownerPage(browser, url, PHONE, 'dark')
  await openMembersPage(page)
  await page.getByRole('button', { name: 'Invite members' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite members' })
  await dialog.getByRole('textbox', { name: 'E-mail addresses' }).waitFor()
  await waitUntilLoaded(page)
  // The focus ring on the first field is what a person sees on opening it; the caret is hidden.
  await save(page, 'invite-phone-dark.png')
  await context.close()
}

const demo = await startDemo()
let browser
try {
  browser = await chromium.launch(chromiumLaunchOptions)
  await mkdir(outputDirectory, { recursive: true })
  await membersWithSwitcherOpen(browser, demo.url, 'light')
  await membersWithSwitcherOpen(browser, demo.url, 'dark')
  await membersOnPhone(browser, demo.url)
  await inviteDialogOnPhone(browser, demo.url)
} finally {
  await browser?.close()
  await demo.stop()
}

import { afterAll, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchChromium, newVisitor, screenshotOnFailure } from './browser'
import type { Visitor } from './browser'
import { startDemo } from './demo-server'
import type { DemoServer } from './demo-server'

/** One file's demo server and browser, started before its tests and stopped after them. */
export interface DemoSession {
  /** The demo being served (available inside tests and later `beforeAll` hooks). */
  readonly demo: DemoServer
  /** A new person: a fresh browser context on the demo. */
  visitor(): Promise<Visitor>
}

/**
 * Serves the demo on a fresh database and launches Chromium for the calling test file, keeps screenshots of
 * failed tests, and stops both afterwards. Call it at the top level of the file.
 */
export function setUpDemoSession(): DemoSession {
  let demo: DemoServer | undefined
  let browser: Browser | undefined
  screenshotOnFailure()
  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([startDemo(), launchChromium()])
  })
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })
  const started = () => {
    if (!demo || !browser) throw new Error('setUpDemoSession: the demo is not started yet')
    return { demo, browser }
  }
  return {
    get demo() {
      return started().demo
    },
    visitor: () => {
      const { demo: server, browser: chromium } = started()
      return newVisitor(chromium, server.url)
    },
  }
}

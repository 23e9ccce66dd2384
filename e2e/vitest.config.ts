import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * `npm run test:e2e`: the demo app in headless Debian Chromium (playwright-core), one file at a time,
 * each against its own server and freshly seeded database. Not part of `npm test`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/build-demo.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for the page to settle, not for a deadline: generous on a busy machine.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    // A failed flow leaves its screenshots and log in test-results/e2e; retrying would hide flakiness.
    retry: 0,
  },
})

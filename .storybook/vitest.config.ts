import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Runs every story (render, play function, axe with `a11y.test = 'error'`) as a test in headless Debian
 * Chromium: `npm run test:storybook`. Kept apart from `npm test`, which stays on jsdom.
 */
export default defineConfig({
  root: path.resolve(dirname, '..'),
  plugins: [storybookTest({ configDir: dirname })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumLaunchOptions.executablePath, args: chromiumLaunchOptions.args },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})

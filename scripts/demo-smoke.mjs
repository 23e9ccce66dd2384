// Smoke test of `npm start` in headless Chromium: start the demo on a spare port, sign in as the seeded
// owner, expect both seeded organizations, save a screenshot. Usage: node scripts/demo-smoke.mjs [screenshot.png]
// Needs /usr/bin/chromium (or CHROMIUM_PATH) and the playwright-core devDependency.
import { spawn } from 'node:child_process'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './lib/chromium.mjs'

const port = Number(process.env.DEMO_PORT ?? 5199)
const screenshot = process.argv[2] ?? '/tmp/orgkit-demo.png'
const started = Date.now()
const server = spawn('npm', ['start', '--', '--port', String(port), '--strictPort'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

try {
  const output = []
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo not ready after 60 s:\n${output.join('')}`)), 60_000)
    const watch = (chunk) => {
      output.push(chunk.toString())
      if (output.join('').includes('orgkit demo ready')) {
        clearTimeout(timer)
        resolve()
      }
    }
    server.stdout.on('data', watch)
    server.stderr.on('data', watch)
    server.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output.join('')}`)))
  })
  console.log(`demo ready in ${Date.now() - started} ms`)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.getByLabel('E-mail').fill('owner@example.com')
    await page.getByLabel('Password').fill('orgkit-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const list = page.getByRole('list', { name: 'Your organizations' })
    await list.getByRole('button', { name: 'Open Acme Inc' }).waitFor({ timeout: 15_000 })
    await list.getByRole('button', { name: 'Open Globex' }).waitFor({ timeout: 15_000 })
    await page.screenshot({ path: screenshot, fullPage: true })
    console.log(`signed in and saw Acme Inc and Globex; screenshot: ${screenshot}`)
  } finally {
    await browser.close()
  }
} finally {
  stop()
}

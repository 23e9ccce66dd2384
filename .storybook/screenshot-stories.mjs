// Screenshots of built stories in light and dark, after their play functions ran.
// Usage: node .storybook/screenshot-stories.mjs <storybook-static dir> <out dir> [story id filter] [viewport width]
import { createServer } from 'node:http'
import { readFile, mkdir } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'

const [root = 'storybook-static', out = '/tmp/orgkit-shots', filter = '', width = '760'] = process.argv.slice(2)
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname)
  try {
    const body = await readFile(join(root, path === '/' ? 'index.html' : path))
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body)
  } catch {
    res.writeHead(404).end()
  }
}).listen(0, '127.0.0.1')
await new Promise((r) => server.once('listening', r))
const base = `http://127.0.0.1:${server.address().port}`
const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'))
const ids = Object.values(index.entries)
  .filter((e) => e.type === 'story' && e.id.includes(filter))
  .map((e) => e.id)
await mkdir(out, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, deviceScaleFactor: 1 })
const errors = []
page.on('pageerror', (e) => errors.push(String(e)))
for (const id of ids) {
  for (const theme of ['light', 'dark']) {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`)
    await page
      .waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount > 0, null, { timeout: 15000 })
      .catch(() => undefined) // a story that renders nothing is still shot, to be looked at
    await page.waitForTimeout(1200)
    const file = join(out, `${id}--${theme}--${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
}
if (errors.length) console.log('page errors:', errors)
await browser.close()
server.close()

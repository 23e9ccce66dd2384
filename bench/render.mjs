// Rendering in Chromium: React commit times (<Profiler> actualDuration, production + profiling build of
// react-dom) of <MemberTable> on a 1,000-member organization (memory transport, largeOrganizationSeed):
// mounting 100 rows, paging through it and typing in its search box. Medians of repeated runs, reported
// as ms and as a fraction of a 16 ms frame; never asserted. Usage: node bench/render.mjs
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { frame, median, ms, table } from './lib/format.mjs'

const ROOT = resolve(fileURLToPath(import.meta.url), '../..')
const DIST = join(ROOT, 'bench/.cache/render-dist')
const MOUNT_RUNS = 15
const PAGE_SIZE = 100
const SEARCH = 'user 12'
const SEARCH_ROUNDS = 3

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** Serves the built page on 127.0.0.1 (a free port). */
async function serve() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^([/\\])+/, '')
    const file = join(DIST, path === '' ? 'index.html' : path)
    if (!file.startsWith(DIST)) return response.writeHead(403).end()
    try {
      const body = readFileSync(file)
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok))
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) }
}

const sum = (commits) => commits.reduce((total, c) => total + c.actualDuration, 0)
const largest = (commits) => commits.reduce((max, c) => Math.max(max, c.actualDuration), 0)

/** Summary of samples, each the commits one action caused. */
function stats(samples) {
  return {
    samples: samples.length,
    commitsPerAction: median(samples.map((s) => s.length)),
    totalMs: median(samples.map(sum)),
    largestCommitMs: median(samples.map(largest)),
    slowestMs: Math.max(...samples.map(sum)),
  }
}

export async function measureRendering({ log = () => undefined } = {}) {
  const started = Date.now()
  await build({ configFile: join(ROOT, 'bench/render/vite.config.ts'), logLevel: 'error' })
  log(`  bench page built in ${Date.now() - started} ms`)
  const server = await serve()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const page = await browser.newPage()
    await page.goto(server.url)
    await page.waitForFunction(() => window.orgkitBench !== undefined)
    const members = await page.evaluate(() => window.orgkitBench.members)
    const summary = (from) => page.getByText(`${from}–${from + PAGE_SIZE - 1} of ${members} members`)

    // Mount: a fresh table (no cache) until its first 100 rows show; every commit on the way counts.
    const mounts = []
    for (let run = 0; run < MOUNT_RUNS; run += 1) {
      await page.evaluate((size) => window.orgkitBench.mount(size), PAGE_SIZE)
      await summary(1).waitFor()
      await page.evaluate(() => window.orgkitBench.idle())
      mounts.push(await page.evaluate(() => window.orgkitBench.take()))
    }
    const rows = await page.getByRole('row').count()
    log(`  mount: ${MOUNT_RUNS} runs (${rows - 1} rows shown)`)

    // Paging: next page through all ten pages and back, each click until its page shows and React is idle.
    const pages = []
    const lastPage = members / PAGE_SIZE
    for (let p = 2; p <= lastPage; p += 1) {
      await page.evaluate(() => window.orgkitBench.take())
      await page.getByRole('button', { name: 'Next page' }).click()
      await summary((p - 1) * PAGE_SIZE + 1).waitFor()
      await page.evaluate(() => window.orgkitBench.idle())
      pages.push(await page.evaluate(() => window.orgkitBench.take()))
    }
    for (let p = lastPage - 1; p >= 1; p -= 1) {
      await page.evaluate(() => window.orgkitBench.take())
      await page.getByRole('button', { name: 'Previous page' }).click()
      await summary((p - 1) * PAGE_SIZE + 1).waitFor()
      await page.evaluate(() => window.orgkitBench.idle())
      pages.push(await page.evaluate(() => window.orgkitBench.take()))
    }
    log(`  paging: ${pages.length} page changes`)

    // Typing: one key at a time into the search box, each until React is idle; then cleared, a few rounds.
    const keys = []
    const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' })
    for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
      await search.fill('')
      await page.evaluate(() => window.orgkitBench.idle())
      for (const key of SEARCH) {
        await page.evaluate(() => window.orgkitBench.take())
        await search.press(key === ' ' ? 'Space' : key)
        await page.evaluate(() => window.orgkitBench.idle())
        keys.push(await page.evaluate(() => window.orgkitBench.take()))
      }
      await page.getByText(/Searched \d+ of \d+ members/).waitFor()
    }
    // The summary's first line ("1–11 of 11 members"); the line after it says what was searched.
    const matches =
      (await page.locator('[data-slot="orgkit-member-table-summary"]').evaluate((el) => el.firstChild?.textContent)) ??
      ''
    log(`  typing: ${keys.length} keystrokes ("${SEARCH}": ${matches.trim()})`)
    return {
      members,
      pageSize: PAGE_SIZE,
      chromium: browser.version(),
      mount: stats(mounts),
      paging: stats(pages),
      typing: { ...stats(keys), text: SEARCH, result: matches.trim() },
      durationMs: Date.now() - started,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The Markdown table of a rendering result. */
export function renderReport(r) {
  const row = (label, s) => [
    label,
    s.samples,
    s.commitsPerAction,
    ms(s.totalMs),
    frame(s.totalMs),
    ms(s.largestCommitMs),
    ms(s.slowestMs),
  ]
  return `${table(
    [
      'action (MemberTable, 1,000 members, 100 rows a page)',
      'samples',
      'commits',
      'render time (median)',
      'of a 16 ms frame',
      'largest commit (median)',
      'slowest action',
    ],
    [
      row('mount until 100 rows show (fresh cache)', r.mount),
      row('next / previous page', r.paging),
      row(`one keystroke in the search box ("${r.typing.text}")`, r.typing),
    ],
  )}\n\nReact <Profiler> actualDuration summed over the commits one action causes (render phase; "slowest action" is the largest such sum, e.g. the keystroke that first loads the whole list or changes the rows shown), production build with react-dom's profiling build, headless Chromium ${r.chromium}. Search result: ${r.typing.result}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('orgkit bench: rendering')
  const result = await measureRendering({ log: (line) => console.log(line) })
  console.log(`\n${renderReport(result)}`)
}

// Rendering in Chromium: React commit times (<Profiler> actualDuration, production + profiling build of
// react-dom) of <MemberTable> on a 1,000-member organization (memory transport, largeOrganizationSeed):
// mounting 100 rows, paging through it and typing in its search box. The whole measurement is repeated
// (`--runs`, 3 by default, each on a fresh page); each action is reported with the median, min and max
// of all its samples, the median of each run, and the machine's load average at start and end. Never
// asserted: a shared machine's timings move with its load. Usage: node bench/render.mjs [--runs 5]
import { createServer } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { build } from 'vite'
import { frame, loadAverage, median, ms, table } from './lib/format.mjs'
import { serveFile } from './lib/static-files.mjs'

const ROOT = resolve(fileURLToPath(import.meta.url), '../..')
const DIST = join(ROOT, 'bench/.cache/render-dist')
const DEFAULT_RUNS = 3
const MOUNTS_PER_RUN = 15
const PAGE_SIZE = 100
const SEARCH = 'user 12'
const SEARCH_ROUNDS = 3

/** Serves the built page on 127.0.0.1 (a free port). */
async function serve() {
  const server = createServer((request, response) =>
    serveFile(DIST, new URL(request.url, 'http://x').pathname, response),
  )
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok))
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) }
}

const sum = (commits) => commits.reduce((total, c) => total + c.actualDuration, 0)
const largest = (commits) => commits.reduce((max, c) => Math.max(max, c.actualDuration), 0)

/**
 * Summary of one action's samples over every run: `runs` is a list of runs, each a list of samples, each
 * the commits one action caused.
 */
function stats(runs) {
  const samples = runs.flat()
  const totals = samples.map(sum)
  return {
    samples: samples.length,
    commitsPerAction: median(samples.map((s) => s.length)),
    medianMs: median(totals),
    minMs: Math.min(...totals),
    maxMs: Math.max(...totals),
    largestCommitMs: median(samples.map(largest)),
    runMedianMs: runs.map((run) => median(run.map(sum))),
  }
}

/** One run on a fresh page: mounts, paging through every page and back, and typing in the search box. */
async function measureOnce(browser, url) {
  const page = await browser.newPage()
  try {
    await page.goto(url)
    await page.waitForFunction(() => window.orgkitBench !== undefined)
    const members = await page.evaluate(() => window.orgkitBench.members)
    const summary = (from) => page.getByText(`${from}–${from + PAGE_SIZE - 1} of ${members} members`)

    // Mount: a fresh table (no cache) until its first 100 rows show; every commit on the way counts.
    const mounts = []
    for (let mount = 0; mount < MOUNTS_PER_RUN; mount += 1) {
      await page.evaluate((size) => window.orgkitBench.mount(size), PAGE_SIZE)
      await summary(1).waitFor()
      await page.evaluate(() => window.orgkitBench.idle())
      mounts.push(await page.evaluate(() => window.orgkitBench.take()))
    }
    const rows = (await page.getByRole('row').count()) - 1

    // Paging: next page through all ten pages and back, each click until its page shows and React is idle.
    const pages = []
    const lastPage = members / PAGE_SIZE
    const turn = async (button, to) => {
      await page.evaluate(() => window.orgkitBench.take())
      await page.getByRole('button', { name: button }).click()
      await summary((to - 1) * PAGE_SIZE + 1).waitFor()
      await page.evaluate(() => window.orgkitBench.idle())
      pages.push(await page.evaluate(() => window.orgkitBench.take()))
    }
    for (let to = 2; to <= lastPage; to += 1) await turn('Next page', to)
    for (let to = lastPage - 1; to >= 1; to -= 1) await turn('Previous page', to)

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
    return { members, rows, mounts, pages, keys, result: matches.trim() }
  } finally {
    await page.close()
  }
}

export async function measureRendering({ log = () => undefined, runs = DEFAULT_RUNS } = {}) {
  const started = Date.now()
  const loadAverageAtStart = loadAverage(loadavg())
  await build({ configFile: join(ROOT, 'bench/render/vite.config.ts'), logLevel: 'error' })
  log(`  bench page built in ${Date.now() - started} ms; load average ${loadAverageAtStart.join(' / ')}`)
  const server = await serve()
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const measured = []
    for (let run = 1; run <= runs; run += 1) {
      const once = await measureOnce(browser, server.url)
      measured.push(once)
      log(
        `  run ${run} of ${runs}: ${once.mounts.length} mounts (${once.rows} rows shown), ${once.pages.length} page changes, ${once.keys.length} keystrokes ("${SEARCH}": ${once.result}); load average ${loadAverage(loadavg()).join(' / ')}`,
      )
    }
    const first = measured[0]
    return {
      members: first.members,
      pageSize: PAGE_SIZE,
      runs,
      chromium: browser.version(),
      cpus: cpus().length,
      loadAverageAtStart,
      loadAverageAtEnd: loadAverage(loadavg()),
      mount: stats(measured.map((m) => m.mounts)),
      paging: stats(measured.map((m) => m.pages)),
      typing: { ...stats(measured.map((m) => m.keys)), text: SEARCH, result: first.result },
      durationMs: Date.now() - started,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The Markdown table of a rendering result: no figure without its spread, its runs and the machine's load. */
export function renderReport(r) {
  const row = (label, s) => [
    label,
    s.samples,
    s.commitsPerAction,
    ms(s.medianMs),
    ms(s.minMs),
    ms(s.maxMs),
    s.runMedianMs.map((value) => value.toFixed(2)).join(' / '),
    frame(s.medianMs),
    ms(s.largestCommitMs),
  ]
  return `${table(
    [
      `action (MemberTable, ${r.members.toLocaleString('en-US')} members, ${r.pageSize} rows a page)`,
      'samples',
      'commits (median)',
      'render time: median',
      'min',
      'max',
      'median of each run, ms',
      'median of a 16 ms frame',
      'largest commit (median)',
    ],
    [
      row(`mount until ${r.pageSize} rows show (fresh cache)`, r.mount),
      row('next / previous page', r.paging),
      row(`one keystroke in the search box ("${r.typing.text}")`, r.typing),
    ],
  )}\n\n${r.runs} runs, each on a fresh page; samples of all runs pooled. Load average (1 / 5 / 15 min) on ${r.cpus} CPUs: ${r.loadAverageAtStart.join(' / ')} at start, ${r.loadAverageAtEnd.join(' / ')} at end (${Math.round(r.durationMs / 1000)} s). The render time of an action is React <Profiler> actualDuration summed over the commits it causes (render phase only: no layout, paint or network); "max" is its slowest sample, e.g. the keystroke that first loads the whole list or changes the rows shown. Production build with react-dom's profiling build, headless Chromium ${r.chromium}. Search result: ${r.typing.result}. On a shared machine these move with its load; compare figures only at a similar load, and rerun before quoting one.`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: String(DEFAULT_RUNS) } } })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`)
  console.log('orgkit bench: rendering')
  const result = await measureRendering({ log: (line) => console.log(line), runs })
  console.log(`\n${renderReport(result)}`)
}

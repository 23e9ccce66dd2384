// The scale bench (issue 24): the kit's real <MemberTable> and <OrganizationSwitcher> in headless Chromium
// against the embedded backend on 127.0.0.1, seeded with organizations of 1,000, 5,000 and 10,000 members and a
// user in 300 organizations, once with the kit's Better Auth plugin and once without it (stock Better Auth, as
// Neon Auth). Per action: requests, response bytes (exact budgets, in budgets.mjs) and the time until the UI
// shows the result (median, min and max over the runs; never asserted). Part of `npm run bench`; alone:
//
//   node bench/scale/run.mjs [--runs 5] [--check] [--readme]
//
// `--check` exits 1 when a request count or byte count differs from its budget; `--readme` also prints the
// README's tables. Everything it starts (two servers, Chromium) is stopped at the end, also on failure; a run
// longer than 10 minutes is stopped.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { build, runnerImport } from 'vite'
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { loadAverage } from '../lib/format.mjs'
import { scaleReadmeTables, scaleReport } from './report.mjs'
import { checkBudgets, summarize } from './summary.mjs'
import { measureMemberTable, measureSwitcher } from './scenarios.mjs'

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..')
const DIST = join(ROOT, 'bench/.cache/scale-dist')
const DEFAULT_RUNS = 5
const LONGEST_RUN_MS = 10 * 60_000
/** The two servers: with the kit's plugin, and stock Better Auth (as Neon Auth). */
const SERVERS = [
  { id: 'plugin', label: 'with the kit’s plugin', orgkitPlugin: true },
  { id: 'stock', label: 'stock (as Neon Auth)', orgkitPlugin: false },
]

export async function measureScale({ log = () => undefined, runs = DEFAULT_RUNS } = {}) {
  const started = Date.now()
  const loadAverageAtStart = loadAverage(loadavg())
  const load = async (path) => (await runnerImport(join(ROOT, path))).module
  const seed = await load('bench/scale/seed.ts')
  const { startScaleServer } = await load('bench/scale/scale-server.ts')
  await build({ configFile: join(ROOT, 'bench/scale/page/vite.config.ts'), logLevel: 'error' })
  log(`  page built in ${Date.now() - started} ms`)
  const membershipLimit = Math.max(...seed.SIZES)
  const data = {
    owner: seed.OWNER.email,
    switcherUser: seed.SWITCHER_USER.email,
    searchTerm: seed.SEARCH_TERM,
    membersInJoinedOrder: seed.membersInJoinedOrder,
    organizationId: (size) => seed.largeOrganization(size).id,
    activeSwitcherOrganization: seed.switcherOrganization(1),
    switcherFilter: seed.SWITCHER_FILTER,
    switcherFilterMatches: Array.from({ length: seed.SWITCHER_ORGANIZATIONS }, (_, i) =>
      seed.switcherOrganization(i + 1),
    ).filter((organization) => `${organization.name} ${organization.slug}`.toLowerCase().includes(seed.SWITCHER_FILTER))
      .length,
  }
  const servers = []
  let browser
  try {
    for (const server of SERVERS) {
      const running = await startScaleServer({
        orgkitPlugin: server.orgkitPlugin,
        distDir: DIST,
        cacheDir: join(ROOT, 'bench/.cache/pglite'),
        membershipLimit,
      })
      servers.push({ ...server, running })
      log(`  ${server.label}: seeded and serving in ${running.seedMs} ms (Better Auth ${running.betterAuthVersion})`)
    }
    browser = await chromium.launch(chromiumLaunchOptions)
    const common = { browser, data, password: seed.SCALE_PASSWORD, membershipLimit }
    // One pass on the smallest organization first, not recorded: the servers' and the browser's first requests
    // pay for compiling their code.
    for (const server of servers)
      await measureMemberTable({ ...common, url: server.running.url, size: seed.SIZES[0], withHeap: false })
    const samples = []
    for (let run = 1; run <= runs; run += 1) {
      for (const server of servers) {
        for (const size of seed.SIZES) {
          const actions = await measureMemberTable({ ...common, url: server.running.url, size, withHeap: true })
          for (const action of actions) samples.push({ server: server.id, members: size, run, ...action })
        }
        const actions = await measureSwitcher({ ...common, url: server.running.url })
        for (const action of actions)
          samples.push({ server: server.id, members: seed.SWITCHER_ORGANIZATIONS, switcher: true, run, ...action })
      }
      log(`  run ${run} of ${runs} done; load average ${loadAverage(loadavg()).join(' / ')}`)
    }
    return {
      runs,
      servers: servers.map(({ id, label, running }) => ({ id, label, betterAuthVersion: running.betterAuthVersion })),
      sizes: seed.SIZES,
      pageSize: 25,
      searchTerm: seed.SEARCH_TERM,
      switcherOrganizations: seed.SWITCHER_ORGANIZATIONS,
      switcherFilter: seed.SWITCHER_FILTER,
      chromium: browser.version(),
      cpus: cpus().length,
      loadAverageAtStart,
      loadAverageAtEnd: loadAverage(loadavg()),
      rows: summarize(samples),
      durationMs: Date.now() - started,
    }
  } finally {
    await browser?.close()
    for (const server of servers) await server.running.close()
  }
}

/** Writes bench/results/scale.json. */
export function writeScaleResult(result) {
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
  writeFileSync(join(ROOT, 'bench/results/scale.json'), `${JSON.stringify(result, null, 2)}\n`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: String(DEFAULT_RUNS) },
      check: { type: 'boolean', default: false },
      readme: { type: 'boolean', default: false },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`)
  const timer = setTimeout(() => {
    console.error(`the scale bench took longer than ${LONGEST_RUN_MS / 60_000} minutes: stopped`)
    process.exit(2)
  }, LONGEST_RUN_MS)
  timer.unref()
  console.log('orgkit bench: scale')
  const result = await measureScale({ log: (line) => console.log(line), runs })
  writeScaleResult(result)
  console.log(`\n${scaleReport(result)}\n\nwritten: bench/results/scale.json`)
  if (values.readme) console.log(`\nREADME tables:\n\n${scaleReadmeTables(result)}`)
  const failures = checkBudgets(result)
  if (failures.length > 0) {
    console.error(`\nscale budgets changed:\n${failures.join('\n')}`)
    if (values.check) process.exitCode = 1
  }
}

// `npm run bench`: sizes (and budgets), round trips (the kit's components per user action, and the kit's
// hooks vs Better Auth's own, on the embedded backend), rendering in Chromium, the memory transport, and
// scale (bench/scale: 1,000 to 10,000 members and 300 organizations in Chromium, exact request budgets);
// written to bench/results/results.json and bench/results/report.md, and printed. Timings are reported with
// their spread and the machine's load, never asserted; a crossed size budget is printed here and fails
// `npm run bench:size`.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadAverage, ms, table } from './lib/format.mjs'
import { measureRendering, renderReport } from './render.mjs'
import { scaleReport } from './scale/report.mjs'
import { checkBudgets } from './scale/summary.mjs'
import { measureScale, writeScaleResult } from './scale/run.mjs'
import { measureSizes, sizeReport } from './size.mjs'

const ROOT = resolve(fileURLToPath(import.meta.url), '../..')
const RESULTS = join(ROOT, 'bench/results')
const started = Date.now()
const step = (title) => console.log(`\n== ${title}`)
const log = (line) => console.log(line)

mkdirSync(RESULTS, { recursive: true })
const environment = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverageAtStart: loadAverage(loadavg()),
}

step('size (what an app downloads: tiny consumer entries bundled by Vite (rolldown) and esbuild)')
const size = await measureSizes({ log })

step('round trips and memory transport (vitest: jsdom + three embedded backends on 127.0.0.1)')
const vitest = spawnSync(join(ROOT, 'node_modules/.bin/vitest'), ['run', '--config', 'bench/vitest.config.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  // Vite's production builds above set NODE_ENV=production in this process; the runs need React's test build.
  env: { ...process.env, NODE_ENV: 'test', FORCE_COLOR: '0' },
})
if (vitest.status !== 0) throw new Error(`the round-trip / memory runs failed (exit ${vitest.status})`)
const roundTrips = JSON.parse(readFileSync(join(RESULTS, 'round-trips.json'), 'utf8'))
const componentRoundTrips = JSON.parse(readFileSync(join(RESULTS, 'round-trips-components.json'), 'utf8'))
const memory = JSON.parse(readFileSync(join(RESULTS, 'memory.json'), 'utf8'))

step('rendering (headless Chromium)')
const rendering = await measureRendering({ log })

step('scale (headless Chromium: 1,000 to 10,000 members and 300 organizations, with and without the kit plugin)')
const scale = await measureScale({ log })
writeScaleResult(scale)

environment.loadAverageAtEnd = loadAverage(loadavg())
environment.durationMs = Date.now() - started

/** `GET /a · GET /a · GET /b` as `GET /a ×2 · GET /b`, in first-seen order. */
function countedRequests(requests) {
  const counts = new Map()
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1)
  return [...counts].map(([request, count]) => (count > 1 ? `${request} ×${count}` : request)).join(' · ')
}

/** A request without its query string. */
const withoutQuery = (request) => request.replace(/\?.*$/, '')

/** A request with the organization's and the invitation's ids left out of its query string (they differ per run). */
const withoutIds = (request) => request.replace(/([?&])(organizationId|id)=[^&]*&?/g, '$1').replace(/[?&]$/, '')

function componentReport(result) {
  const main = table(
    ['component', 'user action', 'requests', 'depth', 'requests by round (→ = waits for the round before)'],
    result.actions.map((measured) => [
      measured.component,
      measured.action,
      measured.requests,
      measured.depth,
      measured.rounds.map((round) => countedRequests(round.map(withoutQuery))).join(' → ') || '–',
    ]),
  )
  const details = result.actions
    .filter((measured) => measured.requests > 0)
    .map(
      (measured) =>
        `- **${measured.component}, ${measured.action}**: ${measured.rounds.map((round) => round.map((request) => `\`${withoutIds(request)}\``).join(', ')).join(' → ')}`,
    )
    .join('\n')
  return `${main}\n\nThe public components (\`src/index.ts\`) rendered in jsdom inside \`<OrgKitProvider>\` with \`createBetterAuthFetchTransport\` and the app's plain \`new QueryClient()\`, against the embedded backend (Better Auth 1.7.7, organization plugin, PGlite) on 127.0.0.1, driven with Testing Library's \`userEvent\`. Each page is a page load (empty cache); its actions follow in order on that page. Seed: Alice owns Acme (25 members, 3 admins) and Globex; the member table shows 10 rows a page. Bob and Dana are invited in the invite dialog's flow; Carol (in no organization) is invited by a request before her page, not counted. A browser is signed in before its page (not counted), with its organization made active where the component needs one; the signed-out browser has no cookie. An action is counted from the click or keystroke until what the user waits for shows and the wire has been quiet for 150 ms. Depth is the longest chain of requests each sent after the previous one had answered (1 = all in parallel).\n\nRequests with their query strings (organization and invitation ids left out):\n\n${details}`
}

function roundTripReport(result) {
  const cell = (s) => (s ? `${s.requests}` : 'n/a')
  const depth = (s) => (s ? `${s.depth}` : 'n/a')
  const repeats = (s) => (s?.repeated.length ? s.repeated.join(', ') : '–')
  const main = table(
    [
      'flow',
      'orgkit: requests',
      'depth',
      'repeated',
      'better-auth/react: requests',
      'depth',
      'repeated',
      'app had to add (Better Auth)',
    ],
    result.flows.map((f) => [
      f.label,
      cell(f.kit),
      depth(f.kit),
      repeats(f.kit),
      cell(f.betterAuth),
      depth(f.betterAuth),
      repeats(f.betterAuth),
      f.betterAuthManual ?? '–',
    ]),
  )
  const total = (side) => result.flows.reduce((n, f) => n + (f[side]?.requests ?? 0), 0)
  const sequences = result.flows
    .map(
      (f) =>
        `- **${f.id}**: orgkit \`${f.kit?.sequence.join(' · ') || '(none)'}\`; Better Auth \`${f.betterAuth?.sequence.join(' · ') || '(none)'}\``,
    )
    .join('\n')
  return `${main}\n\nThe same dashboard built from hooks on each side (not the kit's components: those are above). Total over the ${result.flows.length} flows: orgkit ${total('kit')} requests, Better Auth ${total('betterAuth')}. Depth is the longest chain of requests each sent after the previous one had answered (1 = all in parallel). Same seed on two identical embedded backends (Better Auth 1.7.7, organization plugin, PGlite) served on 127.0.0.1; requests counted in the browser-side fetch (jsdom), from the action until the wire has been quiet for 150 ms. The Better Auth dashboard is the documented one: useSession, useListOrganizations, useActiveOrganization (members and invitations from its full read, paged in the browser), useActiveMember; permission via organization.hasPermission.\n\nRequests per flow:\n\n${sequences}`
}

function memoryReport(result) {
  return `${table(
    [
      `listMembers on ${result.members.toLocaleString('en-US')} members`,
      'runs',
      'median',
      'min',
      'max',
      'returned / total',
    ],
    result.results.map((r) => [
      r.label,
      r.runs,
      ms(r.medianMs),
      ms(r.minMs),
      ms(r.maxMs),
      `${r.returned} / ${r.total}`,
    ]),
  )}\n\nEach row: ${result.results[0]?.runs ?? 'n/a'} timed runs of one call on a seeded memory transport in Node, with their median, min and max; the load average is in the header.`
}

const report = `# orgkit bench

${environment.date} · Node ${environment.node} · ${environment.cpus} CPUs, load average ${environment.loadAverageAtStart.join(' / ')} at start, ${environment.loadAverageAtEnd.join(' / ')} at end · ${Math.round(environment.durationMs / 1000)} s. Timings on a shared machine move with its load: each is given with its spread and the load it was measured at. Sizes and request counts are deterministic.

## Size

${sizeReport(size)}

## Round trips per user action on the components

${componentReport(componentRoundTrips)}

## Round trips of a dashboard built from hooks: orgkit's vs better-auth/react's

${roundTripReport(roundTrips)}

## Rendering

${renderReport(rendering)}

## Memory transport

${memoryReport(memory)}

## Scale: 1,000, 5,000 and 10,000 members, 300 organizations

${scaleReport(scale)}
`

writeFileSync(
  join(RESULTS, 'results.json'),
  `${JSON.stringify({ environment, size, componentRoundTrips, roundTrips, rendering, memory, scale }, null, 2)}\n`,
)
writeFileSync(join(RESULTS, 'report.md'), report)
console.log(`\n${report}`)
console.log(
  `written: bench/results/results.json, bench/results/report.md (${Math.round(environment.durationMs / 1000)} s)`,
)
// A report, not a gate: `npm run bench:size` (run by CI) is the one that fails on a crossed budget.
const over = size.budgets.filter((b) => !b.ok)
if (over.length > 0) console.warn(`size budget crossed: ${over.map((b) => b.label).join('; ')} (see the size table)`)
// The scale bench's exact request and byte counts: `node bench/scale/run.mjs --check` is the gate.
const scaleChanges = checkBudgets(scale)
if (scaleChanges.length > 0) console.warn(`scale budgets changed:\n${scaleChanges.join('\n')}`)

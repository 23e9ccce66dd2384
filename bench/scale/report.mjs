// The scale bench's Markdown report and the README's tables.
import { kB, table } from '../lib/format.mjs'
import { checkBudgets, keyOf } from './summary.mjs'

/** The member-table actions in the order they are measured (and shown). */
const MEMBER_TABLE_ACTIONS = ['first page', 'search', 'sort while searching', 'sort', 'next page']

const ms = (s) => (s ? `${Math.round(s.median)} ms` : '–')
const msSpread = (s) => (s ? `${Math.round(s.min)}–${Math.round(s.max)}` : '–')
/** A time's median and its min–max: `392 ms (348–446)`. */
const msWithSpread = (s) => (s ? `${ms(s)} (${msSpread(s)})` : '–')
const thousands = (n) => n.toLocaleString('en-US')
/** A spread of exact figures: the one value, or `min–max` when the runs differed. */
const range = (s, format) => (!s ? '–' : s.min === s.max ? format(s.min) : `${format(s.min)}–${format(s.max)}`)
const mb = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1e6).toFixed(2)} MB`)

/** `GET /a · GET /a · GET /b` as `GET /a ×2 · GET /b`, in first-seen order, query strings left out. */
function countedRequests(sequence) {
  const counts = new Map()
  for (const request of sequence.map((r) => r.replace(/\?.*$/, ''))) counts.set(request, (counts.get(request) ?? 0) + 1)
  return [...counts].map(([request, count]) => (count > 1 ? `${request} ×${count}` : request)).join(' · ') || '–'
}

/** The README's two tables: member-table actions by server and size (requests · bytes · time), the switcher by server. */
export function scaleReadmeTables(result) {
  const cell = (row) => (row ? `${row.requests} · ${kB(row.bytes)} · ${ms(row.ms)} (${msSpread(row.ms)})` : '–')
  const find = (server, members, action) =>
    result.rows.find((r) => r.server === server && r.members === members && r.action === action && !r.switcher)
  // The smallest and the largest organization (5,000 is in the report).
  const sizes = [Math.min(...result.sizes), Math.max(...result.sizes)]
  const columns = result.servers.flatMap((server) => sizes.map((size) => ({ server, size })))
  const members = table(
    [
      'member table',
      ...columns.map(({ server, size }) => `${server.id === 'plugin' ? 'plugin' : 'stock'}, ${thousands(size)}`),
    ],
    MEMBER_TABLE_ACTIONS.map((action) => [
      action,
      ...columns.map(({ server, size }) => cell(find(server.id, size, action))),
    ]),
  )
  const switcher = table(
    [
      `switcher, user in ${result.switcherOrganizations} organizations`,
      ...result.servers.map((server) => server.label),
    ],
    ['open', 'filter'].map((action) => [
      action,
      ...result.servers.map((server) => {
        const row = result.rows.find((r) => r.switcher && r.server === server.id && r.action === action)
        if (!row) return '–'
        return `${cell(row)}; ${row.options} options shown${row.rolesMs ? `, every role after ${ms(row.rolesMs)}` : ''}`
      }),
    ]),
  )
  return `${members}\n\n${switcher}`
}

export function scaleReport(result) {
  const failures = checkBudgets(result)
  const budgetState = (row) => (failures.some((failure) => failure.startsWith(`${keyOf(row)}:`)) ? 'CHANGED' : 'ok')
  const members = result.rows.filter((row) => !row.switcher)
  const main = table(
    ['server', 'members', 'action', 'requests', 'bytes', 'budget', 'time: median', 'min–max', 'requests made'],
    members.map((row) => [
      row.server,
      thousands(row.members),
      row.action,
      row.requests,
      kB(row.bytes),
      budgetState(row),
      ms(row.ms),
      msSpread(row.ms),
      countedRequests(row.sequence),
    ]),
  )
  const switcher = table(
    [
      'server',
      'action',
      'requests',
      'bytes',
      'budget',
      'options in the page',
      'time: median',
      'min–max',
      'every option’s role shown after',
      'requests made',
    ],
    result.rows
      .filter((row) => row.switcher)
      .map((row) => [
        row.server,
        row.action,
        row.requests,
        kB(row.bytes),
        budgetState(row),
        row.options === null ? '–' : `${row.options}${row.matching === null ? '' : ` (${row.matching} match)`}`,
        ms(row.ms),
        msSpread(row.ms),
        msWithSpread(row.rolesMs),
        countedRequests(row.sequence),
      ]),
  )
  const [smallest, largest] = [Math.min(...result.sizes), Math.max(...result.sizes)]
  const at = (server, size, action) =>
    members.find((r) => r.server === server && r.members === size && r.action === action)
  const ratios = table(
    [
      'action (with the kit’s plugin)',
      `${thousands(smallest)}: median`,
      `${thousands(largest)}: median`,
      'ratio',
      'requests at 10k',
      'target ≤ 1.5×',
    ],
    MEMBER_TABLE_ACTIONS.map((action) => {
      const small = at('plugin', smallest, action)
      const large = at('plugin', largest, action)
      const ratio = small?.ms && large?.ms ? large.ms.median / small.ms.median : null
      return [
        action,
        ms(small?.ms),
        ms(large?.ms),
        ratio === null ? '–' : `${ratio.toFixed(2)}×`,
        large?.requests ?? '–',
        ratio === null ? '–' : ratio <= 1.5 ? 'met' : 'not met',
      ]
    }),
  )
  const stock = table(
    [
      'members (stock server)',
      'first progress after',
      'requests / bytes by then',
      'heap then',
      'first matches shown after',
      'result rows after',
      'all searched after',
      'requests / bytes in all',
      'heap: peak / kept after GC',
    ],
    members
      .filter((row) => row.server === 'stock' && row.action === 'search')
      .map((row) => [
        thousands(row.members),
        msWithSpread(row.progressMs),
        row.atProgress ? `${range(row.atProgress.requests, String)} / ${range(row.atProgress.bytes, kB)}` : '–',
        mb(row.atProgress?.heap),
        msWithSpread(row.firstMatchesMs),
        `${ms(row.ms)} (${msSpread(row.ms)})`,
        msWithSpread(row.completeMs),
        `${row.requests} / ${kB(row.bytes)}`,
        row.heap ? `${mb(row.heap.peak?.median)} / ${mb(row.heap.retained?.median)}` : '–',
      ]),
  )
  return `${main}

${result.runs} runs; each row's requests and bytes are the same in every run (else the budget check says so). Budgets: \`bench/scale/budgets.mjs\` (\`node bench/scale/run.mjs --check\` fails on any change). Time: from the user's event (the mount for a first page) until the DOM first shows the expected rows or options (a MutationObserver in the page), median and min–max over the runs. Bytes: response bodies of the page's \`/api/\` requests, uncompressed, from the action until the wire has been quiet for 200 ms. Search: "${result.searchTerm}" entered in one input event (one member in 97 has that surname); sort while searching: the joined column reversed with the term there (then put back and the term cleared, not measured); sort: the joined column reversed; next page: page 2 of that sort; ${result.pageSize} rows a page. Servers: the embedded backend (Better Auth ${result.servers[0]?.betterAuthVersion}, organization plugin, in-memory PGlite) with the kit's plugin and without it (\`orgkitPlugin: false\`, as on Neon Auth). Headless Chromium ${result.chromium}, ${result.cpus} CPUs, load average ${result.loadAverageAtStart.join(' / ')} at start, ${result.loadAverageAtEnd.join(' / ')} at end (${Math.round(result.durationMs / 1000)} s).

The switcher of a user in ${result.switcherOrganizations} organizations, the active one its first: mounted closed, opened (until options show; requests until the wire is quiet), then "${result.switcherFilter}" entered in its filter (one organization in 10 is named so; until only matching options show):

${switcher}

With the kit's plugin, each member-table action at ${thousands(largest)} members against ${thousands(smallest)} (issue 24's target: within 1.5×):

${ratios}

Without the plugin, the search: first progress is the table's first "Searched … of …", with the requests whose answers had arrived by then; first matches are the first rows shown that all have the term; result rows are the final first page of matches (the 25 that joined first); all searched is "Searched n of n". Heap is Chromium's JavaScript heap in use, from before the search (after a full garbage collection): when the first progress was seen (about: sampled every 25 ms or so), at its peak while searching, and kept after a collection once done (medians):

${stock}`
}

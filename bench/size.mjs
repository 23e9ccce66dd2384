// `npm run bench:size`: what an app downloads for the kit's entries, gzip and brotli, measured with two
// bundlers, and the size budgets checked on the worse of the two (exit code 1 when one is crossed).
// Deterministic: no timings.
//
// How: the library is built as published (`vite.config.ts`, into bench/.cache/consumer/node_modules/orgkit
// next to a copy of package.json, so its "sideEffects" field applies), then tiny consumer entry files
// (`import { X } from 'orgkit'; globalThis.keep = [X]`) are bundled, minified and tree-shaken, by Vite
// (rolldown) and by esbuild. Everything counts except react, react-dom, @tanstack/react-query and
// react-router-dom, which an app has anyway: zod, react-hook-form, @hookform/resolvers, Neon's SDK, and the
// chunks loaded later through `import()` ("lazy"). Every emitted file is compressed on its own (gzip level 9,
// brotli quality 11, node:zlib) and summed. The stylesheet is measured as the package ships it and added to
// the entries that name it.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import ts from 'typescript'
import { build } from 'vite'
import { bundleWithEsbuild } from './lib/bundle-with-esbuild.mjs'
import { bundleWithVite } from './lib/bundle-with-vite.mjs'
import { kB, table } from './lib/format.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// ORGKIT_BENCH_CACHE: another scratch directory, so two measurements can run side by side.
const CACHE = process.env.ORGKIT_BENCH_CACHE
  ? resolve(process.env.ORGKIT_BENCH_CACHE)
  : join(ROOT, 'bench/.cache/consumer')
const PACKAGE = join(CACHE, 'node_modules/orgkit')

/** What an app has anyway, so it is left out of every measure. */
export const PEERS = ['react', 'react-dom', '@tanstack/react-query', 'react-router-dom']

/** The bundlers every entry is measured with. */
export const BUNDLERS = ['vite', 'esbuild']

/**
 * The budgets, in gzip bytes (1 kB = 1000 B). `part` is what loads up front (`initial`) or everything, lazy
 * chunks included (`total`).
 * - `target` is the size issue's goal (issue 19), met when the worse of the two bundlers is within it.
 * - `limits` is what CI enforces, per bundler. A met target is the limit. Until a target is met, nothing may
 *   grow past its ceiling (the measure about 0.5 kB above). The ceilings were set when zod/mini and the lazy
 *   forms landed (issue 19), and raised four times, deliberately, each time for features an issue asked for:
 *   the looks, feedback and confirmations of issues 20 and 21, the invitee's journey of issue 22, issue 23's
 *   fixes, then organizations at scale and what no anchor has (issues 24 and 25). The README's performance
 *   section lists what each part cost. The 40 kB up front, met from issue 19 to issue 23, was crossed on
 *   esbuild by issues 23 to 25 (read-back, the plugin's reads on the transport, the tab's organization, the
 *   ⌘K shortcut, the active organization past the list's cap): its esbuild ceiling is now 41.4 kB, and Vite's
 *   stays at the 40 kB target, which Vite still meets.
 */
export const BUDGETS = [
  {
    id: 'everything',
    label: 'everything plus CSS',
    part: 'total',
    target: 70_000,
    limits: { vite: 93_200, esbuild: 102_200 },
  },
  {
    id: 'switcher-app',
    label: 'provider, fetch transport, switcher and CSS, up front',
    part: 'initial',
    target: 40_000,
    limits: { vite: 40_000, esbuild: 41_400 },
  },
  {
    id: 'hooks',
    label: 'hooks plus the fetch transport',
    part: 'total',
    target: 20_000,
    limits: { vite: 26_400, esbuild: 31_000 },
  },
  {
    id: 'app',
    label: 'provider, fetch transport, switcher and member table',
    part: 'total',
    target: undefined,
    limits: { vite: 64_700, esbuild: 72_700 },
  },
  {
    id: 'management-app',
    label: 'orgkit/management: client, provider, settings form',
    part: 'total',
    target: undefined,
    limits: { vite: 44_100, esbuild: 48_700 },
  },
]

const STYLESHEET = 'orgkit/styles.css'

/** Value exports of `src/index.ts`, each with the module it comes from. */
function publicValueExports() {
  const file = join(ROOT, 'src/index.ts')
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const found = []
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.exportClause) continue
    if (!ts.isNamedExports(statement.exportClause)) continue
    const from = statement.moduleSpecifier.text
    for (const element of statement.exportClause.elements)
      if (!element.isTypeOnly) found.push({ name: element.name.text, from })
  }
  return found
}

/** The consumer entries measured: id, label, the names imported from each entry, and the stylesheets added. */
export function sizeEntries() {
  const exports = publicValueExports()
  const names = (test) => exports.filter(test).map((e) => e.name)
  // "Hooks" is the data layer: provider, context hook, keys and factories, every data hook, the permission
  // hook and <Can>, and the rule they check with. useMessages and the catalog API are the components' string
  // API: measured with the components.
  const DATA_LAYER = [
    './query/org-kit-provider',
    './query/use-org-kit',
    './query/org-keys',
    './query/create-org-queries',
    './core/check-role-permission',
    './components/can/can',
  ]
  const hooks = names(
    (e) => (e.from.startsWith('./hooks/') && e.from !== './hooks/use-messages') || DATA_LAYER.includes(e.from),
  )
  const components = names((e) => e.from.startsWith('./components/') && !DATA_LAYER.includes(e.from))
  return [
    {
      id: 'hooks',
      label: 'hooks: OrgKitProvider (with the fetch transport), every data hook, usePermission, Can',
      imports: { orgkit: hooks },
    },
    {
      id: 'switcher-app',
      label: 'provider, fetch transport, switcher and CSS',
      imports: { orgkit: ['OrgKitProvider', 'createBetterAuthFetchTransport', 'OrganizationSwitcher'] },
      stylesheets: [STYLESHEET],
    },
    { id: 'switcher', label: 'OrganizationSwitcher alone', imports: { orgkit: ['OrganizationSwitcher'] } },
    { id: 'member-table', label: 'MemberTable alone', imports: { orgkit: ['MemberTable'] } },
    { id: 'components', label: `every component (${components.length} exports)`, imports: { orgkit: components } },
    { id: 'css', label: STYLESHEET, imports: {}, stylesheets: [STYLESHEET] },
    {
      id: 'transport',
      label: 'createBetterAuthFetchTransport',
      imports: { orgkit: ['createBetterAuthFetchTransport'] },
    },
    {
      id: 'app',
      label: 'provider, fetch transport, switcher and member table',
      imports: { orgkit: ['OrgKitProvider', 'createBetterAuthFetchTransport', 'OrganizationSwitcher', 'MemberTable'] },
    },
    {
      id: 'everything',
      label: `everything plus CSS (${exports.length} value exports)`,
      imports: { orgkit: exports.map((e) => e.name) },
      stylesheets: [STYLESHEET],
    },
    {
      id: 'management-app',
      label: 'orgkit/management: createManagementClient, ManagementProvider, OrganizationPluginSettings',
      imports: { 'orgkit/management': ['createManagementClient', 'ManagementProvider', 'OrganizationPluginSettings'] },
    },
    {
      id: 'messages-de',
      label: 'orgkit/messages/de: the German catalog, for the apps that import it',
      imports: { 'orgkit/messages/de': ['messagesDe'] },
    },
  ]
}

/** Builds the library as published into the consumer's node_modules. */
export async function buildPackage() {
  rmSync(CACHE, { recursive: true, force: true })
  mkdirSync(PACKAGE, { recursive: true })
  // A package.json of its own, so 'orgkit' does not self-resolve to the repository's package.
  writeFileSync(
    join(CACHE, 'package.json'),
    JSON.stringify({ name: 'orgkit-bench-consumer', private: true, type: 'module' }),
  )
  cpSync(join(ROOT, 'package.json'), join(PACKAGE, 'package.json'))
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: join(PACKAGE, 'dist'), emptyOutDir: true, sourcemap: false },
  })
}

function entrySource(entry) {
  const lines = []
  const kept = []
  for (const [from, names] of Object.entries(entry.imports)) {
    const locals = names.map((name) => {
      kept.push(`_${kept.length}`)
      return `${name} as ${kept.at(-1)}`
    })
    lines.push(`import { ${locals.join(', ')} } from '${from}'`)
  }
  lines.push(`globalThis.__orgkitBench = [${kept.join(', ')}]`)
  return `${lines.join('\n')}\n`
}

const compress = (text) => ({
  raw: Buffer.byteLength(text),
  gzip: gzipSync(text, { level: 9 }).length,
  brotli: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
})

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli })
const ZERO = { raw: 0, gzip: 0, brotli: 0 }

/** A stylesheet as the package ships it (an app may link it as is), not as a consumer's bundler re-minifies it. */
function shippedStylesheet(specifier) {
  const exported = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')).exports[
    specifier.replace(/^orgkit/, '.')
  ]
  return compress(readFileSync(join(PACKAGE, exported), 'utf8'))
}

const isUnder = (id, names) => names.some((name) => id === name || id.startsWith(`${name}/`))

/** Bundles one consumer entry with one bundler: what loads up front, what loads later, and both. */
async function measureEntry(entry, bundler) {
  let initial = ZERO
  let lazy = ZERO
  let files = 0
  if (Object.keys(entry.imports).length > 0) {
    const entryFile = join(CACHE, `entry-${entry.id}.js`)
    writeFileSync(entryFile, entrySource(entry))
    const emitted =
      bundler === 'vite'
        ? await bundleWithVite({ root: CACHE, entryFile, isExternal: (id) => isUnder(id, PEERS) })
        : await bundleWithEsbuild({ root: CACHE, entryFile, externalPackages: PEERS })
    for (const file of emitted) {
      if (file.text.length === 0) continue
      files += 1
      const sizes = compress(file.text)
      if (file.initial) initial = add(initial, sizes)
      else lazy = add(lazy, sizes)
    }
  }
  for (const stylesheet of entry.stylesheets ?? []) {
    initial = add(initial, shippedStylesheet(stylesheet))
    files += 1
  }
  return { initial, lazy, total: add(initial, lazy), files }
}

/** Measures every entry with both bundlers, and checks the budgets on the worse of the two. */
export async function measureSizes({ log = () => undefined } = {}) {
  const started = Date.now()
  await buildPackage()
  log(`  package built in ${Date.now() - started} ms`)
  const rows = []
  for (const entry of sizeEntries()) {
    const entryStarted = Date.now()
    const byBundler = {}
    for (const bundler of BUNDLERS) byBundler[bundler] = await measureEntry(entry, bundler)
    rows.push({ id: entry.id, label: entry.label, ...byBundler })
    const lazy = (sizes) => (sizes.lazy.gzip ? ` + ${kB(sizes.lazy.gzip)} lazy` : '')
    const figures = BUNDLERS.map(
      (bundler) => `${bundler} ${kB(byBundler[bundler].initial.gzip)}${lazy(byBundler[bundler])}`,
    )
    log(`  ${entry.id}: ${figures.join(', ')} gz (${Date.now() - entryStarted} ms)`)
  }
  const budgets = BUDGETS.map((budget) => {
    const row = rows.find((candidate) => candidate.id === budget.id)
    const measured = BUNDLERS.map((bundler) => {
      const gzip = row[bundler][budget.part].gzip
      return { bundler, gzip, limit: budget.limits[bundler], ok: gzip <= budget.limits[bundler] }
    })
    const worst = measured.reduce((a, b) => (b.gzip > a.gzip ? b : a))
    return {
      ...budget,
      measured,
      worst,
      targetMet: budget.target !== undefined && worst.gzip <= budget.target,
      ok: measured.every((figure) => figure.ok),
    }
  })
  return { rows, budgets, peers: PEERS, bundlers: BUNDLERS, durationMs: Date.now() - started }
}

/** The Markdown tables of a size result. */
export function sizeReport(result) {
  const cell = (sizes) =>
    `${kB(sizes.initial.gzip)} / ${kB(sizes.initial.brotli)}${sizes.lazy.gzip ? ` (+${kB(sizes.lazy.gzip)} lazy)` : ''}`
  const sizes = table(
    ['what an app downloads', ...result.bundlers.map((bundler) => `${bundler}: gzip / brotli`)],
    result.rows.map((row) => [row.label, ...result.bundlers.map((bundler) => cell(row[bundler]))]),
  )
  const budgets = table(
    [
      'budget (gzip)',
      'target (worse bundler)',
      ...result.bundlers.map((bundler) => `${bundler}: actual / limit`),
      'status',
    ],
    result.budgets.map((budget) => [
      `${budget.label}${budget.part === 'initial' ? '' : ', lazy chunks included'}`,
      budget.target === undefined ? '–' : `${kB(budget.target)}: ${budget.targetMet ? 'met' : 'not yet'}`,
      ...budget.measured.map((figure) => `${kB(figure.gzip)} / ${kB(figure.limit)}`),
      budget.ok ? 'ok' : 'OVER',
    ]),
  )
  return `${sizes}\n\nLeft out everywhere, as an app has them anyway: ${result.peers.join(', ')}. Everything else counts: zod, react-hook-form, @hookform/resolvers, Neon's SDK, and "(+x lazy)": what loads on first use through import(). gzip -9 / brotli -11 of the minified output; the stylesheet as shipped.\n\n${budgets}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  console.log('orgkit bench: size')
  const result = await measureSizes({ log: (line) => console.log(line) })
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
  writeFileSync(join(ROOT, 'bench/results/size.json'), `${JSON.stringify(result, null, 2)}\n`)
  console.log(`\n${sizeReport(result)}\n`)
  const over = result.budgets.filter((budget) => !budget.ok)
  if (over.length > 0) {
    console.error(
      `size budget crossed: ${over
        .flatMap((budget) =>
          budget.measured
            .filter((figure) => !figure.ok)
            .map((figure) => `${budget.label} ${kB(figure.gzip)} (${figure.bundler}) > ${kB(figure.limit)}`),
        )
        .join('; ')}`,
    )
    if (check) process.exitCode = 1
  } else console.log(`all size budgets met (${result.durationMs} ms)`)
}

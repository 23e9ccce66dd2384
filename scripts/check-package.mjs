// `npm run check:package`: checks the package users get. It builds it (`npm run build`), packs it (`npm pack`
// into a temporary directory), and on that tarball runs
//   - files: LICENSE, README.md, package.json and every "exports" target are in it, nothing outside dist/ besides;
//   - publint --strict;
//   - @arethetypeswrong/cli --profile esm-only (the stylesheet entries left out: CSS has no types);
//   - the tarball installed in a temporary project whose other packages are links to this repository's
//     node_modules (peers and dependencies as an app has them), where
//       - Node imports every JavaScript entry (plain Node ESM: "exports" and every relative import resolve),
//       - tsc checks test/package/nodenext ("module": "nodenext", skipLibCheck false) against the installed types,
//       - test/package/client-directives.test.ts and test/package/better-auth-plugin-entry.test.ts (the plugin's
//         entry imports no embedded backend, PGlite, kysely or React) read the installed dist/ (ORGKIT_DIST).
// The checks after the pack run side by side; each one's output is printed when it fails. Exits 1 on any failure.
//
// Usage: node scripts/check-package.mjs [--no-build] [--tarball <packed .tgz>] [--keep] [--verbose]
//   --no-build   pack the dist/ there is (after a build of your own)
//   --tarball    check that tarball instead of building and packing
//   --keep       leave the temporary directory in place (its path is printed)
//   --verbose    print every check's output, not only the failures'
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    tarball: { type: 'string' },
    keep: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
})

/** The stylesheet entries: attw checks types, and a stylesheet has none. */
const stylesheetEntries = ['./styles.css', './management.css']

/** Runs a command; resolves with its output (and its standard output alone), whether or not it succeeded. */
function run(name, command, args, options = {}) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let stdout = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    const finish = (ok, extra = '') =>
      resolve({ name, ok, output: output + extra, stdout, seconds: (performance.now() - started) / 1000 })
    child.on('error', (error) => finish(false, `\n${error.message}`))
    child.on('close', (code) => finish(code === 0, code === 0 ? '' : `\n(exit code ${code})`))
  })
}

/** The JavaScript file of a package's command, run with this Node (no shell, no .cmd shims). */
function binOf(packageName, command) {
  const manifestPath = path.join(root, 'node_modules', packageName, 'package.json')
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'))
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[command])
}

/** npm itself: the one running this script when started by `npm run`, else the one on the PATH. */
function npm(name, args, options) {
  const npmCli = process.env.npm_execpath
  return npmCli !== undefined && npmCli.endsWith('.js')
    ? run(name, process.execPath, [npmCli, ...args], options)
    : run(name, 'npm', args, { ...options, shell: process.platform === 'win32' })
}

/** At most this many lines of a failed check's output (all of them with --verbose). */
const failureLines = 60

function report(result) {
  console.log(`${result.ok ? '✓' : '✗'} ${result.name} (${result.seconds.toFixed(1)} s)`)
  if (result.ok && !flags.verbose) return
  const lines = result.output.trim().split('\n')
  const shown = flags.verbose ? lines : lines.slice(0, failureLines)
  if (shown.length < lines.length) shown.push(`... ${lines.length - shown.length} more lines (--verbose shows them)`)
  console.log(`${shown.map((line) => `    ${line}`).join('\n')}\n`)
}

/** Every string target of an "exports" map. */
function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField]
  if (exportsField === null || typeof exportsField !== 'object') return []
  return Object.values(exportsField).flatMap(exportTargets)
}

/** Every file under `directory`, relative to it, with `/`. */
function filesUnder(directory) {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

/** What must be in the tarball, and nothing else: the `files` check. */
function checkFiles(packageDirectory) {
  const started = performance.now()
  const manifest = JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8'))
  const files = new Set(filesUnder(packageDirectory))
  const required = new Set([
    'package.json',
    'LICENSE',
    'README.md',
    ...exportTargets(manifest.exports).map((target) => path.posix.normalize(target)),
  ])
  const problems = [
    ...[...required].filter((file) => !files.has(file)).map((file) => `missing: ${file}`),
    ...[...files]
      .filter((file) => !file.startsWith('dist/') && !['package.json', 'LICENSE', 'README.md'].includes(file))
      .map((file) => `not meant to ship: ${file}`),
  ]
  return {
    name: `files (${files.size} in the tarball, ${required.size} required)`,
    ok: problems.length === 0,
    output: problems.join('\n'),
    seconds: (performance.now() - started) / 1000,
  }
}

/** A project with the tarball installed as node_modules/orgkit and every other package linked from this repository. */
function installTarball(tarball, project) {
  const modules = path.join(project, 'node_modules')
  const unpacked = path.join(project, 'unpacked')
  mkdirSync(modules, { recursive: true })
  mkdirSync(unpacked)
  return run('unpack', 'tar', ['-xzf', tarball, '-C', unpacked]).then((result) => {
    if (!result.ok) return result
    cpSync(path.join(unpacked, 'package'), path.join(modules, 'orgkit'), { recursive: true })
    for (const name of readdirSync(path.join(root, 'node_modules'))) {
      if (name.startsWith('.') || name === 'orgkit') continue
      symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name), 'junction')
    }
    writeFileSync(
      path.join(project, 'package.json'),
      `${JSON.stringify({ name: 'orgkit-consumer', private: true, type: 'module' }, null, 2)}\n`,
    )
    for (const file of readdirSync(path.join(root, 'test/package/nodenext'))) {
      cpSync(path.join(root, 'test/package/nodenext', file), path.join(project, file))
    }
    return { ...result, name: 'install the tarball into a temporary project' }
  })
}

/** Imports every JavaScript entry of the installed package with plain Node. */
function importEntries(project) {
  const manifest = JSON.parse(readFileSync(path.join(project, 'node_modules/orgkit/package.json'), 'utf8'))
  const specifiers = Object.keys(manifest.exports)
    .filter((entry) => !entry.endsWith('.css') && !entry.endsWith('.json'))
    .map((entry) => path.posix.join('orgkit', entry))
  const code = [
    `for (const specifier of ${JSON.stringify(specifiers)}) {`,
    '  const namespace = await import(specifier)',
    '  if (Object.keys(namespace).length === 0) throw new Error(`${specifier} exports nothing`)',
    '  console.log(`${specifier}: ${Object.keys(namespace).length} exports`)',
    '}',
  ].join('\n')
  return run(`node imports ${specifiers.join(', ')}`, process.execPath, ['--input-type=module', '-e', code], {
    cwd: project,
  })
}

const temporary = mkdtempSync(path.join(tmpdir(), 'orgkit-check-package-'))
const results = []
try {
  let tarball = flags.tarball === undefined ? undefined : path.resolve(flags.tarball)
  if (tarball === undefined) {
    if (!flags['no-build']) {
      results.push(await npm('npm run build', ['run', 'build']))
      report(results.at(-1))
    }
    if (results.every((result) => result.ok)) {
      const pack = await npm('npm pack', ['pack', '--json', '--pack-destination', temporary])
      if (pack.ok) {
        const [packed] = JSON.parse(pack.stdout)
        tarball = path.join(temporary, packed.filename)
        pack.name = `npm pack (${path.basename(tarball)}, ${(packed.size / 1024).toFixed(0)} kB)`
      }
      results.push(pack)
      report(pack)
    }
  }
  if (tarball !== undefined && existsSync(tarball)) {
    const project = path.join(temporary, 'project')
    const install = await installTarball(tarball, project)
    results.push(install)
    report(install)
    if (install.ok) {
      const files = checkFiles(path.join(project, 'node_modules/orgkit'))
      results.push(files)
      report(files)
      const checks = await Promise.all([
        run('publint --strict', process.execPath, [binOf('publint', 'publint'), 'run', '--strict', tarball]),
        run(
          'attw --profile esm-only',
          process.execPath,
          [
            binOf('@arethetypeswrong/cli', 'attw'),
            tarball,
            '--profile',
            'esm-only',
            '--exclude-entrypoints',
            ...stylesheetEntries,
          ],
          { env: { ...process.env, FORCE_COLOR: '0' } },
        ),
        importEntries(project),
        run('tsc -p test/package/nodenext (on the installed tarball)', process.execPath, [
          binOf('typescript', 'tsc'),
          '-p',
          project,
        ]),
        run(
          'vitest run test/package/client-directives.test.ts test/package/better-auth-plugin-entry.test.ts (on the installed dist/)',
          process.execPath,
          [
            binOf('vitest', 'vitest'),
            'run',
            'test/package/client-directives.test.ts',
            'test/package/better-auth-plugin-entry.test.ts',
          ],
          { env: { ...process.env, ORGKIT_DIST: path.join(project, 'node_modules/orgkit/dist'), FORCE_COLOR: '0' } },
        ),
      ])
      for (const check of checks) report(check)
      results.push(...checks)
    }
  } else if (flags.tarball !== undefined) {
    results.push({ name: `tarball ${flags.tarball}`, ok: false, output: 'not found', seconds: 0 })
    report(results.at(-1))
  }
} finally {
  if (flags.keep) console.log(`kept ${temporary}`)
  else rmSync(temporary, { recursive: true, force: true })
}

const failed = results.filter((result) => !result.ok)
console.log(failed.length === 0 ? 'check:package: all good' : `check:package: ${failed.length} failed`)
process.exitCode = failed.length === 0 && results.length > 0 ? 0 : 1

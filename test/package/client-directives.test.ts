// Style guide rule 17 on the built files: every module that defines a component or a hook starts with
// "use client" (a Next.js server component can then render it), and the modules server code needs carry no
// directive and reach no React state.
//
// What it reads: the JS of a fresh build of the current sources with the current vite.config.ts, made once into
// a temporary directory (`vite build --outDir`, a few seconds), never the shared dist/. Other engineers edit
// src/ and rebuild dist/ while tests run: a dist/ judged fresh by modification times can predate a config
// change or a checkout, and rebuilding it here would empty it under a running Storybook or bench. With
// ORGKIT_DIST set, it reads that built directory instead (scripts/check-package.mjs points it at the packed
// tarball's dist/, the files users get).
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, posix, resolve } from 'node:path'
import { promisify } from 'node:util'
import ts from 'typescript'

const repositoryRoot = resolve(import.meta.dirname, '../..')

/** Packages of React state and UI: importing any value of theirs makes a client module. */
const clientPackages = /^(?:react|react-dom|react-hook-form|@hookform\/resolvers)(?:\/|$)/
/** What `@tanstack/react-query` exports that needs React, besides its hooks. */
const reactQueryClientExports = new Set([
  'QueryClientProvider',
  'QueryClientContext',
  'HydrationBoundary',
  'IsRestoringProvider',
  'QueryErrorResetBoundary',
])
const hookName = /^use[A-Z]/

/**
 * Modules server code imports (style guide rule 17, adopters.md "Next.js App Router"): types, keys, query and
 * mutation option factories, transports, core, the message catalogs, prefetch helpers, and the Node entry.
 */
const serverSafe = [
  /^core\//,
  /^transports\//,
  /^messages\/(?:en|de)\//,
  /^messages\/(?:catalog|messages-de|format-message)\.js$/,
  /^query\/org-keys\.js$/,
  /^query\/create-[^/]+\.js$/,
  /^query\/invalidation-table\.js$/,
  /^(?:query|setup)\/prefetch[^/]*\.js$/,
  /^management\/client\//,
  /^management\/react\/(?:management-keys|[^/]+-query-options|[^/]+-mutation-options)\.js$/,
  /^server(?:\.js$|\/)/,
]

interface ImportFacts {
  source: string
  names: string[]
}

/** One built module, read once. */
interface BuiltModule {
  /** Path inside the build, with `/`: `query/org-keys.js`. */
  path: string
  text: string
  /** `"use client"` is the file's first statement. */
  startsWithDirective: boolean
  /** A `"use client"` statement somewhere after the first, where it is no directive at all. */
  hasLateDirective: boolean
  /** Its import declarations: the module named and the names imported from it. */
  imports: ImportFacts[]
  /** Relative modules it imports or re-exports, as build paths. */
  localDependencies: string[]
  /** Hooks it calls: `useQuery(...)`, `React.useState(...)`. */
  hookCalls: string[]
  /** Every top-level statement (a directive aside) is an import or export declaration. */
  onlyReexports: boolean
}

function readModule(buildDirectory: string, path: string): BuiltModule {
  const text = readFileSync(join(buildDirectory, path), 'utf8')
  const sourceFile = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const imports: ImportFacts[] = []
  const localDependencies: string[] = []
  const hookCalls: string[] = []
  for (const statement of sourceFile.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined
    if (specifier === undefined || !ts.isStringLiteral(specifier)) continue
    if (specifier.text.startsWith('.')) {
      localDependencies.push(posix.join(posix.dirname(path), specifier.text))
    }
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings
      const names =
        bindings !== undefined && ts.isNamedImports(bindings)
          ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
          : []
      imports.push({ source: specifier.text, names })
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined
      if (name !== undefined && hookName.test(name)) hookCalls.push(name)
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  const directiveIndexes = sourceFile.statements.flatMap((statement, index) =>
    ts.isExpressionStatement(statement) &&
    ts.isStringLiteral(statement.expression) &&
    statement.expression.text === 'use client'
      ? [index]
      : [],
  )
  return {
    path,
    text,
    startsWithDirective: directiveIndexes.includes(0),
    hasLateDirective: directiveIndexes.some((index) => index > 0),
    imports,
    localDependencies,
    hookCalls,
    onlyReexports: sourceFile.statements.every(
      (statement, index) =>
        ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || directiveIndexes.includes(index),
    ),
  }
}

/** Why the module must be a client module, or `undefined` when nothing in it needs React state. */
function clientNeed(module: BuiltModule): string | undefined {
  for (const { source, names } of module.imports) {
    if (clientPackages.test(source)) return `imports ${source}`
    const providers = names.filter((name) => source === '@tanstack/react-query' && reactQueryClientExports.has(name))
    if (providers.length > 0) return `imports ${providers.join(', ')} from ${source}`
  }
  const [hook] = module.hookCalls
  return hook === undefined ? undefined : `calls ${hook}`
}

/** Everything `start` imports, directly or not, through relative imports. */
function localClosure(modules: Map<string, BuiltModule>, start: BuiltModule): BuiltModule[] {
  const seen = new Map<string, BuiltModule>()
  const pending = [...start.localDependencies]
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const module = modules.get(path)
    if (module === undefined || seen.has(path)) continue
    seen.set(path, module)
    pending.push(...module.localDependencies)
  }
  return [...seen.values()]
}

/** A fresh JS build into a temporary directory (see the top of this file). */
async function buildIntoTemporaryDirectory(): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'orgkit-directives-'))
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js')
  // NODE_ENV=production as in `npm run build` (vitest sets it to "test", which would switch JSX to its dev runtime).
  await promisify(execFile)(
    process.execPath,
    [viteBin, 'build', '--outDir', directory, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: repositoryRoot,
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  return directory
}

let buildDirectory = ''
let temporaryDirectory: string | undefined
const modules = new Map<string, BuiltModule>()

beforeAll(async () => {
  const given = process.env.ORGKIT_DIST
  if (given !== undefined && given !== '') {
    buildDirectory = resolve(given)
    if (!existsSync(join(buildDirectory, 'index.js'))) {
      throw new Error(`ORGKIT_DIST=${given}: no index.js there; point it at a built dist/ (npm run build).`)
    }
  } else {
    temporaryDirectory = await buildIntoTemporaryDirectory()
    buildDirectory = temporaryDirectory
  }
  const paths = readdirSync(buildDirectory, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.js') && !path.startsWith('types/'))
  for (const path of paths.sort()) modules.set(path, readModule(buildDirectory, path))
})

afterAll(() => {
  if (temporaryDirectory !== undefined) rmSync(temporaryDirectory, { recursive: true, force: true })
})

describe('"use client" in the built modules', () => {
  it('starts every module that imports React, react-dom, react-hook-form or @hookform/resolvers, or calls a hook', () => {
    const clientModules = [...modules.values()].filter((module) => clientNeed(module) !== undefined)
    const missing = clientModules
      .filter((module) => !module.startsWithDirective)
      .map((module) => `${module.path} (${clientNeed(module) ?? ''})`)

    expect(missing).toEqual([])
    // Not vacuous: the components, hooks and providers are among them.
    expect(clientModules.map((module) => module.path)).toEqual(
      expect.arrayContaining([
        'components/member-table/member-table.js',
        'components/organization-switcher/organization-switcher.js',
        'hooks/use-members.js',
        'query/org-kit-provider.js',
        'query/use-org-kit.js',
        'management/react/use-plugin-config.js',
      ]),
    )
  })

  it('writes the directive as the first bytes of the file, never further down', () => {
    const misplaced = [...modules.values()]
      .filter(
        (module) =>
          module.hasLateDirective || (module.startsWithDirective && !module.text.startsWith('"use client";\n')),
      )
      .map((module) => module.path)

    expect(misplaced).toEqual([])
  })

  it('leaves out the modules server code imports, and none of them reaches React', () => {
    const serverModules = [...modules.values()].filter((module) =>
      serverSafe.some((pattern) => pattern.test(module.path)),
    )
    // Each offending module once, with the server-safe module it is reached from.
    const problems = new Map<string, string>()
    for (const module of serverModules) {
      for (const reached of [module, ...localClosure(modules, module)]) {
        const via = reached === module ? '' : ` (imported by way of ${module.path})`
        const need = reached.startsWithDirective ? 'starts with "use client"' : clientNeed(reached)
        if (need !== undefined && !problems.has(reached.path))
          problems.set(reached.path, `${reached.path}${via} ${need}`)
      }
    }

    expect([...problems.values()]).toEqual([])
    expect(serverModules.map((module) => module.path)).toEqual(
      expect.arrayContaining([
        'query/org-keys.js',
        'query/create-org-queries.js',
        'query/create-member-queries.js',
        'core/org-kit-error.js',
        'transports/better-auth-fetch/create-better-auth-fetch-transport.js',
        'transports/memory/create-memory-transport.js',
        'management/react/plugin-config-query-options.js',
        'server.js',
      ]),
    )
  })

  it('leaves out the entries that only re-export', () => {
    const reexportingEntries = [...modules.values()].filter(
      (module) => !module.path.includes('/') && module.onlyReexports,
    )
    const marked = reexportingEntries.filter((module) => module.startsWithDirective).map((module) => module.path)

    expect(marked).toEqual([])
    expect(reexportingEntries.map((module) => module.path)).toEqual(
      expect.arrayContaining(['index.js', 'testing.js', 'management.js']),
    )
  })
})

// The built `orgkit/better-auth-plugin` entry reaches nothing but Better Auth and the kit's server-safe core: no
// embedded backend, no PGlite, no kysely, no React, no TanStack Query. An app adds the plugin to its own
// `betterAuth({ plugins: [...] })`, on any runtime and database.
//
// What it reads: like client-directives.test.ts, a fresh build of the current sources into a temporary directory
// (never the shared dist/), or, with ORGKIT_DIST set, that built directory (scripts/check-package.mjs points it at
// the packed tarball's dist/).
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, posix, resolve } from 'node:path'
import { promisify } from 'node:util'
import ts from 'typescript'

const repositoryRoot = resolve(import.meta.dirname, '../..')

/** Packages the entry may import: Better Auth's plugin API and the schema library of the kit's core. */
const allowedPackages = /^(?:better-auth(?:\/api)?|zod\/mini)$/

/** The module specifiers one built file imports or re-exports. */
function specifiersOf(path: string): string[] {
  const text = readFileSync(path, 'utf8')
  const sourceFile = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  const specifiers: string[] = []
  for (const statement of sourceFile.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined
    if (specifier !== undefined && ts.isStringLiteral(specifier)) specifiers.push(specifier.text)
  }
  if (/\bimport\s*\(/.test(text)) specifiers.push('<dynamic import>')
  return specifiers
}

/** Every built module the entry reaches through relative imports, and every package they import. */
function closureOf(buildDirectory: string, entry: string) {
  const modules = new Set<string>()
  const packages = new Set<string>()
  const pending = [entry]
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (modules.has(path)) continue
    modules.add(path)
    for (const specifier of specifiersOf(join(buildDirectory, path))) {
      if (specifier.startsWith('.')) pending.push(posix.join(posix.dirname(path), specifier))
      else packages.add(specifier)
    }
  }
  return { modules: [...modules].sort(), packages: [...packages].sort() }
}

async function buildIntoTemporaryDirectory(): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'orgkit-plugin-entry-'))
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js')
  await promisify(execFile)(
    process.execPath,
    [viteBin, 'build', '--outDir', directory, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: repositoryRoot, env: { ...process.env, NODE_ENV: 'production' } },
  )
  return directory
}

let buildDirectory = ''
let temporaryDirectory: string | undefined

beforeAll(async () => {
  const given = process.env.ORGKIT_DIST
  if (given !== undefined && given !== '') buildDirectory = resolve(given)
  else {
    temporaryDirectory = await buildIntoTemporaryDirectory()
    buildDirectory = temporaryDirectory
  }
  if (!existsSync(join(buildDirectory, 'better-auth-plugin.js'))) {
    throw new Error(`${buildDirectory}: no better-auth-plugin.js (is the entry in vite.config.ts?)`)
  }
})

afterAll(() => {
  if (temporaryDirectory !== undefined) rmSync(temporaryDirectory, { recursive: true, force: true })
})

describe('the built orgkit/better-auth-plugin entry', () => {
  it('imports only Better Auth and zod/mini, never the embedded backend, PGlite, kysely, React or TanStack Query', () => {
    const { packages } = closureOf(buildDirectory, 'better-auth-plugin.js')
    expect(packages.filter((name) => !allowedPackages.test(name))).toEqual([])
    expect(packages).toContain('better-auth/api')
  })

  it('reaches no module of the server entry, the transports, the query layer, the hooks or the components', () => {
    const { modules } = closureOf(buildDirectory, 'better-auth-plugin.js')
    expect(modules).toContain('better-auth-plugin/orgkit-plugin.js')
    const outside = modules.filter(
      (path) => path !== 'better-auth-plugin.js' && !/^(?:better-auth-plugin|core)\//.test(path),
    )
    expect(outside).toEqual([])
  })

  it('the server entry, by contrast, reaches kysely (so the check can tell)', () => {
    expect(closureOf(buildDirectory, 'server.js').packages.some((name) => name.startsWith('kysely'))).toBe(true)
  })
})

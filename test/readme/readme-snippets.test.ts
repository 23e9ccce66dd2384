import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// Every ```ts and ```tsx block of the README is a whole file an app could hold. They are written out as
// modules (the package's entries resolved to src/ the way `exports` maps them) and type-checked with strict
// settings, so the docs fail the test command as soon as the API they show changes.
const root = new URL('../..', import.meta.url).pathname
const outDir = join(root, 'test/readme/.snippets')

/**
 * The README's TypeScript blocks, each at the path its first-line comment names (`// app/layout.tsx`), so
 * that snippets importing one another (`../lib/orgkit-server`) resolve as in the app.
 */
function snippets(): { path: string; code: string }[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const found = [...readme.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map(([, language = 'tsx', code = ''], index) => ({
    path: /^\/\/ ([\w./[\]-]+\.tsx?)[ \n]/.exec(code)?.[1] ?? `snippet-${index}.${language}`,
    code,
  }))
  const paths = found.map((snippet) => snippet.path)
  const repeated = paths.filter((path, index) => paths.indexOf(path) !== index)
  if (repeated.length > 0) throw new Error(`README: two snippets claim ${repeated.join(', ')}`)
  return found
}

// `next/headers` is Next.js' own: the one declaration the Next snippets use, as Next 16 types it
// (a promise of read-only headers). Stylesheets are imported for their side effect.
const ambient = `declare module 'next/headers' {
  export function headers(): Promise<Pick<Headers, 'get' | 'has' | 'forEach'>>
}
declare module '*.css'
`

const entry = (path: string) => [join(root, path)]
const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node', 'vitest/globals'],
    paths: {
      orgkit: entry('src/index.ts'),
      'orgkit/testing': entry('src/testing.ts'),
      'orgkit/react-router': entry('src/react-router.ts'),
      'orgkit/management': entry('src/management.ts'),
      'orgkit/messages/de': entry('src/messages-de.ts'),
      'orgkit/server': entry('src/server.ts'),
      'orgkit/better-auth-plugin': entry('src/better-auth-plugin.ts'),
    },
  },
  include: ['**/*.ts', '**/*.tsx', join(root, 'test/support/setup.ts')],
}

describe('README snippets', () => {
  it('holds the set-up paths: an existing Better Auth app, Next.js App Router, Neon Auth, and testing with orgkit/testing', () => {
    const paths = snippets().map((snippet) => snippet.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'app.tsx',
        'lib/orgkit-server.ts',
        'app/layout.tsx',
        'app/members/page.tsx',
        'app/auth/accept-invitation/page.tsx',
        'lib/neon-auth.ts',
        'lib/neon-orgkit-server.ts',
        'app/api/auth/[...path]/route.ts',
        'app/orgkit-neon-provider.tsx',
        'members.test.tsx',
      ]),
    )
  })

  it('type-checks every TypeScript block under strict settings', () => {
    rmSync(outDir, { recursive: true, force: true })
    mkdirSync(outDir, { recursive: true })
    for (const { path, code } of snippets()) {
      mkdirSync(dirname(join(outDir, path)), { recursive: true })
      writeFileSync(join(outDir, path), code)
    }
    writeFileSync(join(outDir, 'ambient.d.ts'), ambient)
    writeFileSync(join(outDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
    let output = ''
    try {
      execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(outDir, 'tsconfig.json')], { encoding: 'utf8' })
    } catch (error) {
      output = String((error as { stdout?: unknown }).stdout ?? error)
    }
    expect(output).toBe('')
    // A whole tsc program over every block: about 15 s on an idle two-core machine, several times that when
    // other suites share the cores (CI runs them side by side).
  }, 120_000)
})

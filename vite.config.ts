/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { bundle } from 'lightningcss'
import { defineConfig } from 'vite'
import type { Plugin, Rolldown } from 'vite'

/** The version of an installed package (`better-auth`, or the alias `better-auth-1-6`), for the test projects. */
const installedVersion = (name: string) =>
  (
    JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8')) as {
      version: string
    }
  ).version

/** A test project's resolve options that make every `better-auth` import the npm alias `better-auth-1-6`. */
const onBetterAuth16 = { alias: [{ find: /^better-auth(?=\/|$)/, replacement: 'better-auth-1-6' }] }

/** Library entries: one output file each (see package.json "exports"). */
const entries = {
  index: 'src/index.ts',
  testing: 'src/testing.ts',
  'react-router': 'src/react-router.ts',
  management: 'src/management.ts',
  'messages-de': 'src/messages-de.ts',
  server: 'src/server.ts',
  'better-auth-plugin': 'src/better-auth-plugin.ts',
}

/** Every bare import is external: peers and dependencies are the consumer's to resolve. */
const isExternal = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0')

/** The ESTree program Rolldown's parser returns. */
type Program = ReturnType<Rolldown.PluginContext['parse']>

/** Packages of React state and UI: a module importing a value from one of them defines a component or a hook. */
const clientPackages = /^(?:react|react-dom|react-hook-form|@hookform\/resolvers)(?:\/|$)/

/**
 * What `@tanstack/react-query` exports that needs React besides its hooks (its own built files mark them
 * "use client"). `queryOptions`, `mutationOptions`, `QueryClient` and `dehydrate` are server-safe.
 */
const reactQueryClientExports = new Set([
  'QueryClientProvider',
  'QueryClientContext',
  'HydrationBoundary',
  'IsRestoringProvider',
  'QueryErrorResetBoundary',
])

/**
 * Whether a module defines a component or a hook: a .tsx file, or one importing a value from a React package,
 * a hook (`use*`, from anywhere) or a React-only export of TanStack Query. Decided from the module's own imports
 * after TypeScript and JSX are compiled away (type-only imports are gone, JSX became `react/jsx-runtime`), never
 * from its path: a new file (a prefetch helper, say) is classified the day it is added. Re-exports (`export
 * { x } from`) do not count: an entry listing hooks defines none.
 */
function isClientModule(id: string, program: Program): boolean {
  if (id.endsWith('.tsx')) return true
  return program.body.some(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      (clientPackages.test(statement.source.value) ||
        statement.specifiers.some((specifier) => {
          if (specifier.type !== 'ImportSpecifier') return false
          const { imported } = specifier
          const name = imported.type === 'Identifier' ? imported.name : imported.value
          return (
            /^use[A-Z]/.test(name) ||
            (statement.source.value === '@tanstack/react-query' && reactQueryClientExports.has(name))
          )
        })),
  )
}

/**
 * Starts every built module that defines a component or a hook with `"use client"` (style guide rule 17), so
 * that a Next.js server component can render the kit's components. Rolldown drops module-level directives, so
 * they are added back as a per-chunk banner (one chunk per module with `preserveModules`). Server-safe modules
 * (types, keys, query option factories, transports, core, messages) and the re-exporting entries get none.
 */
function clientDirectives(): Plugin {
  const clientModules = new Set<string>()
  return {
    name: 'orgkit-client-directives',
    apply: 'build',
    moduleParsed(info) {
      if (info.code !== null && isClientModule(info.id, this.parse(info.code))) clientModules.add(info.id)
    },
    banner(chunk) {
      return chunk.moduleIds.some((id) => clientModules.has(id)) ? '"use client";' : ''
    },
  }
}

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    target: 'es2022',
    lib: { entry: entries, formats: ['es'] },
    rollupOptions: {
      external: isExternal,
      // One output file per source module: with package.json "sideEffects", a consumer's bundler then drops
      // every module an app does not use (a single flattened file would keep every top-level schema,
      // catalog and factory call). See bench/size.mjs.
      output: { entryFileNames: '[name].js', preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
  plugins: [
    clientDirectives(),
    {
      name: 'orgkit-styles',
      apply: 'build',
      // styles.css for the main entry's components, management.css for orgkit/management's (on top of
      // styles.css): each one file, imports inlined, shipped minified (lightningcss, no syntax lowering): apps that link the
      // file directly get the small one.
      generateBundle() {
        const sheets = { 'styles.css': 'src/styles.css', 'management.css': 'src/styles/plugin-settings.css' }
        for (const [fileName, filename] of Object.entries(sheets)) {
          this.emitFile({ type: 'asset', fileName, source: bundle({ filename, minify: true }).code })
        }
      },
    },
  ],
  test: {
    globals: true,
    setupFiles: ['test/support/setup.ts'],
    // Generous bounds: a 2-core CI machine runs real backends and jsdom side by side. Timings are never asserted.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Files that render React run in jsdom; everything else (core, transports, server) in Node. The files that
    // start a real Better Auth server run a second time on Better Auth 1.6.23 (the version Neon Auth's SDK
    // pins): there every `better-auth` import, of src/server and of the tests alike, resolves to the npm alias
    // `better-auth-1-6`, which Node then loads with its own nested `@better-auth/*` packages. `betterAuthVersion`
    // is the version each project must run; test/contract/real/shared-backend.ts refuses any other.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          provide: { betterAuthVersion: installedVersion('better-auth') },
        },
      },
      {
        extends: true,
        resolve: onBetterAuth16,
        test: {
          name: 'better-auth-1.6',
          environment: 'node',
          include: [
            'test/contract/better-auth-fetch.test.ts',
            'test/contract/better-auth-client.test.ts',
            // Neon Auth's SDK against the Better Auth it runs on.
            'test/contract/neon-auth-client.test.ts',
            'test/server/neon-auth-cookies.test.ts',
            'test/server/embedded-backend.test.ts',
            'test/server/wire-quirks.test.ts',
            // The kit's Better Auth plugin on the Better Auth that Neon Auth runs (apps on 1.6 add it too).
            'test/better-auth-plugin/*.test.ts',
          ],
          provide: { betterAuthVersion: installedVersion('better-auth-1-6') },
          // The type tests (test/**/*.test-d.ts) check the kit's types once, in the other projects.
          typecheck: { enabled: false },
        },
      },
      {
        extends: true,
        // A few render the kit against a real Better Auth server (test/components/can): the installed one.
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/**/*.test.tsx'],
          provide: { betterAuthVersion: installedVersion('better-auth') },
        },
      },
      {
        extends: true,
        resolve: onBetterAuth16,
        // The components against the Better Auth that Neon Auth runs: each reason shown for a forbidden action
        // is the refusal that server gives, and the member search reads it in chunks.
        test: {
          name: 'dom-better-auth-1.6',
          environment: 'jsdom',
          include: ['test/components/**/*-server.test.tsx'],
          provide: { betterAuthVersion: installedVersion('better-auth-1-6') },
          typecheck: { enabled: false },
        },
      },
    ],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
  },
})

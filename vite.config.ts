/// <reference types="vitest/config" />
import { bundle } from 'lightningcss'
import { defineConfig } from 'vite'

/** Library entries: one output file each (see package.json "exports"). */
const entries = {
  index: 'src/index.ts',
  testing: 'src/testing.ts',
  'react-router': 'src/react-router.ts',
  management: 'src/management.ts',
  server: 'src/server.ts',
}

/** Every bare import is external: peers and dependencies are the consumer's to resolve. */
const isExternal = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0')

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
    // Files that render React run in jsdom; everything else (core, transports, server) in Node.
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['test/**/*.test.tsx'] },
      },
    ],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
  },
})

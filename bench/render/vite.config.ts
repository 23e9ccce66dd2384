import { resolve } from 'node:path'
import { defineConfig } from 'vite'

/**
 * The render bench page, built for production like an app, except that `react-dom/client` is React's
 * profiling build, so `<Profiler onRender>` reports commit times (it is silent in the plain production build).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  mode: 'production',
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: {
    outDir: resolve(import.meta.dirname, '../.cache/render-dist'),
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    rollupOptions: {
      // TanStack Query's "use client" directives mean nothing in a client bundle.
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
    },
  },
})

import { resolve } from 'node:path'
import { defineConfig } from 'vite'

/** The scale bench page, built for production as an app would build it. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  logLevel: 'warn',
  mode: 'production',
  build: {
    outDir: resolve(import.meta.dirname, '../../.cache/scale-dist'),
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    rollupOptions: {
      // TanStack Query's "use client" directives mean nothing in a client bundle.
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
    },
  },
})

import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The bench's measuring runs (not tests: they assert nothing about time), started by `npm run bench`:
 * round trips in jsdom against three embedded backends, and the memory transport in Node.
 */
export default defineConfig({
  test: {
    include: ['bench/**/*.run.{ts,tsx}'],
    // bench/.cache holds the bench's scratch (PGlite, bundled consumers) and may hold whole copies of the
    // repository: their runs would share these backends and overwrite bench/results.
    exclude: [...configDefaults.exclude, 'bench/.cache/**'],
    environment: 'jsdom',
    globalSetup: ['bench/round-trips/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: ['dot'],
  },
})

import { defineConfig } from 'vitest/config'

/**
 * The bench's measuring runs (not tests: they assert nothing about time), started by `npm run bench`:
 * round trips in jsdom against three embedded backends, and the memory transport in Node.
 */
export default defineConfig({
  test: {
    include: ['bench/**/*.run.{ts,tsx}'],
    environment: 'jsdom',
    globalSetup: ['bench/round-trips/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: ['dot'],
  },
})

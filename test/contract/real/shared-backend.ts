import { resolve } from 'node:path'
import { createEmbeddedBackend } from '../../../src/server'
import type { EmbeddedBackend, EmbeddedBackendOptions } from '../../../src/server'

/** The origin the in-process backend believes it is served from; clients send it as `Origin`. */
export const TEST_ORIGIN = 'http://127.0.0.1:4100'

/** Where the migrated PGlite dump is cached between runs (gitignored). */
export const TEST_CACHE_DIR = resolve(import.meta.dirname, '../../../.orgkit-data/cache')

/**
 * One embedded backend for a test file: in-memory PGlite from the cached dump (or `databaseUrl`), fast
 * hashing, quiet logs.
 */
export function createTestBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  return createEmbeddedBackend({
    baseURL: TEST_ORIGIN,
    cacheDir: TEST_CACHE_DIR,
    passwordHasher: 'fast',
    logLevel: 'silent',
    ...options,
  })
}

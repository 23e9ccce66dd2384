import { resolve } from 'node:path'
import { inject } from 'vitest'
import { createEmbeddedBackend } from '../../../src/server'
import type { EmbeddedBackend, EmbeddedBackendOptions } from '../../../src/server'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The Better Auth version the test project runs (see `projects` in vite.config.ts): the installed
     * `better-auth`, or 1.6.23 in the project that resolves `better-auth` to the alias `better-auth-1-6`.
     */
    betterAuthVersion: string
  }
}

/** The origin the in-process backend believes it is served from; clients send it as `Origin`. */
export const TEST_ORIGIN = 'http://127.0.0.1:4100'

/** Where the migrated PGlite dump is cached between runs (gitignored). */
export const TEST_CACHE_DIR = resolve(import.meta.dirname, '../../../.orgkit-data/cache')

/**
 * One embedded backend for a test file: in-memory PGlite from the cached dump (or `databaseUrl`), fast
 * hashing, quiet logs. It must run the Better Auth version the test project names, so that a broken alias
 * can never run the 1.6 suite on 1.7 in silence.
 */
export async function createTestBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  const backend = await createEmbeddedBackend({
    baseURL: TEST_ORIGIN,
    cacheDir: TEST_CACHE_DIR,
    passwordHasher: 'fast',
    logLevel: 'silent',
    ...options,
  })
  const expected = inject('betterAuthVersion')
  if (backend.betterAuthVersion !== expected) {
    await backend.close()
    throw new Error(
      `This test project runs Better Auth ${expected}, but the backend runs ${backend.betterAuthVersion} (see vite.config.ts)`,
    )
  }
  return backend
}

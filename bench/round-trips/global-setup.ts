import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createEmbeddedBackend } from '../../src/server'
import { benchSeed } from './seed'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origins of two identically seeded embedded backends on 127.0.0.1: one per side. */
    backends: { kit: string; betterAuth: string; basePath: string }
  }
}

/**
 * Starts two embedded backends (Better Auth 1.7.7 + organization plugin on in-memory PGlite, fast
 * hashing), seeded alike and served on 127.0.0.1, so the kit and Better Auth's own client each run the
 * same flows on the same data.
 */
export default async function setup(project: TestProject) {
  const cacheDir = resolve(import.meta.dirname, '../.cache/pglite')
  const start = async () => {
    const backend = await createEmbeddedBackend({
      cacheDir,
      passwordHasher: 'fast',
      logLevel: 'silent',
      seed: benchSeed(),
    })
    const server = await backend.listen(0)
    return { backend, server }
  }
  const kit = await start()
  const betterAuth = await start()
  project.provide('backends', {
    kit: kit.server.url,
    betterAuth: betterAuth.server.url,
    basePath: kit.backend.basePath,
  })
  return async () => {
    for (const side of [kit, betterAuth]) {
      await side.server.close()
      await side.backend.close()
    }
  }
}

import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createEmbeddedBackend } from '../../src/server'
import { benchSeed } from './seed'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Origins of three identically seeded embedded backends on 127.0.0.1: one per side of the hooks
     * comparison, one for the component flows (each run changes its data).
     */
    backends: { kit: string; betterAuth: string; components: string; basePath: string }
  }
}

/**
 * Starts three embedded backends (Better Auth 1.7.7 + organization plugin on in-memory PGlite, fast
 * hashing), seeded alike and served on 127.0.0.1, so the kit's hooks and Better Auth's own client each run
 * the same flows on the same data, and the kit's components theirs on a third copy.
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
  const components = await start()
  project.provide('backends', {
    kit: kit.server.url,
    betterAuth: betterAuth.server.url,
    components: components.server.url,
    basePath: kit.backend.basePath,
  })
  return async () => {
    for (const side of [kit, betterAuth, components]) {
      await side.server.close()
      await side.backend.close()
    }
  }
}

// One server of the scale bench: the embedded backend (Better Auth + organization plugin on in-memory PGlite,
// with or without the kit's plugin) seeded with the scale data, and the built bench page, on one origin on
// 127.0.0.1 (a free port), so the page's requests are same-origin as an app's.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createEmbeddedBackend, fastPasswordHasher } from '../../src/server'
import { serveFile } from '../lib/static-files.mjs'
import { SCALE_PASSWORD, seedScale, signInSeed } from './seed'

/** A running scale server. */
export interface ScaleServer {
  url: string
  /** Better Auth's version, as the backend reports it. */
  betterAuthVersion: string
  /** How long starting the backend and seeding it took, ms. */
  seedMs: number
  close(): Promise<void>
}

/** Options of {@link startScaleServer}. */
export interface ScaleServerOptions {
  /** Whether the kit's Better Auth plugin runs (`false`: stock Better Auth, as Neon Auth). */
  orgkitPlugin: boolean
  /** The built bench page. */
  distDir: string
  /** Where the backend keeps its migrated dump (skips `initdb` after the first start). */
  cacheDir: string
  /** The largest organization, for `membership_limit`. */
  membershipLimit: number
}

export async function startScaleServer(options: ScaleServerOptions): Promise<ScaleServer> {
  const started = Date.now()
  const backend = await createEmbeddedBackend({
    cacheDir: options.cacheDir,
    passwordHasher: 'fast',
    logLevel: 'error',
    seed: signInSeed,
    orgkitPlugin: options.orgkitPlugin,
    pluginConfig: { membership_limit: options.membershipLimit },
  })
  try {
    await seedScale(backend.db, await fastPasswordHasher.hash(SCALE_PASSWORD))
  } catch (error) {
    await backend.close()
    throw error
  }
  const seedMs = Date.now() - started
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (pathname.startsWith('/api/')) {
      backend.nodeMiddleware(request, response)
      return
    }
    serveFile(options.distDir, pathname, response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    betterAuthVersion: backend.betterAuthVersion,
    seedMs,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await backend.close()
    },
  }
}

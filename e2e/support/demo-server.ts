import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, preview } from 'vite'
import { inject } from 'vitest'
import { demoConfig, fromRoot } from '../../demo/demo-config'
import type { EmbeddedBackend } from '../../src/server'

/** A running demo: its origin, the backend behind it (for the few things a test sets up directly), and stop. */
export interface DemoServer {
  url: string
  backend: EmbeddedBackend
  stop(): Promise<void>
}

/**
 * Serves the built demo on 127.0.0.1 (a free port) with the embedded backend and the management emulator,
 * on a fresh temporary database seeded with the demo data. Vite's own output is kept quiet: its banner
 * would print the emulator's dev key.
 */
export async function startDemo(): Promise<DemoServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'orgkit-e2e-data-'))
  let ready: (backend: EmbeddedBackend) => void = () => undefined
  const backendReady = new Promise<EmbeddedBackend>((resolve) => (ready = resolve))
  const logger = createLogger('warn')
  const server = await preview({
    ...demoConfig({
      dataDir,
      cacheDir: fromRoot('.orgkit-data/cache'),
      passwordHasher: 'fast',
      logLevel: 'error',
      onReady: (backend) => ready(backend),
    }),
    configFile: false,
    customLogger: logger,
    build: { outDir: inject('demoDist') },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  })
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) throw new Error('the preview server did not report its URL')
  const backend = await backendReady
  return {
    url,
    backend,
    async stop() {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { demoConfig } from '../../demo/demo-config'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built demo app, served by each test file's own preview server. */
    demoDist: string
  }
}

/** Builds the demo once for the whole run; every test file serves it with its own backend. */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'orgkit-e2e-dist-'))
  const started = Date.now()
  await build({ ...demoConfig({}), configFile: false, logLevel: 'error', build: { outDir, emptyOutDir: true } })
  console.log(`e2e: demo built in ${Date.now() - started} ms`)
  project.provide('demoDist', outDir)
  return () => rm(outDir, { recursive: true, force: true })
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createServer, preview } from 'vite'
import { orgkitDevServer } from '../../src/server'
import type { EmbeddedBackend } from '../../src/server'
import { expectDefined } from '../contract/expect-defined'
import { TEST_CACHE_DIR } from '../contract/real/shared-backend'

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'orgkit-vite-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title><p>hello</p>')
})

afterAll(() => rm(root, { recursive: true, force: true }))

/** The plugin with an extra mount (the extension point the management emulator uses). */
function plugin(onReady: (backend: EmbeddedBackend) => void) {
  return orgkitDevServer({
    cacheDir: TEST_CACHE_DIR,
    passwordHasher: 'fast',
    logLevel: 'silent',
    seed: { users: [{ email: 'dev@example.com', name: 'Dev', password: 'dev-password-1' }] },
    mounts: (backend) => [
      {
        basePath: '/api/v2',
        handler: () =>
          Promise.resolve(Response.json({ extra: true, limit: backend.getPluginConfig().membership_limit })),
      },
    ],
    onReady,
  })
}

/** The first local URL a listening Vite server prints, without its trailing slash. */
function localUrl(urls: { local: string[] } | null): string {
  return expectDefined(urls?.local[0], 'a local URL of the listening server').replace(/\/$/, '')
}

async function checkServing(url: string) {
  const session = await fetch(`${url}/api/auth/get-session`)
  expect(session.status).toBe(200)
  expect(await session.json()).toBeNull()
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'dev@example.com', password: 'dev-password-1' }),
  })
  expect(signIn.status).toBe(200)
  expect(await (await fetch(`${url}/api/dev/mailbox`)).json()).toEqual({ messages: [] })
  expect(await (await fetch(`${url}/api/v2/projects`)).json()).toEqual({ extra: true, limit: 100 })
  expect(await (await fetch(`${url}/`)).text()).toContain('hello')
}

describe('orgkitDevServer', () => {
  it('mounts the backend, the mailbox and extra mounts in the dev server, and closes with it', async () => {
    const onReady = vi.fn()
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0 },
      plugins: [plugin(onReady)],
    })
    await server.listen()
    try {
      const url = localUrl(server.resolvedUrls)
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      await checkServing(url)
      await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(1))
    } finally {
      await server.close()
    }
  })

  it('does the same in the preview server', async () => {
    const server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: root },
      preview: { host: '127.0.0.1', port: 0 },
      plugins: [plugin(() => undefined)],
    })
    try {
      await checkServing(localUrl(server.resolvedUrls))
    } finally {
      await server.close()
    }
  })
})

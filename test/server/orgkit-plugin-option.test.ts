import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEmbeddedBackend } from '../../src/server'
import type { EmbeddedBackend } from '../../src/server'
import { TEST_CACHE_DIR } from '../contract/real/shared-backend'

// `orgkitPlugin: false` serves stock Better Auth (as Neon Auth does): the kit's routes are not there. The same
// request to a default backend reaches the kit's plugin, so each expectation can fail.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

const started: { backend: EmbeddedBackend; server: { url: string; close(): Promise<void> } }[] = []

async function start(orgkitPlugin: boolean | undefined) {
  const backend = await createEmbeddedBackend({
    cacheDir: TEST_CACHE_DIR,
    passwordHasher: 'fast',
    logLevel: 'silent',
    ...(orgkitPlugin === undefined ? {} : { orgkitPlugin }),
  })
  const server = await backend.listen(0)
  started.push({ backend, server })
  return server.url
}

let withPlugin: string
let withoutPlugin: string

beforeAll(async () => {
  withPlugin = await start(undefined)
  withoutPlugin = await start(false)
})

afterAll(async () => {
  for (const { backend, server } of started) {
    await server.close()
    await backend.close()
  }
})

const preview = (origin: string) => fetch(`${origin}/api/auth/orgkit/invitation-preview?id=no-such-invitation`)

describe('the embedded backend’s orgkitPlugin option', () => {
  it('runs the kit’s plugin by default: its preview route answers INVITATION_NOT_FOUND for an unknown id', async () => {
    const response = await preview(withPlugin)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('INVITATION_NOT_FOUND')
  })

  it('leaves it out with false: the route does not exist, the organization plugin still answers', async () => {
    const response = await preview(withoutPlugin)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('INVITATION_NOT_FOUND')
    // Signed out, the organization plugin's own route is there and refuses (401), rather than missing (404).
    expect((await fetch(`${withoutPlugin}/api/auth/organization/list`)).status).toBe(401)
  })
})

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger, createServer } from 'vite'
import type { ViteDevServer } from 'vite'
import { createManagementClient } from '../../src/management/client/create-management-client'
import { orgkitDevServer } from '../../src/server'
import type { EmbeddedBackend } from '../../src/server'
import { expectDefined } from '../contract/expect-defined'
import { TEST_CACHE_DIR } from '../contract/real/shared-backend'

let root: string
// Undefined when beforeAll failed before the server existed.
let server: ViteDevServer | undefined
let url: string
let backend: EmbeddedBackend
const printed: string[] = []

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'orgkit-vite-management-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>')
  const logger = createLogger('info')
  logger.info = (message) => void printed.push(message)
  let ready: (b: EmbeddedBackend) => void = () => undefined
  const started = new Promise<EmbeddedBackend>((resolve) => (ready = resolve))
  const devServer = await createServer({
    root,
    configFile: false,
    customLogger: logger,
    server: { host: '127.0.0.1', port: 0 },
    plugins: [
      orgkitDevServer({
        cacheDir: TEST_CACHE_DIR,
        passwordHasher: 'fast',
        logLevel: 'silent',
        onReady: (b) => ready(b),
      }),
    ],
  })
  server = devServer
  await devServer.listen()
  url = expectDefined(devServer.resolvedUrls?.local[0], 'a local URL of the dev server').replace(/\/$/, '')
  backend = await started
}, 60_000)

afterAll(async () => {
  await server?.close()
  await rm(root, { recursive: true, force: true })
})

const pluginsPath = '/api/v2/projects/orgkit-dev/branches/br-orgkit-dev-main/auth/plugins'

describe('orgkitDevServer: the management API emulator', () => {
  it('prints where it is, the demo project and branch, and the dev key', () => {
    const banner = printed.join('\n')
    expect(banner).toContain(`management API emulator: ${url}/api/v2`)
    expect(banner).toContain('project orgkit-dev, branch br-orgkit-dev-main')
    expect(banner).toMatch(/dev API key \(.*\): orgkit_dev_[0-9a-f]{64}/)
  })

  it('tells the browser the base URL and ids, never the key', async () => {
    const response = await fetch(`${url}/api/dev/management`)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ baseUrl: '/api/v2', projectId: 'orgkit-dev', branchId: 'br-orgkit-dev-main' })
    expect(text).not.toContain('orgkit_dev_')
  })

  it('adds the dev key to the app’s own (same-origin) requests only', async () => {
    const sameOrigin = await fetch(`${url}${pluginsPath}`, {
      headers: { authorization: 'Bearer unused', 'sec-fetch-site': 'same-origin' },
    })
    expect(sameOrigin.status).toBe(200)
    const crossSite = await fetch(`${url}${pluginsPath}`, {
      headers: { authorization: 'Bearer unused', 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(401)
    expect((await fetch(`${url}${pluginsPath}`)).status).toBe(401)
  })

  it('drives the embedded backend’s plugin configuration; scripts use the printed key', async () => {
    const key = /orgkit_dev_[0-9a-f]{64}/.exec(printed.join('\n'))?.[0] ?? ''
    const management = createManagementClient({ apiKey: key, baseUrl: `${url}/api/v2` })
    const listOrganizations = () => fetch(`${url}/api/auth/organization/list`)
    expect((await listOrganizations()).status).toBe(401) // signed out, but the routes exist
    await management.updateOrganizationPlugin('orgkit-dev', 'br-orgkit-dev-main', {
      enabled: false,
      membership_limit: 12,
    })
    expect(backend.getPluginConfig()).toMatchObject({ enabled: false, membership_limit: 12 })
    expect((await listOrganizations()).status).toBe(404) // a server without the plugin
    await management.updateOrganizationPlugin('orgkit-dev', 'br-orgkit-dev-main', { enabled: true })
    expect((await listOrganizations()).status).toBe(401)
    expect((await management.getAuthPlugins('orgkit-dev', 'br-orgkit-dev-main')).organization).toEqual(
      backend.getPluginConfig(),
    )
  })
})

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

const PASSWORD = 'dev-server-password-1'

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
        seed: {
          users: [
            { email: 'owner@example.com', name: 'Owner', password: PASSWORD },
            { email: 'member@example.com', name: 'Member', password: PASSWORD },
          ],
          organizations: [
            {
              name: 'Acme Inc',
              slug: 'acme',
              members: [
                { email: 'owner@example.com', role: 'owner' },
                { email: 'member@example.com', role: 'member' },
              ],
            },
          ],
        },
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

/** Signs in over HTTP, as the app's sign-in page does; returns the session cookie to send. */
async function signIn(email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

describe('orgkitDevServer: the management API emulator', () => {
  it('prints where it is, the demo project and branch, and the token for scripts, once', () => {
    const banner = printed.join('\n')
    expect(banner).toContain(`management API emulator: ${url}/api/v2`)
    expect(banner).toContain('project orgkit-dev, branch br-orgkit-dev-main')
    expect(banner).toMatch(/token for scripts \(send it as Authorization: Bearer <token>\): orgkit_dev_[0-9a-f]{64}/)
    expect(banner.match(/orgkit_dev_[0-9a-f]{64}/g)).toHaveLength(1)
  })

  it('tells the browser the base URL and ids, never the key', async () => {
    const response = await fetch(`${url}/api/dev/management`)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ baseUrl: '/api/v2', projectId: 'orgkit-dev', branchId: 'br-orgkit-dev-main' })
    expect(text).not.toContain('orgkit_dev_')
  })

  it('lets the app’s owner in from the app’s own origin, and no one else: a header alone grants nothing', async () => {
    const owner = await signIn('owner@example.com')
    const member = await signIn('member@example.com')
    const patch = (headers: Record<string, string>) =>
      fetch(`${url}${pluginsPath}/organization`, {
        method: 'PATCH',
        headers: { authorization: 'Bearer unused', 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ membership_limit: 9 }),
      })
    const before = backend.getPluginConfig()
    const refusals = [
      [await patch({ 'sec-fetch-site': 'same-origin' }), 401], // a local process forging the header
      [await patch({ cookie: owner, origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }), 403],
      [await patch({ cookie: member, origin: url, 'sec-fetch-site': 'same-origin' }), 403],
    ] as const
    for (const [response, status] of refusals) {
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({
        code: expect.any(String) as unknown,
        message: expect.any(String) as unknown,
      })
    }
    expect(backend.getPluginConfig()).toEqual(before)
    // The member's page still reads the configuration the app needs.
    expect(
      (await fetch(`${url}${pluginsPath}`, { headers: { cookie: member, 'sec-fetch-site': 'same-origin' } })).status,
    ).toBe(200)

    expect((await patch({ cookie: owner, origin: url, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect(backend.getPluginConfig().membership_limit).toBe(9)
  })

  it('drives the embedded backend’s plugin configuration; scripts use the printed token', async () => {
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isOrgKitError } from '../../src/core/org-kit-error'
import type { Transport } from '../../src/core/transport'
import { createBetterAuthFetchTransport } from '../../src/index'
import { createManagementClient } from '../../src/management/client/create-management-client'
import type { ManagementClient } from '../../src/management/client/management-client'
import { createManagementEmulator } from '../../src/server/management-emulator/create-management-emulator'
import type { EmbeddedBackend, ManagementEmulator } from '../../src/server'
import { expectDefined } from '../contract/expect-defined'
import { CookieJar, createJarFetch } from '../contract/real/cookie-jar'
import { createTestBackend, TEST_ORIGIN } from '../contract/real/shared-backend'

const KEY = 'napi_e2e_key_0123456789abcdef0123456789abcdef'
const PROJECT = 'e2e-project'
const BRANCH = 'br-e2e-main'

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (isOrgKitError(error)) return error.code
    throw error
  }
  return 'OK'
}

// The whole path of a plugin setting: management API (emulator) → onPluginConfigChange → the real Better
// Auth server (embedded backend) → the kit's fetch transport of a signed-in user.
describe('plugin configuration end to end: management API → Better Auth → transport', () => {
  // Undefined until beforeAll has started it (and if it failed to).
  let backend: EmbeddedBackend | undefined
  const runningBackend = () => expectDefined(backend, 'the backend started in beforeAll')
  let emulator: ManagementEmulator
  let management: ManagementClient
  let transport: Transport

  beforeAll(async () => {
    const started = await createTestBackend()
    backend = started
    emulator = createManagementEmulator({
      apiKey: KEY,
      projects: [
        {
          id: PROJECT,
          name: 'e2e',
          branches: [{ id: BRANCH, name: 'main', default: true, organization: started.getPluginConfig() }],
        },
      ],
      onPluginConfigChange: (_projectId, _branchId, config) => {
        started.setPluginConfig(config)
      },
    })
    management = createManagementClient({
      apiKey: KEY,
      baseUrl: 'http://emulator.test/api/v2',
      fetch: async (input, init) => emulator.handler(new Request(input, init)),
    })
    const jar = new CookieJar()
    const fetch = createJarFetch((request) => started.handler(request), { origin: TEST_ORIGIN, jar: () => jar })
    const signUp = await fetch(`${TEST_ORIGIN}${started.basePath}/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'toggle@e2e.example.com', password: 'e2e-password-1', name: 'Toggle' }),
    })
    expect(signUp.status).toBe(200)
    transport = createBetterAuthFetchTransport({ baseURL: `${TEST_ORIGIN}${started.basePath}`, fetch })
  }, 60_000)

  afterAll(async () => {
    await backend?.close()
  })

  it('turns organizations off and on again through the management API', async () => {
    const acme = await transport.create({ name: 'Acme', slug: 'e2e-acme' })
    expect((await transport.list()).map((o) => o.id)).toEqual([acme.id])

    const off = await management.updateOrganizationPlugin(PROJECT, BRANCH, { enabled: false })
    expect(off.enabled).toBe(false)
    expect(runningBackend().getPluginConfig().enabled).toBe(false)
    expect(await codeOf(transport.list())).toBe('PLUGIN_DISABLED')
    expect(await codeOf(transport.create({ name: 'Globex', slug: 'e2e-globex' }))).toBe('PLUGIN_DISABLED')
    expect(await codeOf(transport.getFullOrganization({ query: { organizationId: acme.id } }))).toBe('PLUGIN_DISABLED')
    expect((await management.getAuthPlugins(PROJECT, BRANCH)).organization?.enabled).toBe(false)

    await management.updateOrganizationPlugin(PROJECT, BRANCH, { enabled: true })
    expect(runningBackend().getPluginConfig().enabled).toBe(true)
    expect((await transport.list()).map((o) => o.slug)).toEqual(['e2e-acme'])
    expect((await transport.getFullOrganization({ query: { organizationId: acme.id } }))?.name).toBe('Acme')
  })

  it('blocks the next create once organization_limit is lowered to the memberships held', async () => {
    const held = (await transport.list()).length
    expect(held).toBeGreaterThanOrEqual(1)
    await management.updateOrganizationPlugin(PROJECT, BRANCH, { organization_limit: held })
    expect(runningBackend().getPluginConfig().organization_limit).toBe(held)
    expect(await codeOf(transport.create({ name: 'Initech', slug: 'e2e-initech' }))).toBe(
      'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS',
    )
    expect((await transport.list()).length).toBe(held)

    await management.updateOrganizationPlugin(PROJECT, BRANCH, { organization_limit: held + 1 })
    expect(await codeOf(transport.create({ name: 'Initech', slug: 'e2e-initech' }))).toBe('OK')
    expect((await transport.list()).length).toBe(held + 1)
  })

  it('changes only the sent field on both sides; the next creator gets the new creator_role', async () => {
    await management.updateOrganizationPlugin(PROJECT, BRANCH, { organization_limit: 10 })
    const before = runningBackend().getPluginConfig()
    await management.updateOrganizationPlugin(PROJECT, BRANCH, { creator_role: 'admin' })
    expect(runningBackend().getPluginConfig()).toEqual({ ...before, creator_role: 'admin' })
    expect(emulator.getPluginConfig(PROJECT, BRANCH)).toEqual(runningBackend().getPluginConfig())
    const umbrella = await transport.create({ name: 'Umbrella', slug: 'e2e-umbrella' })
    expect((await transport.getActiveMemberRole({ query: { organizationId: umbrella.id } })).role).toEqual(['admin'])
  })
})

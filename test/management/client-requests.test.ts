import { describe, expect, it } from 'vitest'
import { isOrgKitError } from '../../src/core/org-kit-error'
import { createManagementClient } from '../../src/management/client/create-management-client'
import { isManagementApiError, ManagementApiError } from '../../src/management/client/management-api-error'
import { createHarness, everythingLoggable, TEST_API_KEY } from './support/harness'

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('management client: requests', () => {
  it('sends Accept and the bearer key on every request, Content-Type only with a body', async () => {
    const { client, emulator, seen } = createHarness()
    await client.getAuthPlugins(emulator.defaultProjectId, emulator.defaultBranchId)
    await client.updateOrganizationPlugin(emulator.defaultProjectId, emulator.defaultBranchId, { enabled: false })
    expect(seen).toHaveLength(2)
    for (const request of seen) {
      expect(request.headers.get('accept')).toBe('application/json')
      expect(request.headers.get('authorization')).toBe(`Bearer ${TEST_API_KEY}`)
    }
    expect(seen[0]?.headers.get('content-type')).toBeNull()
    expect(seen[1]?.headers.get('content-type')).toBe('application/json')
    expect(seen[1]?.url).toBe(
      `http://emulator.test/api/v2/projects/${emulator.defaultProjectId}/branches/${emulator.defaultBranchId}/auth/plugins/organization`,
    )
  })

  it('reads the plugin configurations: organization with its five fields, plus the other plugins', async () => {
    const { client, emulator } = createHarness()
    const plugins = await client.getAuthPlugins(emulator.defaultProjectId, emulator.defaultBranchId)
    expect(plugins.organization).toEqual({
      enabled: true,
      organization_limit: 10,
      membership_limit: 100,
      creator_role: 'owner',
      send_invitation_email: false,
    })
    expect(plugins.email_and_password?.enabled).toBe(true)
    expect(plugins.allow_localhost).toBe(true)
  })

  it('changes only the sent plugin fields and returns all five', async () => {
    const { client, emulator } = createHarness()
    const { defaultProjectId: project, defaultBranchId: branch } = emulator
    await client.updateOrganizationPlugin(project, branch, { organization_limit: 3 })
    const updated = await client.updateOrganizationPlugin(project, branch, { creator_role: 'admin' })
    expect(updated).toEqual({
      enabled: true,
      organization_limit: 3,
      membership_limit: 100,
      creator_role: 'admin',
      send_invitation_email: false,
    })
    expect(emulator.getPluginConfig(project, branch)).toEqual(updated)
  })

  it('validates a plugin patch before any request', async () => {
    const { client, emulator, seen } = createHarness()
    const bad = [{ organization_limit: 0 }, { creator_role: 'member' }, { enabled: 'yes' }, { allow_user_to_create_organization: true }]
    for (const patch of bad) {
      const error = await caught(
        // @ts-expect-error -- deliberately invalid input
        client.updateOrganizationPlugin(emulator.defaultProjectId, emulator.defaultBranchId, patch),
      )
      expect(isOrgKitError(error) && error.code === 'VALIDATION_ERROR' && error.status === 0).toBe(true)
    }
    const error = await caught(client.updateOrganizationPlugin('p', 'b', { membership_limit: 1.5 }))
    expect(isOrgKitError(error) ? error.field : undefined).toBe('membership_limit')
    expect(seen).toHaveLength(0)
  })

  it('creates a branch (201) with its operations, and reads an operation', async () => {
    const { client, emulator } = createHarness()
    const created = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'preview-1' } })
    expect(created.branch).toMatchObject({ name: 'preview-1', parent_id: emulator.defaultBranchId, default: false, current_state: 'init' })
    expect(created.operations).toHaveLength(1)
    const [operation] = created.operations
    expect(operation).toMatchObject({ action: 'create_branch', status: 'scheduling', branch_id: created.branch.id })
    const read = await client.getOperation(emulator.defaultProjectId, operation?.id ?? '')
    expect(read).toMatchObject({ id: operation?.id, project_id: emulator.defaultProjectId, failures_count: 0 })
  })

  it('surfaces a 409 as a typed error with the request id, without retrying', async () => {
    const { client, emulator } = createHarness()
    await client.createBranch(emulator.defaultProjectId, { branch: { name: 'dup' } })
    const error = await caught(client.createBranch(emulator.defaultProjectId, { branch: { name: 'dup' } }))
    expect(error).toBeInstanceOf(ManagementApiError)
    if (!isManagementApiError(error)) return
    const last = emulator.requests().at(-1)
    expect(last?.status).toBe(409)
    expect(error).toMatchObject({ status: 409, code: '', message: 'branch already exists', attempts: 1, method: 'POST' })
    expect(error.path).toBe(`/projects/${emulator.defaultProjectId}/branches`)
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(emulator.requests().filter((request) => request.status === 409)).toHaveLength(1)
  })

  it('takes the request id from the body when no header carries it', async () => {
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      rateLimits: false,
      fetch: async () => new Response(JSON.stringify({ request_id: 'req-body-1', code: 'X', message: 'nope' }), { status: 400 }),
    })
    const error = await caught(client.listProjects())
    expect(error).toMatchObject({ status: 400, code: 'X', message: 'nope', requestId: 'req-body-1' })
  })

  it('answers a wrong key with a 401 whose error never contains a key', async () => {
    const { makeClient } = createHarness()
    const wrongKey = 'napi_wrong_secret_value_9876543210'
    const error = await caught(makeClient({ apiKey: wrongKey }).listProjects())
    expect(error).toMatchObject({ status: 401, message: 'invalid API key' })
    expect(everythingLoggable(error)).not.toContain(wrongKey)
  })

  it('creates an org API key once; the token works as a key and is absent from later errors', async () => {
    const { client, emulator, makeClient } = createHarness()
    const created = await client.createOrgApiKey(emulator.orgId, { key_name: 'ci' })
    expect(created).toMatchObject({ id: 1, name: 'ci' })
    expect(created.key).toMatch(/^[0-9a-f]{64}$/)
    const other = makeClient({ apiKey: created.key })
    expect((await other.listProjects()).projects.map((project) => project.id)).toEqual([emulator.defaultProjectId])
    const error = await caught(other.createBranch('no-such-project', { branch: { name: 'x' } }))
    expect(error).toMatchObject({ status: 404 })
    expect(everythingLoggable(error)).not.toContain(created.key)
  })

  it('validates org API key input before any request', async () => {
    const { client, emulator, seen } = createHarness()
    for (const body of [{ key_name: '' }, { key_name: 'x'.repeat(65) }, {}]) {
      // @ts-expect-error -- deliberately invalid input for the empty object
      const error = await caught(client.createOrgApiKey(emulator.orgId, body))
      expect(isOrgKitError(error) ? error.field : undefined).toBe('key_name')
    }
    expect(seen).toHaveLength(0)
  })

  it('never quotes a body it cannot parse, even on a 200 (it may hold a new key)', async () => {
    const token = 'tok_fresh_secret_abcdef'
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      rateLimits: false,
      fetch: async () => new Response(`{"key":"${token}",`, { status: 200, headers: { 'x-request-id': 'r-1' } }),
    })
    const error = await caught(client.createOrgApiKey('org', { key_name: 'k' }))
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', requestId: 'r-1' })
    expect(everythingLoggable(error)).not.toContain(token)
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
  })

  it('redacts the key and bearer tokens a proxy echoes back', async () => {
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      rateLimits: false,
      fetch: async () =>
        new Response(JSON.stringify({ code: '', message: `bad header Authorization: Bearer ${TEST_API_KEY}; key ${TEST_API_KEY}` }), {
          status: 400,
        }),
    })
    const error = await caught(client.listProjects())
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
    expect((error as Error).message).toBe('bad header Authorization: Bearer [redacted]; key [redacted]')
  })

  it('turns a network failure into NETWORK_ERROR (status 0), without the key', async () => {
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      rateLimits: false,
      fetch: async () => {
        throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED, sent ${TEST_API_KEY}`) })
      },
    })
    const error = await caught(client.getOperation('p', 'o'))
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', attempts: 1 })
    expect((error as Error).message).toContain('ECONNREFUSED')
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
  })

  it('works against a relative base URL (the browser talking to its own proxy)', async () => {
    const urls: string[] = []
    const client = createManagementClient({
      apiKey: 'unused',
      baseUrl: '/api/v2/',
      rateLimits: false,
      fetch: async (input) => {
        urls.push(String(input))
        return new Response(JSON.stringify({ projects: [], applications: {}, integrations: {} }))
      },
    })
    await client.listProjects({ limit: 5, cursor: 'a b' })
    expect(urls).toEqual(['/api/v2/projects?limit=5&cursor=a+b'])
  })

  it('defaults to the production base URL and encodes path parameters', async () => {
    const urls: string[] = []
    const client = createManagementClient({
      apiKey: 'k',
      rateLimits: false,
      fetch: async (input) => {
        urls.push(String(input))
        return new Response(JSON.stringify({ operation: {} }))
      },
    })
    await client.getOperation('p/1', 'o?x')
    expect(urls).toEqual(['https://console.neon.tech/api/v2/projects/p%2F1/operations/o%3Fx'])
  })
})

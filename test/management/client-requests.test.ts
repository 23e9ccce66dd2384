import { describe, expect, it } from 'vitest'
import { isOrgKitError } from '../../src/core/org-kit-error'
import { createManagementClient } from '../../src/management/client/create-management-client'
import { createHarness, everythingLoggable, TEST_API_KEY } from './support/harness'
import { rejectionOf } from '../support/rejection-of'

/** The URL a fetch was called with, whichever form it came in. */
const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url

describe('management client: requests', () => {
  it('sends the bearer key on every request and no Cookie, Content-Type only with a body', async () => {
    const { client, emulator, seen } = createHarness()
    await client.getAuthPlugins(emulator.defaultProjectId, emulator.defaultBranchId)
    await client.updateOrganizationPlugin(emulator.defaultProjectId, emulator.defaultBranchId, { enabled: false })
    expect(seen).toHaveLength(2)
    for (const request of seen) {
      expect(request.headers.get('authorization')).toBe(`Bearer ${TEST_API_KEY}`)
      // createNeonClient would also send the key as the spec's two cookie schemes; it goes in Authorization only.
      expect(request.headers.get('cookie')).toBeNull()
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
    const bad = [
      { organization_limit: 0 },
      { creator_role: 'member' },
      { enabled: 'yes' },
      { allow_user_to_create_organization: true },
    ]
    for (const patch of bad) {
      const error = await rejectionOf(
        // @ts-expect-error -- deliberately invalid input
        client.updateOrganizationPlugin(emulator.defaultProjectId, emulator.defaultBranchId, patch),
      )
      expect(isOrgKitError(error) && error.code === 'VALIDATION_ERROR' && error.status === 0).toBe(true)
    }
    const error = await rejectionOf(client.updateOrganizationPlugin('p', 'b', { membership_limit: 1.5 }))
    expect(isOrgKitError(error) ? error.field : undefined).toBe('membership_limit')
    expect(seen).toHaveLength(0)
  })

  it('creates a branch (201) with its operations, and reads an operation', async () => {
    const { client, emulator } = createHarness()
    const created = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'preview-1' } })
    expect(created.branch).toMatchObject({
      name: 'preview-1',
      parent_id: emulator.defaultBranchId,
      default: false,
      current_state: 'init',
    })
    expect(created.operations).toHaveLength(1)
    const [operation] = created.operations
    expect(operation).toMatchObject({ action: 'create_branch', status: 'scheduling', branch_id: created.branch.id })
    const read = await client.getOperation(emulator.defaultProjectId, operation?.id ?? '')
    expect(read).toMatchObject({ id: operation?.id, project_id: emulator.defaultProjectId, failures_count: 0 })
  })

  it('creates an org API key once; the token works as a key and is absent from later errors', async () => {
    const { client, emulator, makeClient } = createHarness()
    const created = await client.createOrgApiKey(emulator.orgId, { key_name: 'ci' })
    expect(created).toMatchObject({ id: 1, name: 'ci' })
    expect(created.key).toMatch(/^[0-9a-f]{64}$/)
    const other = makeClient({ apiKey: created.key })
    expect((await other.listProjects()).projects.map((project) => project.id)).toEqual([emulator.defaultProjectId])
    const error = await rejectionOf(other.createBranch('no-such-project', { branch: { name: 'x' } }))
    expect(error).toMatchObject({ status: 404 })
    expect(everythingLoggable(error)).not.toContain(created.key)
  })

  it('validates org API key input before any request', async () => {
    const { client, emulator, seen } = createHarness()
    for (const body of [{ key_name: 'x'.repeat(65) }, {}]) {
      // @ts-expect-error -- deliberately invalid input for the empty object
      const error = await rejectionOf(client.createOrgApiKey(emulator.orgId, body))
      expect(isOrgKitError(error) ? error.field : undefined).toBe('key_name')
    }
    expect(seen).toHaveLength(0)
  })

  // A relative base (`/api/v2`, the browser talking to its own proxy) is resolved against the page by the
  // browser's `Request`; Node's has no page to resolve it against, so the demo's /admin page covers it (e2e).
  it('joins a base URL that ends in a slash, and serializes the query', async () => {
    const urls: string[] = []
    const client = createManagementClient({
      apiKey: 'unused',
      baseUrl: 'https://app.example/api/v2/',
      rateLimits: false,
      fetch: (input) => {
        urls.push(urlOf(input))
        return Promise.resolve(new Response(JSON.stringify({ projects: [], applications: {}, integrations: {} })))
      },
    })
    await client.listProjects({ limit: 5, cursor: 'a b' })
    expect(urls).toEqual(['https://app.example/api/v2/projects?limit=5&cursor=a%20b'])
  })

  it('defaults to the production base URL and encodes path parameters', async () => {
    const urls: string[] = []
    const client = createManagementClient({
      apiKey: 'k',
      rateLimits: false,
      fetch: (input) => {
        urls.push(urlOf(input))
        return Promise.resolve(new Response(JSON.stringify({ operation: {} })))
      },
    })
    await client.getOperation('p/1', 'o?x')
    expect(urls).toEqual(['https://console.neon.tech/api/v2/projects/p%2F1/operations/o%3Fx'])
  })
})

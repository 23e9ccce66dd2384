import { describe, expect, it, vi } from 'vitest'
import { createManagementEmulator } from '../../src/server/management-emulator/create-management-emulator'
import { call } from './support/emulator-call'
import { FakeClock } from './support/fake-clock'
import { TEST_API_KEY } from './support/harness'

const make = (options: Parameters<typeof createManagementEmulator>[0] = {}) =>
  createManagementEmulator({ apiKey: TEST_API_KEY, clock: new FakeClock(), ...options })

describe('management emulator: branches', () => {
  it('answers 409 on a duplicate branch name in the same project', async () => {
    const emulator = make()
    const path = `/projects/${emulator.defaultProjectId}/branches`
    expect((await call(emulator, 'POST', path, { body: { branch: { name: 'feature' } } })).status).toBe(201)
    const duplicate = await call(emulator, 'POST', path, { body: { branch: { name: 'feature' } } })
    expect(duplicate).toMatchObject({ status: 409, body: { code: '', message: 'branch already exists' } })
    expect((await call(emulator, 'POST', path, { body: { branch: { name: 'main' } } })).status).toBe(409)
  })

  it('creates a branch without a body: auto name, default parent, no compute', async () => {
    const emulator = make()
    const created = await call(emulator, 'POST', `/projects/${emulator.defaultProjectId}/branches`)
    expect(created.status).toBe(201)
    const branch = created.body.branch as { id: string; name: string; parent_id: string }
    expect(branch.name).toBe(branch.id)
    expect(branch.parent_id).toBe(emulator.defaultBranchId)
    expect(created.body).toMatchObject({ endpoints: [], roles: [expect.any(Object)], databases: [expect.any(Object)] })
  })

  it('refuses a second read_write endpoint and an unknown parent', async () => {
    const emulator = make()
    const path = `/projects/${emulator.defaultProjectId}/branches`
    const two = await call(emulator, 'POST', path, {
      body: { endpoints: [{ type: 'read_write' }, { type: 'read_write' }] },
    })
    expect(two.status).toBe(400)
    expect((await call(emulator, 'POST', path, { body: { branch: { parent_id: 'br-nope' } } })).status).toBe(404)
  })

  it('refuses to delete the default branch, or a branch with children until they are gone', async () => {
    const emulator = make()
    const project = emulator.defaultProjectId
    const parent = (
      await call(emulator, 'POST', `/projects/${project}/branches`, { body: { branch: { name: 'parent' } } })
    ).body.branch as { id: string }
    const child = (
      await call(emulator, 'POST', `/projects/${project}/branches`, {
        body: { branch: { name: 'child', parent_id: parent.id } },
      })
    ).body.branch as { id: string }
    const refusedDefault = await call(emulator, 'DELETE', `/projects/${project}/branches/${emulator.defaultBranchId}`)
    expect(refusedDefault).toMatchObject({
      status: 400,
      body: { code: '', message: 'cannot delete the default branch of a project' },
    })
    const refusedParent = await call(emulator, 'DELETE', `/projects/${project}/branches/${parent.id}`)
    expect(refusedParent).toMatchObject({
      status: 400,
      body: { code: '', message: 'branch has child branches; delete them first' },
    })
    const deletedChild = await call(emulator, 'DELETE', `/projects/${project}/branches/${child.id}`)
    expect(deletedChild.status).toBe(200)
    expect(deletedChild.body.operations).toEqual([
      expect.objectContaining({ action: 'delete_timeline', status: 'scheduling' }),
    ])
    expect((await call(emulator, 'DELETE', `/projects/${project}/branches/${parent.id}`)).status).toBe(200)
    expect((await call(emulator, 'DELETE', `/projects/${project}/branches/${parent.id}`)).status).toBe(404)
    expect(emulator.listBranches(project).map((branch) => branch.name)).toEqual(['main'])
  })

  it('answers 423 while operations run, when asked to lock', async () => {
    const clock = new FakeClock()
    const emulator = make({ clock, lockWhileOperationsRun: true })
    const path = `/projects/${emulator.defaultProjectId}/branches`
    expect((await call(emulator, 'POST', path, { body: { branch: { name: 'a' } } })).status).toBe(201)
    expect((await call(emulator, 'POST', path, { body: { branch: { name: 'b' } } })).status).toBe(423)
    await clock.advance(1_600)
    expect((await call(emulator, 'POST', path, { body: { branch: { name: 'b' } } })).status).toBe(201)
  })

  it('reads operations of its own project only', async () => {
    const emulator = make({
      projects: [
        { id: 'one', name: 'One' },
        { id: 'two', name: 'Two' },
      ],
    })
    const created = await call(emulator, 'POST', '/projects/one/branches')
    const [operation] = created.body.operations as { id: string }[]
    expect((await call(emulator, 'GET', `/projects/one/operations/${operation?.id}`)).status).toBe(200)
    expect((await call(emulator, 'GET', `/projects/two/operations/${operation?.id}`)).status).toBe(404)
  })
})

describe('management emulator: organization plugin configuration', () => {
  const seeded = () =>
    make({
      projects: [
        {
          id: 'p1',
          name: 'P1',
          branches: [
            { id: 'br-main', name: 'main', default: true },
            { id: 'br-strict', name: 'strict', organization: { organization_limit: 1, creator_role: 'admin' } },
          ],
        },
      ],
    })

  it('starts each branch from its seed, with defaults for what the seed leaves out', async () => {
    const emulator = seeded()
    expect(emulator.getPluginConfig('p1', 'br-strict')).toEqual({
      enabled: true,
      organization_limit: 1,
      membership_limit: 100,
      creator_role: 'admin',
      send_invitation_email: false,
    })
    const plugins = await call(emulator, 'GET', '/projects/p1/branches/br-strict/auth/plugins')
    expect(plugins.body.organization).toEqual(emulator.getPluginConfig('p1', 'br-strict'))
    expect(Object.keys(plugins.body)).toEqual(
      expect.arrayContaining(['email_and_password', 'email_provider', 'oauth_providers']),
    )
    expect((await call(emulator, 'GET', '/projects/p1/branches/br-nope/auth/plugins')).status).toBe(404)
  })

  it('validates a PATCH: limits >= 1, known roles, booleans, a JSON object', async () => {
    const emulator = seeded()
    const path = '/projects/p1/branches/br-main/auth/plugins/organization'
    for (const body of [
      { organization_limit: 0 },
      { membership_limit: -1 },
      { creator_role: 'member' },
      { enabled: 1 },
      'x',
      null,
    ]) {
      const response = await call(emulator, 'PATCH', path, { body })
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(/^invalid request: /)
    }
    expect(emulator.getPluginConfig('p1', 'br-main')?.organization_limit).toBe(10)
  })

  it('calls onPluginConfigChange with the full config before answering', async () => {
    const events: string[] = []
    const onPluginConfigChange = vi.fn(async (projectId: string, branchId: string, config: { enabled: boolean }) => {
      await Promise.resolve()
      events.push(`change ${projectId}/${branchId} enabled=${config.enabled}`)
    })
    const emulator = createManagementEmulator({ apiKey: TEST_API_KEY, onPluginConfigChange })
    const path = `/projects/${emulator.defaultProjectId}/branches/${emulator.defaultBranchId}/auth/plugins/organization`
    const response = await call(emulator, 'PATCH', path, { body: { enabled: false } })
    events.push('answered')
    expect(response.body).toEqual({
      enabled: false,
      organization_limit: 10,
      membership_limit: 100,
      creator_role: 'owner',
      send_invitation_email: false,
    })
    expect(onPluginConfigChange).toHaveBeenCalledWith(
      emulator.defaultProjectId,
      emulator.defaultBranchId,
      response.body,
    )
    expect(events).toEqual([
      `change ${emulator.defaultProjectId}/${emulator.defaultBranchId} enabled=false`,
      'answered',
    ])
  })

  it('rolls the change back and answers 500 when onPluginConfigChange throws', async () => {
    const emulator = createManagementEmulator({
      apiKey: TEST_API_KEY,
      onPluginConfigChange: () => {
        throw new Error('backend down')
      },
    })
    const path = `/projects/${emulator.defaultProjectId}/branches/${emulator.defaultBranchId}/auth/plugins/organization`
    const response = await call(emulator, 'PATCH', path, { body: { membership_limit: 5 } })
    expect(response).toMatchObject({ status: 500, body: { code: '' } })
    expect(JSON.stringify(response.body)).not.toContain('backend down')
    expect(emulator.getPluginConfig(emulator.defaultProjectId, emulator.defaultBranchId)?.membership_limit).toBe(100)
  })

  it('gives a new branch a copy of its parent configuration', async () => {
    const emulator = seeded()
    const created = await call(emulator, 'POST', '/projects/p1/branches', {
      body: { branch: { name: 'copy', parent_id: 'br-strict' } },
    })
    const id = (created.body.branch as { id: string }).id
    expect(emulator.getPluginConfig('p1', id)).toEqual(emulator.getPluginConfig('p1', 'br-strict'))
  })
})

describe('management emulator: org API keys', () => {
  it('creates a key (200) that is then accepted, scoped to a project when asked', async () => {
    const emulator = make({
      projects: [
        { id: 'one', name: 'One' },
        { id: 'two', name: 'Two' },
      ],
    })
    const created = await call(emulator, 'POST', `/organizations/${emulator.orgId}/api_keys`, {
      body: { key_name: 'ci', project_id: 'two' },
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ id: 1, name: 'ci', project_id: 'two' })
    expect(created.body.created_by).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    const key = String(created.body.key)
    const listed = await call(emulator, 'GET', '/projects', { key })
    expect((listed.body.projects as { id: string }[]).map((project) => project.id)).toEqual(['two'])
    expect((await call(emulator, 'GET', '/projects/one', { key })).status).toBe(404)
    expect(
      (await call(emulator, 'POST', `/organizations/${emulator.orgId}/api_keys`, { key, body: { key_name: 'x' } }))
        .status,
    ).toBe(403)
  })

  it('validates the key name, the organization and the project', async () => {
    const emulator = make()
    const path = `/organizations/${emulator.orgId}/api_keys`
    expect((await call(emulator, 'POST', path, { body: {} })).body.message).toContain('key_name (field required)')
    expect((await call(emulator, 'POST', path, { body: { key_name: 'x'.repeat(65) } })).status).toBe(400)
    expect((await call(emulator, 'POST', path, { body: { key_name: 'k', project_id: 'nope' } })).status).toBe(404)
    expect(
      (await call(emulator, 'POST', '/organizations/org-other/api_keys', { body: { key_name: 'k' } })).status,
    ).toBe(404)
  })
})

import { describe, expect, it } from 'vitest'
import { isOrgKitError } from '../../src/core/org-kit-error'
import { rejectionOf } from '../support/rejection-of'
import { createHarness } from './support/harness'

// The client's own checks match the API's bounds: what it refuses before sending is what the API
// refuses, and what the API takes goes through (to the emulator, which enforces the same bounds).

const fieldOf = (error: unknown) =>
  isOrgKitError(error) && error.code === 'VALIDATION_ERROR' && error.status === 0 ? error.field : undefined

describe('management client: input bounds', () => {
  it('plugin limits: 2147483647 sent and taken; 2147483648 refused before any request', async () => {
    const { client, emulator, seen } = createHarness()
    const { defaultProjectId: project, defaultBranchId: branch } = emulator
    for (const field of ['organization_limit', 'membership_limit'] as const) {
      expect(await client.updateOrganizationPlugin(project, branch, { [field]: 2_147_483_647 })).toMatchObject({
        [field]: 2_147_483_647,
      })
      const sent = seen.length
      expect(fieldOf(await rejectionOf(client.updateOrganizationPlugin(project, branch, { [field]: 2 ** 31 })))).toBe(
        field,
      )
      expect(seen).toHaveLength(sent)
    }
  })

  it('org API key names: empty and 64 emoji go through; 65 characters refused; project_id an id', async () => {
    const { client, emulator, seen } = createHarness()
    expect(await client.createOrgApiKey(emulator.orgId, { key_name: '' })).toMatchObject({ name: '' })
    const long = '🦊'.repeat(64)
    expect(await client.createOrgApiKey(emulator.orgId, { key_name: long })).toMatchObject({ name: long })
    const sent = seen.length
    expect(fieldOf(await rejectionOf(client.createOrgApiKey(emulator.orgId, { key_name: '🦊'.repeat(65) })))).toBe(
      'key_name',
    )
    const scoped = { key_name: 'k', project_id: 'Orgkit-Dev' }
    expect(fieldOf(await rejectionOf(client.createOrgApiKey(emulator.orgId, scoped)))).toBe('project_id')
    expect(seen).toHaveLength(sent)
  })

  it('project lists: limit 1 to 400 and org_id an id, checked before any request', async () => {
    const { client, emulator, seen } = createHarness()
    expect((await client.listProjects({ limit: 400, org_id: emulator.orgId })).projects).toHaveLength(1)
    const sent = seen.length
    expect(fieldOf(await rejectionOf(client.listProjects({ limit: 401 })))).toBe('limit')
    expect(fieldOf(await rejectionOf(client.listProjects({ org_id: 'Org' })))).toBe('org_id')
    expect(seen).toHaveLength(sent)
  })
})

import { describe, expect, it } from 'vitest'
import { createManagementEmulator } from '../../src/server/management-emulator/create-management-emulator'
import { call } from './support/emulator-call'
import { FakeClock } from './support/fake-clock'
import { TEST_API_KEY } from './support/harness'

// Every bound of the management API the emulator enforces, at its edge: the last accepted value is
// accepted and the first refused one is refused with the API's 400 body (../shared/reference/
// neon-management-api.md). Rate limits are off: these tests send many requests at one instant.

const make = () =>
  createManagementEmulator({
    apiKey: TEST_API_KEY,
    clock: new FakeClock(),
    rateLimits: false,
    orgId: 'org-bounds',
    projects: [{ id: 'p1', name: 'One', branches: [{ id: 'br-main', name: 'main', default: true }] }],
  })

const PLUGIN = '/projects/p1/branches/br-main/auth/plugins/organization'
const KEYS = '/organizations/org-bounds/api_keys'
const emoji = (count: number) => '🦊'.repeat(count)

/** A body sent exactly as written, so that `1.0` stays `1.0` on the wire. */
const rawJson = (text: string) => ({ raw: text, headers: { 'Content-Type': 'application/json' } })

describe('management emulator bounds: organization plugin PATCH', () => {
  for (const field of ['organization_limit', 'membership_limit'] as const) {
    it(`${field}: 1 and 2147483647 (int32) accepted; 0, -1 and 2147483648 refused`, async () => {
      const emulator = make()
      for (const value of [1, 2_147_483_647]) {
        const response = await call(emulator, 'PATCH', PLUGIN, { body: { [field]: value } })
        expect(response).toMatchObject({ status: 200, body: { [field]: value } })
      }
      for (const value of [0, -1, 2_147_483_648]) {
        const response = await call(emulator, 'PATCH', PLUGIN, { body: { [field]: value } })
        expect(response.status).toBe(400)
        expect(Object.keys(response.body).sort()).toEqual(['code', 'message', 'request_id'])
        expect(response.body).toMatchObject({ code: '' })
        expect(response.body.message).toMatch(
          new RegExp(`^invalid request: decode application/json: invalid: ${field} \\(.+\\)$`),
        )
      }
      expect(emulator.getPluginConfig('p1', 'br-main')?.[field]).toBe(2_147_483_647)
    })

    it(`${field}: fractions, strings, booleans, null and integers written 1.0 or 1e1 refused`, async () => {
      const emulator = make()
      for (const value of [1.5, '10', true, null]) {
        expect((await call(emulator, 'PATCH', PLUGIN, { body: { [field]: value } })).status).toBe(400)
      }
      for (const text of [`{"${field}": 1.0}`, `{"${field}": 1e1}`]) {
        const response = await call(emulator, 'PATCH', PLUGIN, rawJson(text))
        expect(response).toMatchObject({ status: 400, body: { code: '' } })
        expect(response.body.message).toBe(
          `invalid request: decode application/json: invalid: ${field} (must be an integer, written without a fraction or an exponent)`,
        )
      }
      expect((await call(emulator, 'PATCH', PLUGIN, rawJson(`{"${field}": 7}`))).status).toBe(200)
    })
  }

  it('creator_role: admin and owner accepted; member, Owner, empty and numbers refused', async () => {
    const emulator = make()
    for (const role of ['admin', 'owner']) {
      expect(await call(emulator, 'PATCH', PLUGIN, { body: { creator_role: role } })).toMatchObject({
        status: 200,
        body: { creator_role: role },
      })
    }
    for (const role of ['member', 'Owner', '', 1]) {
      expect((await call(emulator, 'PATCH', PLUGIN, { body: { creator_role: role } })).status).toBe(400)
    }
  })

  it('enabled and send_invitation_email: true and false accepted; "true", 1 and null refused', async () => {
    const emulator = make()
    for (const field of ['enabled', 'send_invitation_email']) {
      for (const value of [true, false]) {
        expect((await call(emulator, 'PATCH', PLUGIN, { body: { [field]: value } })).status).toBe(200)
      }
      for (const value of ['true', 1, null]) {
        expect((await call(emulator, 'PATCH', PLUGIN, { body: { [field]: value } })).status).toBe(400)
      }
    }
  })

  it('ignores unknown fields, as the API does, and answers the five fields', async () => {
    const emulator = make()
    const response = await call(emulator, 'PATCH', PLUGIN, {
      body: { membership_limit: 5, teams: true, allow_user_to_create_organization: false },
    })
    expect(response).toMatchObject({ status: 200 })
    expect(response.body).toEqual({
      enabled: true,
      organization_limit: 10,
      membership_limit: 5,
      creator_role: 'owner',
      send_invitation_email: false,
    })
    expect((await call(emulator, 'PATCH', PLUGIN, { body: {} })).status).toBe(200)
  })

  it('requires a JSON object body, and refuses a bad body before looking the branch up', async () => {
    const emulator = make()
    for (const options of [{}, { body: [1] }, { body: 'x' }]) {
      expect(await call(emulator, 'PATCH', PLUGIN, options)).toMatchObject({
        status: 400,
        body: { code: '', message: 'invalid request: decode application/json: body must be a JSON object' },
      })
    }
    const elsewhere = '/projects/p1/branches/br-nope/auth/plugins/organization'
    expect((await call(emulator, 'PATCH', elsewhere, { body: { membership_limit: 0 } })).status).toBe(400)
    expect((await call(emulator, 'PATCH', elsewhere, { body: { membership_limit: 1 } })).status).toBe(404)
  })
})

describe('management emulator bounds: org API key creation', () => {
  it('key_name: empty, 64 characters and 64 emoji accepted; 65 of either refused', async () => {
    const emulator = make()
    for (const name of ['', 'k'.repeat(64), emoji(64)]) {
      expect(await call(emulator, 'POST', KEYS, { body: { key_name: name } })).toMatchObject({
        status: 200,
        body: { name },
      })
    }
    for (const name of ['k'.repeat(65), emoji(65)]) {
      expect(await call(emulator, 'POST', KEYS, { body: { key_name: name } })).toMatchObject({
        status: 400,
        body: {
          code: '',
          message: 'invalid request: decode application/json: invalid: key_name (must be at most 64 characters)',
        },
      })
    }
  })

  it('key_name: required, a string', async () => {
    const emulator = make()
    expect(await call(emulator, 'POST', KEYS, { body: { project_id: 'p1' } })).toMatchObject({
      status: 400,
      body: { code: '', message: 'invalid request: decode application/json: invalid: key_name (field required)' },
    })
    for (const name of [5, null, ['k']]) {
      expect((await call(emulator, 'POST', KEYS, { body: { key_name: name } })).status).toBe(400)
    }
  })

  it('project_id: an id (^[a-z0-9-]{1,60}$) accepted; upper case, empty and numbers refused; unknown fields ignored', async () => {
    const emulator = make()
    expect(await call(emulator, 'POST', KEYS, { body: { key_name: 'k', project_id: 'p1', note: 'x' } })).toMatchObject({
      status: 200,
      body: { project_id: 'p1' },
    })
    for (const projectId of ['P1', '', 1]) {
      expect((await call(emulator, 'POST', KEYS, { body: { key_name: 'k', project_id: projectId } })).status).toBe(400)
    }
    expect((await call(emulator, 'POST', KEYS, { body: { key_name: 'k', project_id: 'p2' } })).status).toBe(404)
  })

  it('refuses a bad body before looking the organization up', async () => {
    const emulator = make()
    expect((await call(emulator, 'POST', '/organizations/org-other/api_keys', { body: {} })).status).toBe(400)
    expect(
      (await call(emulator, 'POST', '/organizations/org-other/api_keys', { body: { key_name: 'k' } })).status,
    ).toBe(404)
  })
})

describe('management emulator bounds: path parameters', () => {
  it('project, branch and organization ids match ^[a-z0-9-]{1,60}$ (else 400, before any lookup)', async () => {
    const emulator = make()
    const refused = { status: 400, body: { code: '' } }
    expect(await call(emulator, 'GET', `/projects/${'p'.repeat(60)}`)).toMatchObject({ status: 404 })
    expect(await call(emulator, 'GET', `/projects/${'p'.repeat(61)}`)).toMatchObject(refused)
    expect(await call(emulator, 'GET', '/projects/P1')).toMatchObject({
      status: 400,
      body: { message: 'invalid request: path parameter "project_id": must match ^[a-z0-9-]{1,60}$' },
    })
    expect(await call(emulator, 'GET', '/projects/p_1')).toMatchObject(refused)
    expect(await call(emulator, 'GET', '/projects/p1/branches/BR-MAIN')).toMatchObject(refused)
    expect(await call(emulator, 'DELETE', '/projects/p1/branches/br.main')).toMatchObject(refused)
    expect(await call(emulator, 'GET', '/projects/p1/branches/br-main/auth/plugins')).toMatchObject({ status: 200 })
    expect(await call(emulator, 'GET', '/projects/p1/branches/br_main/auth/plugins')).toMatchObject(refused)
    expect(await call(emulator, 'POST', '/organizations/Org/api_keys', { body: { key_name: 'k' } })).toMatchObject(
      refused,
    )
  })

  it('operation_id is a UUID in any form the API parses (case, braces, urn:uuid:, no hyphens)', async () => {
    const emulator = make()
    const created = await call(emulator, 'POST', '/projects/p1/branches')
    const id = (created.body.operations as { id: string }[])[0]?.id ?? ''
    const hex = id.replaceAll('-', '')
    for (const form of [id, id.toUpperCase(), `{${id}}`, `urn:uuid:${id}`, `URN:UUID:${id}`, hex]) {
      const read = await call(emulator, 'GET', `/projects/p1/operations/${encodeURIComponent(form)}`)
      expect(read).toMatchObject({ status: 200, body: { operation: { id } } })
    }
    for (const form of ['not-a-uuid', id.slice(0, -1), `${id}0`, `${hex.slice(0, 31)}g`, `(${id})`]) {
      expect(await call(emulator, 'GET', `/projects/p1/operations/${encodeURIComponent(form)}`)).toMatchObject({
        status: 400,
        body: { code: '', message: 'invalid request: path parameter "operation_id": must be a UUID' },
      })
    }
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await call(emulator, 'GET', `/projects/p1/operations/${unknown}`)).status).toBe(404)
  })
})

describe('management emulator bounds: request body media type and seeds', () => {
  it('takes application/json with parameters and in any case; refuses other JSON media types with 415', async () => {
    const emulator = make()
    const body = JSON.stringify({ membership_limit: 3 })
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const response = await call(emulator, 'PATCH', PLUGIN, { raw: body, headers: { 'Content-Type': type } })
      expect(response.status).toBe(200)
    }
    for (const type of ['application/json-patch+json', 'application/jsonx', 'text/json']) {
      const response = await call(emulator, 'PATCH', PLUGIN, { raw: body, headers: { 'Content-Type': type } })
      expect(response.status).toBe(415)
    }
  })

  it('refuses seeds the API could not hold: ids off the pattern, empty branch names, limits past int32', () => {
    const base = { apiKey: TEST_API_KEY, log: () => undefined }
    expect(() => createManagementEmulator({ ...base, orgId: 'Org' })).toThrow(/organization id "Org" must match/)
    expect(() => createManagementEmulator({ ...base, projects: [{ id: 'My_Project', name: 'x' }] })).toThrow(
      /project id "My_Project" must match/,
    )
    expect(() =>
      createManagementEmulator({ ...base, projects: [{ id: 'p1', name: 'x', branches: [{ id: 'b1', name: '' }] }] }),
    ).toThrow(/branch name "" must be 1 to 256 characters/)
    const organization = { membership_limit: 2_147_483_648 }
    expect(() =>
      createManagementEmulator({ ...base, projects: [{ name: 'x', branches: [{ name: 'main', organization }] }] }),
    ).toThrow()
    expect(
      createManagementEmulator({
        ...base,
        orgId: 'o'.repeat(60),
        projects: [
          { name: 'x', branches: [{ name: 'm'.repeat(256), organization: { membership_limit: 2_147_483_647 } }] },
        ],
      }).orgId,
    ).toBe('o'.repeat(60))
  })
})

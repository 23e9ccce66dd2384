import { describe, expect, it } from 'vitest'
import { createManagementEmulator } from '../../src/server/management-emulator/create-management-emulator'
import { isApiDateTime } from '../../src/server/management-emulator/routes/branch-create-body'
import { call } from './support/emulator-call'
import { FakeClock } from './support/fake-clock'
import { TEST_API_KEY } from './support/harness'

// The body of POST /projects/{project_id}/branches (BranchCreateRequest and AnnotationCreateValueRequest) at
// its edges. Each accepted case creates a branch with a fresh name, so no 409 gets in the way.

const make = () =>
  createManagementEmulator({
    apiKey: TEST_API_KEY,
    clock: new FakeClock(),
    rateLimits: false,
    projects: [{ id: 'p1', name: 'One', branches: [{ id: 'br-main', name: 'main', default: true }] }],
  })

const PATH = '/projects/p1/branches'
let counter = 0
const fresh = () => `b${++counter}`

type Emulator = ReturnType<typeof make>

async function create(emulator: Emulator, body: unknown) {
  return call(emulator, 'POST', PATH, { body })
}

async function expectRefused(emulator: Emulator, body: unknown, field: string) {
  const response = await create(emulator, body)
  expect(response).toMatchObject({ status: 400, body: { code: '' } })
  expect(response.body.message).toMatch(`invalid request: decode application/json: invalid: ${field} (`)
}

describe('management emulator bounds: branch creation body', () => {
  it('branch.name: 1 and 256 characters (emoji counted once) accepted; empty and 257 refused', async () => {
    const emulator = make()
    for (const name of ['n', 'n'.repeat(256), '🦊'.repeat(256)]) {
      expect(await create(emulator, { branch: { name } })).toMatchObject({ status: 201, body: { branch: { name } } })
    }
    for (const name of ['', 'n'.repeat(257), '🦊'.repeat(257), 5, null]) {
      await expectRefused(emulator, { branch: { name } }, 'branch.name')
    }
    expect((await create(emulator, { branch: { name: '' } })).body.message).toBe(
      'invalid request: decode application/json: invalid: branch.name (must be 1 to 256 characters)',
    )
  })

  it('branch: an object (null, an array or a string refused); no body at all is a branch of the default', async () => {
    const emulator = make()
    for (const branch of [null, [], 'b']) await expectRefused(emulator, { branch }, 'branch')
    expect((await call(emulator, 'POST', PATH)).status).toBe(201)
    expect((await create(emulator, {})).status).toBe(201)
  })

  it('branch.parent_id: an id or empty (the default branch); another pattern refused, an unknown id 404', async () => {
    const emulator = make()
    for (const parentId of ['br-main', '']) {
      expect(await create(emulator, { branch: { name: fresh(), parent_id: parentId } })).toMatchObject({
        status: 201,
        body: { branch: { parent_id: 'br-main' } },
      })
    }
    for (const parentId of ['BR-MAIN', 'b'.repeat(61), 7]) {
      await expectRefused(emulator, { branch: { parent_id: parentId } }, 'branch.parent_id')
    }
    expect((await create(emulator, { branch: { parent_id: 'br-nope' } })).status).toBe(404)
  })

  it('branch flags, strings and date-times take their types', async () => {
    const emulator = make()
    const accepted = {
      protected: true,
      archived: false,
      parent_lsn: '0/1F2E3D4',
      init_source: 'schema-only',
      parent_timestamp: '2024-02-26T12:00:00Z',
      expires_at: '2030-06-09T18:02:16.5+02:00',
    }
    expect((await create(emulator, { branch: { name: fresh(), ...accepted } })).status).toBe(201)
    for (const [field, value] of [
      ['protected', 'yes'],
      ['archived', 1],
      ['parent_lsn', 0],
      ['init_source', false],
      ['parent_timestamp', '2024-02-30T12:00:00Z'],
      ['expires_at', 'tomorrow'],
    ] as const) {
      await expectRefused(emulator, { branch: { [field]: value } }, `branch.${field}`)
    }
  })

  it('date-times: what Go reads as RFC 3339, and nothing else', () => {
    for (const value of [
      '2024-02-29T23:59:59Z',
      '2024-02-26T1:00:00Z',
      '2024-02-26T12:00:00,123Z',
      '2024-02-26T12:00:00.123456789-07:30',
      '2024-02-26T12:00:00+24:00',
    ]) {
      expect(isApiDateTime(value)).toBe(true)
    }
    for (const value of [
      '2023-02-29T12:00:00Z',
      '2024-13-01T12:00:00Z',
      '2024-02-26t12:00:00z',
      '2024-02-26 12:00:00Z',
      '2024-02-26T24:00:00Z',
      '2024-02-26T12:60:00Z',
      '2024-02-26T12:00:60Z',
      '2024-02-26T12:00:00',
      '2024-02-26T12:00:00+25:00',
      '2024-02-26',
    ]) {
      expect(isApiDateTime(value)).toBe(false)
    }
  })

  it('endpoints: type required, read_only or read_write, one read_write at most', async () => {
    const emulator = make()
    const both = { branch: { name: fresh() }, endpoints: [{ type: 'read_write' }, { type: 'read_only' }] }
    expect((await create(emulator, both)).status).toBe(201)
    expect((await create(emulator, { endpoints: [{}] })).body.message).toBe(
      'invalid request: decode application/json: invalid: endpoints.0.type (field required)',
    )
    await expectRefused(emulator, { endpoints: [{ type: 'primary' }] }, 'endpoints.0.type')
    await expectRefused(emulator, { endpoints: { type: 'read_write' } }, 'endpoints')
    expect((await create(emulator, { endpoints: [{ type: 'read_write' }, { type: 'read_write' }] })).status).toBe(400)
  })

  it('endpoints: suspend_timeout_seconds -1 to 604800 (an integer), compute units from 0.25', async () => {
    const emulator = make()
    const endpoint = (fields: Record<string, unknown>) => ({ endpoints: [{ type: 'read_only', ...fields }] })
    for (const seconds of [-1, 0, 604_800]) {
      const body = { branch: { name: fresh() }, ...endpoint({ suspend_timeout_seconds: seconds }) }
      expect((await create(emulator, body)).status).toBe(201)
    }
    for (const seconds of [-2, 604_801, 1.5, '60']) {
      await expectRefused(
        emulator,
        endpoint({ suspend_timeout_seconds: seconds }),
        'endpoints.0.suspend_timeout_seconds',
      )
    }
    const written = await call(emulator, 'POST', PATH, {
      raw: '{"endpoints": [{"type": "read_only", "suspend_timeout_seconds": 60.0}]}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(written.body.message).toBe(
      'invalid request: decode application/json: invalid: endpoints.0.suspend_timeout_seconds (must be an integer, written without a fraction or an exponent)',
    )
    for (const field of ['autoscaling_limit_min_cu', 'autoscaling_limit_max_cu']) {
      const body = { branch: { name: fresh() }, ...endpoint({ [field]: 0.25 }) }
      expect((await create(emulator, body)).status).toBe(201)
      await expectRefused(emulator, endpoint({ [field]: 0.24 }), `endpoints.0.${field}`)
    }
  })

  it('endpoints: settings of string maps and preload libraries; provisioner a string', async () => {
    const emulator = make()
    const settings = {
      pg_settings: { work_mem: '64MB' },
      pgbouncer_settings: { pool_mode: 'transaction' },
      preload_libraries: { use_defaults: false, enabled_libraries: ['pg_cron'] },
    }
    const body = { branch: { name: fresh() }, endpoints: [{ type: 'read_only', settings, provisioner: 'k8s-neonvm' }] }
    expect((await create(emulator, body)).status).toBe(201)
    const bad = [
      [{ pg_settings: { work_mem: 64 } }, 'endpoints.0.settings.pg_settings.work_mem'],
      [{ preload_libraries: { use_defaults: 'no' } }, 'endpoints.0.settings.preload_libraries.use_defaults'],
      ['fast', 'endpoints.0.settings'],
    ] as const
    for (const [value, field] of bad)
      await expectRefused(emulator, { endpoints: [{ type: 'read_only', settings: value }] }, field)
    await expectRefused(emulator, { endpoints: [{ type: 'read_only', provisioner: 1 }] }, 'endpoints.0.provisioner')
  })

  it('annotation_value: string values, 50 properties accepted and 51 refused', async () => {
    const emulator = make()
    const annotations = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 'v']))
    expect((await create(emulator, { branch: { name: fresh() }, annotation_value: annotations(50) })).status).toBe(201)
    await expectRefused(emulator, { annotation_value: annotations(51) }, 'annotation_value')
    await expectRefused(emulator, { annotation_value: { ref: 1 } }, 'annotation_value.ref')
  })

  it('ignores unknown fields, as the API does', async () => {
    const emulator = make()
    const body = { branch: { name: 'kept', colour: 'blue' }, endpoints: [{ type: 'read_only', size: 'xl' }], extra: 1 }
    expect(await create(emulator, body)).toMatchObject({ status: 201, body: { branch: { name: 'kept' } } })
  })

  it('refuses a bad body before looking the project up', async () => {
    const emulator = make()
    expect((await call(emulator, 'POST', '/projects/p9/branches', { body: { branch: { name: '' } } })).status).toBe(400)
    expect((await call(emulator, 'POST', '/projects/p9/branches', { body: { branch: { name: 'x' } } })).status).toBe(
      404,
    )
  })
})

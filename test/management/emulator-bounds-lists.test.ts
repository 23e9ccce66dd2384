import { describe, expect, it } from 'vitest'
import { createManagementEmulator } from '../../src/server/management-emulator/create-management-emulator'
import { call } from './support/emulator-call'
import { FakeClock } from './support/fake-clock'
import { TEST_API_KEY } from './support/harness'

// The query parameters of the lists (and of branch deletion) at their edges, read as the API reads them:
// integers as Go's strconv.Atoi does, booleans as strconv.ParseBool does.

const make = () =>
  createManagementEmulator({
    apiKey: TEST_API_KEY,
    clock: new FakeClock(),
    rateLimits: false,
    projects: [
      { id: 'p1', name: 'One', branches: [{ id: 'br-main', name: 'main', default: true }] },
      { id: 'p2', name: 'Two' },
    ],
  })

type Emulator = ReturnType<typeof make>

async function statusOf(emulator: Emulator, path: string, method = 'GET'): Promise<number> {
  return (await call(emulator, method, path)).status
}

async function expectQuery(
  emulator: Emulator,
  path: string,
  name: string,
  values: { ok: string[]; refused: string[] },
) {
  for (const value of values.ok)
    expect(await statusOf(emulator, `${path}?${name}=${encodeURIComponent(value)}`)).toBe(200)
  for (const value of values.refused) {
    const response = await call(emulator, 'GET', `${path}?${name}=${encodeURIComponent(value)}`)
    expect(response).toMatchObject({ status: 400, body: { code: '' } })
    expect(response.body.message).toMatch(new RegExp(`^invalid request: query parameter "${name}": `))
  }
}

describe('management emulator bounds: GET /projects', () => {
  it('limit: 1 and 400 accepted; 0 and 401 refused; not an integer refused; a sign or leading zero as Go reads it', async () => {
    const emulator = make()
    await expectQuery(emulator, '/projects', 'limit', {
      ok: ['1', '400', '+5', '007'],
      refused: ['0', '401', '-1', '', 'ten', '1.5', '1e2', ' 5', '99999999999999999999'],
    })
    const one = await call(emulator, 'GET', '/projects?limit=1')
    expect((one.body.projects as unknown[]).length).toBe(1)
    expect((await call(emulator, 'GET', '/projects?limit=0')).body.message).toBe(
      'invalid request: query parameter "limit": must be an integer from 1 to 400',
    )
  })

  it('timeout: 100 and 30000 ms accepted; 99 and 30001 refused', async () => {
    await expectQuery(make(), '/projects', 'timeout', {
      ok: ['100', '30000'],
      refused: ['99', '30001', '', '1000.0'],
    })
  })

  it('org_id: ^[a-z0-9-]{1,60}$', async () => {
    await expectQuery(make(), '/projects', 'org_id', {
      ok: ['a', 'o'.repeat(60), 'org-orgkit-dev'],
      refused: ['', 'o'.repeat(61), 'Org', 'org_1', 'org 1'],
    })
  })

  it('recoverable: the booleans Go parses; true lists deleted projects, of which the emulator has none', async () => {
    const emulator = make()
    await expectQuery(emulator, '/projects', 'recoverable', {
      ok: ['true', 'True', 'TRUE', 't', '1', 'false', 'False', 'f', '0'],
      refused: ['', 'yes', 'on', 'tRUE'],
    })
    expect((await call(emulator, 'GET', '/projects?recoverable=true')).body).toEqual({
      projects: [],
      applications: {},
      integrations: {},
    })
    expect(((await call(emulator, 'GET', '/projects?recoverable=false')).body.projects as unknown[]).length).toBe(2)
  })

  it('cursor: any string, an empty one being the first page; search: any string', async () => {
    const emulator = make()
    const first = await call(emulator, 'GET', '/projects?cursor=')
    expect((first.body.projects as { id: string }[]).map((project) => project.id)).toEqual(['p1', 'p2'])
    const after = await call(emulator, 'GET', '/projects?cursor=p1')
    expect((after.body.projects as { id: string }[]).map((project) => project.id)).toEqual(['p2'])
    expect(await statusOf(emulator, '/projects?search=')).toBe(200)
  })
})

describe('management emulator bounds: GET and DELETE of branches', () => {
  it('list: sort_by, sort_order, limit 1 to 10000 and include_deleted as the API takes them', async () => {
    const emulator = make()
    const path = '/projects/p1/branches'
    await expectQuery(emulator, path, 'sort_by', {
      ok: ['name', 'created_at', 'updated_at'],
      refused: ['', 'size', 'Name'],
    })
    await expectQuery(emulator, path, 'sort_order', { ok: ['asc', 'desc'], refused: ['', 'up', 'ASC'] })
    await expectQuery(emulator, path, 'limit', { ok: ['1', '10000'], refused: ['0', '10001', 'many'] })
    await expectQuery(emulator, path, 'include_deleted', { ok: ['true', '0'], refused: ['maybe'] })
    expect(await statusOf(emulator, `${path}?cursor=&search=x`)).toBe(200)
  })

  it('delete: hard_delete must be a boolean, and a refused request deletes nothing', async () => {
    const emulator = make()
    const created = await call(emulator, 'POST', '/projects/p1/branches', { body: { branch: { name: 'gone' } } })
    const id = (created.body.branch as { id: string }).id
    expect(await statusOf(emulator, `/projects/p1/branches/${id}?hard_delete=maybe`, 'DELETE')).toBe(400)
    expect(emulator.listBranches('p1').map((branch) => branch.id)).toContain(id)
    expect(await statusOf(emulator, `/projects/p1/branches/${id}?hard_delete=true`, 'DELETE')).toBe(200)
    expect(emulator.listBranches('p1').map((branch) => branch.id)).not.toContain(id)
  })
})

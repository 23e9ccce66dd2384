import { beforeAll, describe, expect, it } from 'vitest'
import { orgkit } from '../../src/better-auth-plugin'
import { createMemoryAuth, MEMORY_ORIGIN } from './memory-auth'

// Better Auth's adapter stops a `findMany` without a limit at 100 rows (`defaultFindManyLimit`), which cuts
// `organization/list`; the kit's page reaches every organization of a user in 150.

const COUNT = 150
let server: Awaited<ReturnType<typeof createMemoryAuth>>
let cookie = ''
let userId = ''

/** The organization page as the user with `sessionCookie` asks for it (by default the 150 organizations' user). */
const page = (query: string, sessionCookie = cookie) =>
  server.auth.handler(
    new Request(`${MEMORY_ORIGIN}/api/auth/orgkit/list-organizations${query}`, {
      headers: { cookie: sessionCookie },
    }),
  )

/** Signs a new user up: their session cookie and id. */
async function signUp(user: { email: string; password: string; name: string }) {
  const response = await server.auth.handler(
    new Request(`${MEMORY_ORIGIN}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: MEMORY_ORIGIN },
      body: JSON.stringify(user),
    }),
  )
  return {
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    userId: ((await response.json()) as { user: { id: string } }).user.id,
  }
}

beforeAll(async () => {
  server = await createMemoryAuth([orgkit()])
  const many = await signUp({ email: 'many@orgs.example.com', password: 'many-orgs-password-1', name: 'Many' })
  cookie = many.cookie
  userId = many.userId
  for (let index = 0; index < COUNT; index++) {
    const id = `org-${String(index).padStart(3, '0')}`
    server.tables.organization?.push({
      id,
      name: `Org ${String(index).padStart(3, '0')}`,
      slug: id,
      createdAt: new Date(),
    })
    server.tables.member?.push({ id: `m-${id}`, organizationId: id, userId, role: 'member', createdAt: new Date() })
  }
  // Two more members in the first organization, none of them the user.
  server.tables.member?.push(
    { id: 'm-x', organizationId: 'org-000', userId: 'someone', role: 'owner', createdAt: new Date() },
    { id: 'm-y', organizationId: 'org-000', userId: 'someone-else', role: 'admin', createdAt: new Date() },
  )
})

describe('GET /orgkit/list-organizations', () => {
  it('reaches all 150 organizations past the adapter’s cap of 100, with the total and member counts', async () => {
    const first = (await (await page('')).json()) as {
      organizations: { id: string; memberCount: number }[]
      total: number
    }
    expect(first.total).toBe(COUNT)
    expect(first.organizations).toHaveLength(100)
    expect(first.organizations[0]).toMatchObject({ id: 'org-000', role: 'member', memberCount: 3 })
    const last = (await (await page('?offset=100&limit=100')).json()) as { organizations: { id: string }[] }
    expect(last.organizations.map((organization) => organization.id)).toEqual(
      Array.from({ length: 50 }, (_, index) => `org-${String(index + 100).padStart(3, '0')}`),
    )
  })

  it('answers a limit above 100 with 100, and refuses a request without a session (401)', async () => {
    const capped = (await (await page('?limit=101')).json()) as { organizations: unknown[] }
    expect(capped.organizations).toHaveLength(100)
    expect((await server.get('/orgkit/list-organizations')).status).toBe(401)
  })
})

describe('GET /orgkit/list-organizations, organizations of the same name', () => {
  it('orders them by id, so a page boundary between them neither repeats nor skips one', async () => {
    const twins = await signUp({ email: 'twins@orgs.example.com', password: 'twin-orgs-password-1', name: 'Twins' })
    // Stored in the reverse of their ids' order, so the database's order of the tie is not the answer's.
    for (const [id, name] of [
      ['twin-c', 'Twin'],
      ['twin-b', 'Twin'],
      ['twin-a', 'Twin'],
      ['alpha', 'Alpha'],
    ] as const) {
      server.tables.organization?.push({ id, name, slug: id, createdAt: new Date() })
      server.tables.member?.push({
        id: `m-${id}`,
        organizationId: id,
        userId: twins.userId,
        role: 'owner',
        createdAt: new Date(),
      })
    }
    const ids = async (query: string) => {
      const response = await page(query, twins.cookie)
      return ((await response.json()) as { organizations: { id: string }[] }).organizations.map(({ id }) => id)
    }
    expect(await ids('?limit=2')).toEqual(['alpha', 'twin-a'])
    expect(await ids('?limit=2&offset=2')).toEqual(['twin-b', 'twin-c'])
    expect(await ids('')).toEqual(['alpha', 'twin-a', 'twin-b', 'twin-c'])
  })
})

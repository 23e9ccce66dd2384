import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { EmbeddedBackend, EmbeddedSeed } from '../../src/server'
import { SERVER_LIST_LIMIT } from '../../src/core/server-list-limit'
import { expectDefined } from '../contract/expect-defined'
import { createTestBackend, TEST_ORIGIN } from '../contract/real/shared-backend'

// Issue 23, finding 7: what the invitations table's note rests on. Better Auth's list-invitations takes no
// limit or offset and stops at its adapter's defaultFindManyLimit, SERVER_LIST_LIMIT (100), without a word.

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

const PASSWORD = 'seeded-password-1'
const INVITATIONS = SERVER_LIST_LIMIT + 5
const seed: EmbeddedSeed = {
  users: [{ email: 'owner@example.com', name: 'Olivia Owner', password: PASSWORD }],
  organizations: [{ name: 'Acme', slug: 'acme', members: [{ email: 'owner@example.com', role: 'owner' }] }],
  invitations: Array.from({ length: INVITATIONS }, (_, index) => ({
    organization: 'acme',
    email: `guest-${index}@example.com`,
    role: 'member' as const,
    inviter: 'owner@example.com',
  })),
}

let backend: EmbeddedBackend | undefined

beforeAll(async () => {
  backend = await createTestBackend({ seed })
})

afterAll(async () => {
  await backend?.close()
})

describe("Better Auth's list of invitations", () => {
  it(`answers ${SERVER_LIST_LIMIT} of ${INVITATIONS}, and takes no paging`, async () => {
    const running = expectDefined(backend, 'the embedded backend')
    const signIn = await running.handler(
      new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: PASSWORD }),
      }),
    )
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ')
    const list = async (query: string) => {
      const response = await running.handler(
        new Request(`${TEST_ORIGIN}/api/auth/organization/list-invitations?${query}`, {
          headers: { origin: TEST_ORIGIN, cookie },
        }),
      )
      return (await response.json()) as unknown[]
    }
    const organizations: { id: string }[] = await running.db.selectFrom('organization').select('id').execute()
    const acme = expectDefined(organizations[0], 'Acme').id
    expect(await list(`organizationId=${acme}`)).toHaveLength(SERVER_LIST_LIMIT)
    // Paging parameters are not read: the same first rows come back.
    expect(await list(`organizationId=${acme}&limit=500&offset=100`)).toHaveLength(SERVER_LIST_LIMIT)
  })
})

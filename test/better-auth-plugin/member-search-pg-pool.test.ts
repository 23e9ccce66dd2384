import { betterAuth } from 'better-auth'
import { organization } from 'better-auth/plugins/organization'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { orgkit } from '../../src/better-auth-plugin'
import { createBetterAuthFetchTransport } from '../../src/index'
import type { EmbeddedBackend } from '../../src/server'
import { CookieJar, createJarFetch } from '../contract/real/cookie-jar'
import { createTestBackend, TEST_ORIGIN } from '../contract/real/shared-backend'

// The member search on an app's own Better Auth given a `pg` pool (`database: new Pool(...)`, the most common
// set-up), not a Kysely instance: the plugin's SQL for Postgres. Runs only with ORGKIT_TEST_DATABASE_URL set
// (as test/contract/better-auth-postgres.test.ts); the embedded backend creates the tables first.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

const databaseUrl = process.env.ORGKIT_TEST_DATABASE_URL

if (databaseUrl) {
  describe('the member search on a pg pool', () => {
    let backend: EmbeddedBackend
    let pool: pg.Pool
    beforeAll(async () => {
      backend = await createTestBackend({ databaseUrl })
      pool = new pg.Pool({ connectionString: databaseUrl, max: 3 })
    })
    afterAll(async () => {
      await pool.end()
      await backend.close()
    })

    it('finds members by name and e-mail in any case, sorted, role-filtered and paged, with the total', async () => {
      const auth = betterAuth({
        baseURL: TEST_ORIGIN,
        secret: 'a-test-secret-of-thirty-two-chars-at-least',
        database: pool,
        emailAndPassword: { enabled: true },
        plugins: [organization(), orgkit()],
        telemetry: { enabled: false },
        logger: { disabled: true },
      })
      const jar = new CookieJar()
      const fetch = createJarFetch((request) => auth.handler(request), { origin: TEST_ORIGIN, jar: () => jar })
      const baseURL = `${TEST_ORIGIN}/api/auth`
      const suffix = Math.random().toString(36).slice(2, 8)
      const signUp = await fetch(`${baseURL}/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `pool-owner-${suffix}@example.com`,
          password: 'pool-password-1',
          name: 'Pool Owner',
        }),
      })
      expect(signUp.ok).toBe(true)
      const transport = createBetterAuthFetchTransport({ baseURL, fetch })
      const created = await transport.create({ name: 'Pool Org', slug: `pool-org-${suffix}` })
      const people = [
        ['Ada Quillfeather', 'admin'],
        ['bob quill', 'member'],
        ['Carol 50%_Stone', 'member, owner'],
      ] as const
      for (const [index, [name, role]] of people.entries()) {
        const userId = `pool-user-${suffix}-${index}`
        await pool.query(
          'insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") values ($1, $2, $3, true, now(), now())',
          [userId, name, `${name.split(' ')[0]?.toLowerCase()}-${suffix}@Pool.Example.com`],
        )
        await pool.query(
          'insert into member (id, "organizationId", "userId", role, "createdAt") values ($1, $2, $3, $4, $5)',
          [`pool-member-${suffix}-${index}`, created.id, userId, role, new Date(Date.now() + index * 1000)],
        )
      }
      const names = (page: Awaited<ReturnType<typeof transport.searchMembers>>) =>
        page?.members.map((member) => member.user.name)
      const quill = await transport.searchMembers({ query: { search: 'QUILL', sortBy: 'createdAt' } })
      expect(quill?.total).toBe(2)
      expect(names(quill)).toEqual(['Ada Quillfeather', 'bob quill'])
      const byEmail = await transport.searchMembers({ query: { search: `carol-${suffix}@pool.example` } })
      expect(names(byEmail)).toEqual(['Carol 50%_Stone'])
      expect(names(await transport.searchMembers({ query: { search: '50%_' } }))).toEqual(['Carol 50%_Stone'])
      expect(await transport.searchMembers({ query: { search: '5_%' } })).toEqual({ members: [], total: 0 })
      const owners = await transport.searchMembers({ query: { search: '', role: 'owner', sortBy: 'role' } })
      expect(names(owners)).toEqual(['Carol 50%_Stone', 'Pool Owner'])
      const second = await transport.searchMembers({
        query: { search: '', sortBy: 'createdAt', sortDirection: 'desc', limit: 2, offset: 2 },
      })
      expect(second?.total).toBe(4)
      expect(names(second)).toEqual(['Ada Quillfeather', 'Pool Owner'])
      const past = await transport.searchMembers({ query: { search: 'quill', limit: 2, offset: 5 } })
      expect(past).toEqual({ members: [], total: 2 })
    })
  })
} else {
  describe('the member search on a pg pool', () => {
    it.skip('needs ORGKIT_TEST_DATABASE_URL', () => undefined)
  })
}

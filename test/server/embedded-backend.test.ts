import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createEmbeddedBackend } from '../../src/server'
import { dumpFileName } from '../../src/server/embedded-backend/migrated-dump'
import type { EmbeddedBackend, EmbeddedSeed } from '../../src/server'
import { expectDefined } from '../contract/expect-defined'
import { CookieJar } from '../contract/real/cookie-jar'
import { TEST_CACHE_DIR } from '../contract/real/shared-backend'

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

const PASSWORD = 'seeded-password-1'
const seed: EmbeddedSeed = {
  users: [
    { email: 'Owner@Example.com', name: 'Olivia Owner', password: PASSWORD },
    { email: 'member@example.com', name: 'Max Member', password: PASSWORD },
    { email: 'guest@example.com', name: 'Gina Guest', password: PASSWORD },
  ],
  organizations: [
    {
      name: 'Acme',
      slug: 'acme',
      metadata: { plan: 'pro' },
      members: [
        { email: 'owner@example.com', role: 'owner' },
        { email: 'member@example.com', role: 'member' },
      ],
    },
    { name: 'Globex', slug: 'globex', members: [{ email: 'owner@example.com', role: ['admin', 'member'] }] },
  ],
  invitations: [{ organization: 'acme', email: 'guest@example.com', role: 'admin', inviter: 'owner@example.com' }],
}

let dataDir: string
// Undefined until beforeAll has started them (and again if it failed): read through running().
let backend: EmbeddedBackend | undefined
let server: { url: string; close(): Promise<void> } | undefined

/** The backend and its socket server, started by beforeAll (or restarted by a test). */
function running() {
  return { backend: expectDefined(backend, 'the embedded backend'), server: expectDefined(server, 'its server') }
}

/** A client of the socket server: its own cookie jar, `Origin` = the server's own origin unless told. */
function client(jar = new CookieJar(), origin?: string) {
  return async (path: string, init: { method?: string; body?: unknown; origin?: string } = {}) => {
    const { url } = running().server
    const headers: Record<string, string> = { origin: init.origin ?? origin ?? url }
    const cookie = jar.header()
    if (cookie) headers.cookie = cookie
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    jar.store(response)
    const text = await response.text()
    return {
      status: response.status,
      json: text ? (JSON.parse(text) as unknown) : null,
      cookies: response.headers.getSetCookie(),
    }
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'orgkit-backend-'))
  backend = await createEmbeddedBackend({
    dataDir,
    cacheDir: TEST_CACHE_DIR,
    seed,
    passwordHasher: 'fast',
    logLevel: 'silent',
  })
  server = await backend.listen(0)
})

afterAll(async () => {
  await server?.close()
  await backend?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('embedded backend', () => {
  it("runs the Better Auth of this test project, migrated from that version's own dump", async () => {
    const { backend } = running()
    // 1.7.7 in the `node` project, 1.6.23 in `better-auth-1.6` (vite.config.ts), as the copy itself reports.
    expect(backend.betterAuthVersion).toBe(inject('betterAuthVersion'))
    expect(await readdir(TEST_CACHE_DIR)).toContain(dumpFileName(backend.betterAuthVersion))
    // The schema tells the versions apart too: only 1.6 adds a unique index of its own on organization.slug.
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'organization' and indexname = 'organization_slug_uidx'
    `.execute(backend.db)
    expect(rows).toHaveLength(backend.betterAuthVersion.startsWith('1.6.') ? 1 : 0)
  })

  it('serves the seed: users sign in, see their organizations, roles and invitations', async () => {
    const owner = client()
    expect(
      (await owner('/api/auth/sign-in/email', { body: { email: 'owner@example.com', password: PASSWORD } })).status,
    ).toBe(200)
    const organizations = (await owner('/api/auth/organization/list')).json as { slug: string }[]
    expect(organizations.map((o) => o.slug).sort()).toEqual(['acme', 'globex'])
    const globex = await owner('/api/auth/organization/get-full-organization?organizationSlug=globex')
    expect(globex.json).toMatchObject({ members: [{ role: 'admin,member', user: { email: 'owner@example.com' } }] })
    const guest = client()
    await guest('/api/auth/sign-in/email', { body: { email: 'guest@example.com', password: PASSWORD } })
    const invitations = (await guest('/api/auth/organization/list-user-invitations')).json as {
      role: string
      organizationName: string
    }[]
    expect(invitations).toMatchObject([{ role: 'admin', organizationName: 'Acme', status: 'pending' }])
  })

  it('checks origins even under NODE_ENV=test: loopback origins pass, others and missing ones do not', async () => {
    expect(process.env.NODE_ENV).toBe('test')
    const { server } = running()
    const credentials = { email: 'member@example.com', password: PASSWORD }
    const noOrigin = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
    expect(noOrigin.status).toBe(403)
    expect(await noOrigin.json()).toMatchObject({ code: 'MISSING_OR_NULL_ORIGIN' })
    expect(
      (await client(new CookieJar(), 'http://evil.example')('/api/auth/sign-in/email', { body: credentials })).json,
    ).toMatchObject({ code: 'INVALID_ORIGIN' })
    const jar = new CookieJar()
    const member = client(jar)
    expect((await member('/api/auth/sign-in/email', { body: credentials })).status).toBe(200)
    const forged = await member('/api/auth/organization/create', {
      body: { name: 'Forged', slug: 'forged' },
      origin: 'http://evil.example',
    })
    expect(forged).toMatchObject({ status: 403, json: { code: 'INVALID_ORIGIN' } })
    const localhost = await member('/api/auth/organization/check-slug', {
      body: { slug: 'free-slug' },
      origin: server.url.replace('127.0.0.1', 'localhost'),
    })
    expect(localhost).toMatchObject({ status: 200, json: { status: true } })
  })

  it('keeps several Set-Cookie headers apart through the Node middleware', async () => {
    const member = client()
    await member('/api/auth/sign-in/email', { body: { email: 'member@example.com', password: PASSWORD } })
    const signOut = await member('/api/auth/sign-out', { body: {} })
    expect(signOut.cookies.length).toBeGreaterThanOrEqual(2)
    expect(signOut.cookies.every((cookie) => /^better-auth\.\w+=/.test(cookie))).toBe(true)
  })

  it('send_invitation_email: verification at sign-up, then invitation e-mails with the accept link in the mailbox', async () => {
    const { backend } = running()
    backend.setPluginConfig({ send_invitation_email: true })
    try {
      const newcomer = client()
      const signUp = await newcomer('/api/auth/sign-up/email', {
        body: { email: 'newcomer@example.com', password: PASSWORD, name: 'New' },
      })
      expect(signUp.json).toMatchObject({ token: null })
      const refused = await newcomer('/api/auth/sign-in/email', {
        body: { email: 'newcomer@example.com', password: PASSWORD },
      })
      expect(refused).toMatchObject({ status: 403, json: { code: 'EMAIL_NOT_VERIFIED' } })
      const verification = backend.mailbox().find((m) => m.to === 'newcomer@example.com' && m.kind === 'verification')
      expect(verification?.link).toContain('/verify-email?token=')
      const verify = new URL(expectDefined(verification, 'the verification e-mail').link)
      await newcomer(`${verify.pathname}${verify.search}`)
      expect(
        (await newcomer('/api/auth/sign-in/email', { body: { email: 'newcomer@example.com', password: PASSWORD } }))
          .status,
      ).toBe(200)

      const owner = client()
      await owner('/api/auth/sign-in/email', { body: { email: 'owner@example.com', password: PASSWORD } })
      await owner('/api/auth/organization/set-active', { body: { organizationSlug: 'acme' } })
      const invitation = await owner('/api/auth/organization/invite-member', {
        body: { email: 'NewComer@example.com', role: 'member' },
      })
      const invitationId = (invitation.json as { id: string }).id
      const box = await client()('/api/dev/mailbox?to=newcomer@example.com')
      const { messages } = box.json as { messages: { kind: string; link: string; invitationId: string }[] }
      expect(messages.find((m) => m.kind === 'invitation')).toMatchObject({
        link: `/auth/accept-invitation?invitationId=${invitationId}&email=newcomer%40example.com`,
        invitationId,
      })
      // The verification and the invitation e-mail.
      expect((await client()('/api/dev/mailbox', { method: 'DELETE' })).json).toEqual({ cleared: 2 })
      expect(backend.mailbox()).toEqual([])
    } finally {
      backend.setPluginConfig({ send_invitation_email: false })
    }
    const owner = client()
    await owner('/api/auth/sign-in/email', { body: { email: 'owner@example.com', password: PASSWORD } })
    await owner('/api/auth/organization/invite-member', {
      body: {
        email: 'quiet@example.com',
        role: 'member',
        organizationId: (
          (await owner('/api/auth/organization/get-full-organization?organizationSlug=acme')).json as { id: string }
        ).id,
      },
    })
    expect(backend.mailbox()).toEqual([])
  })

  it('keeps data and sessions across a restart on the same data directory, and seeds only once', async () => {
    const jar = new CookieJar()
    const owner = client(jar)
    await owner('/api/auth/sign-in/email', { body: { email: 'owner@example.com', password: PASSWORD } })
    await owner('/api/auth/organization/create', { body: { name: 'Survivor', slug: 'survivor' } })
    const before = running()
    server = undefined
    backend = undefined
    await before.server.close()
    await before.backend.close()
    backend = await createEmbeddedBackend({
      dataDir,
      seed: { users: [{ email: 'late@example.com', name: 'Late', password: PASSWORD }] },
      passwordHasher: 'fast',
      logLevel: 'silent',
    })
    server = await backend.listen(0)
    const again = client(jar)
    const organizations = (await again('/api/auth/organization/list')).json as { slug: string }[]
    expect(organizations.map((o) => o.slug).sort()).toEqual(['acme', 'globex', 'survivor'])
    const late = await client()('/api/auth/sign-in/email', { body: { email: 'late@example.com', password: PASSWORD } })
    expect(late.status).toBe(401)
  })
})

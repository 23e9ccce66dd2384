import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type { EmbeddedBackend } from '../../src/server'
import { CookieJar, createJarFetch } from '../contract/real/cookie-jar'
import { createTestBackend, TEST_ORIGIN } from '../contract/real/shared-backend'

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

// What the real Better Auth server sends on the wire, raw: the quirks the transports normalize. The file runs
// on 1.7.7 and on 1.6.23 (see vite.config.ts); where the two differ, each version's answer is written out.
// If one of these starts failing after an upgrade, the matching normalization may be dead code (or wrong).
const version = inject('betterAuthVersion')
const onOneSix = version.startsWith('1.6.')
let backend: EmbeddedBackend
let ownerJar: CookieJar
let raw: (
  path: string,
  init?: RequestInit,
  jar?: CookieJar,
) => Promise<{ status: number; text: string; json: unknown; headers: Headers }>
let organizationId: string

beforeAll(async () => {
  backend = await createTestBackend()
  ownerJar = new CookieJar()
  raw = async (path, init = {}, jar = ownerJar) => {
    const fetch = createJarFetch((request) => backend.handler(request), { origin: TEST_ORIGIN, jar: () => jar })
    const headers = { 'content-type': 'application/json', ...(init.headers as Record<string, string>) }
    const response = await fetch(`${TEST_ORIGIN}/api/auth${path}`, { ...init, headers })
    const text = await response.text()
    let json: unknown = undefined
    try {
      json = JSON.parse(text)
    } catch {
      // empty or not JSON
    }
    return { status: response.status, text, json, headers: response.headers }
  }
  const post = (path: string, body: object, jar?: CookieJar) =>
    raw(path, { method: 'POST', body: JSON.stringify(body) }, jar)
  await post('/sign-up/email', { email: 'quirk-owner@example.com', password: 'password-1234', name: 'Owner' })
  const created = await post('/organization/create', { name: 'Quirk', slug: 'quirk', metadata: { plan: 'pro' } })
  organizationId = (created.json as { id: string }).id
})

afterAll(() => backend.close())

describe(`Better Auth ${version} wire quirks the transports normalize`, () => {
  it('metadata is an object from create but a JSON string from list', async () => {
    const listed = await raw('/organization/list')
    expect((listed.json as { metadata: unknown }[])[0]?.metadata).toBe('{"plan":"pro"}')
  })

  it('a taken slug is a 400 error from check-slug, not {status:false}', async () => {
    const answer = await raw('/organization/check-slug', { method: 'POST', body: JSON.stringify({ slug: 'quirk' }) })
    expect(answer).toMatchObject({ status: 400, json: { code: 'ORGANIZATION_SLUG_ALREADY_TAKEN' } })
  })

  it('list-members: "in" with one value and an empty page both answer 500 with an empty body', async () => {
    const one = await raw(
      `/organization/list-members?organizationId=${organizationId}&filterField=role&filterOperator=in&filterValue=owner`,
    )
    expect(one).toMatchObject({ status: 500, text: '' })
    const past = await raw(`/organization/list-members?organizationId=${organizationId}&offset=5`)
    expect(past).toMatchObject({ status: 500, text: '' })
    const none = await raw(
      `/organization/list-members?organizationId=${organizationId}&filterField=role&filterValue=admin`,
    )
    expect(none).toMatchObject({ status: 500, text: '' })
  })

  it('list-members pages default to membership_limit, and a full organization with more members answers 500', async () => {
    const guest = new CookieJar()
    await raw(
      '/sign-up/email',
      {
        method: 'POST',
        body: JSON.stringify({ email: 'quirk-guest@example.com', password: 'password-1234', name: 'Guest' }),
      },
      guest,
    )
    const invitation = await raw('/organization/invite-member', {
      method: 'POST',
      body: JSON.stringify({ email: 'quirk-guest@example.com', role: 'member', organizationId }),
    })
    await raw(
      '/organization/accept-invitation',
      { method: 'POST', body: JSON.stringify({ invitationId: (invitation.json as { id: string }).id }) },
      guest,
    )
    backend.setPluginConfig({ membership_limit: 1 })
    try {
      const page = await raw(`/organization/list-members?organizationId=${organizationId}`)
      expect(page.json).toMatchObject({ total: 2, members: [expect.anything()] })
      expect((page.json as { members: unknown[] }).members).toHaveLength(1)
      expect(await raw(`/organization/get-full-organization?organizationId=${organizationId}`)).toMatchObject({
        status: 500,
        text: '',
      })
    } finally {
      backend.setPluginConfig({ membership_limit: 100 })
    }
  })

  it('update-member-role answers the bare member with roles joined by a comma', async () => {
    const { json } = await raw(`/organization/get-active-member`)
    const memberId = (json as { id: string }).id
    await raw('/organization/create', { method: 'POST', body: JSON.stringify({ name: 'Other', slug: 'quirk-other' }) })
    await raw('/organization/set-active', { method: 'POST', body: JSON.stringify({ organizationId }) })
    const answer = await raw('/organization/update-member-role', {
      method: 'POST',
      body: JSON.stringify({ memberId, role: ['owner', 'admin'] }),
    })
    expect(answer.json).toMatchObject({ id: memberId, role: 'owner,admin' })
    expect(answer.json).not.toHaveProperty('member')
  })

  it('some errors come without a code: get-invitation signed out, list-invitations without an organization', async () => {
    const signedOut = await raw('/organization/get-invitation?id=abc', {}, new CookieJar())
    expect(signedOut).toMatchObject({ status: 401, json: { message: 'Not authenticated' } })
    expect(signedOut.json).not.toHaveProperty('code')
    await raw('/organization/set-active', { method: 'POST', body: JSON.stringify({ organizationId: null }) })
    const noOrganization = await raw('/organization/list-invitations')
    expect(noOrganization).toMatchObject({ status: 400, json: { message: 'Organization ID is required' } })
    expect(noOrganization.json).not.toHaveProperty('code')
  })

  it('get-session answers 200 null when signed out', async () => {
    expect(await raw('/get-session', {}, new CookieJar())).toMatchObject({ status: 200, json: null })
  })

  it('get-session: 1.7 forbids caching the answer (no-store), 1.6 sends no caching header at all', async () => {
    const { headers } = await raw('/get-session')
    expect({ cacheControl: headers.get('cache-control'), pragma: headers.get('pragma') }).toEqual(
      onOneSix ? { cacheControl: null, pragma: null } : { cacheControl: 'no-store', pragma: 'no-cache' },
    )
  })

  it('update-member-role: 1.6 refuses an unknown role before it looks the member up, 1.7 after', async () => {
    const answer = await raw('/organization/update-member-role', {
      method: 'POST',
      body: JSON.stringify({ memberId: 'no-such-member', role: 'superuser', organizationId }),
    })
    expect(answer).toMatchObject({
      status: 400,
      json: onOneSix
        ? { code: 'ROLE_NOT_FOUND', message: 'ROLE_NOT_FOUND: superuser' }
        : { code: 'MEMBER_NOT_FOUND', message: 'Member not found' },
    })
  })

  it('list-members: a page of more than 100 members answers 500 on 1.6 (it looks up at most 100 users)', async () => {
    const { json: created } = await raw('/organization/create', {
      method: 'POST',
      body: JSON.stringify({ name: 'Crowd', slug: 'quirk-crowd', keepCurrentActiveOrganization: true }),
    })
    const crowdId = (created as { id: string }).id
    const now = Date.now()
    const users = Array.from({ length: 100 }, (_, i) => ({
      id: `crowd-user-${i}`,
      name: `Crowd ${i}`,
      email: `crowd-${i}@example.com`,
      emailVerified: true,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    }))
    await backend.db.insertInto('user').values(users).execute()
    await backend.db
      .insertInto('member')
      .values(
        users.map((user, i) => ({
          id: `crowd-member-${i}`,
          organizationId: crowdId,
          userId: user.id,
          role: 'member',
          createdAt: new Date(now + i),
        })),
      )
      .execute()
    const query = `/organization/list-members?organizationId=${crowdId}`
    const hundred = await raw(`${query}&limit=100`)
    expect(hundred.json).toMatchObject({ total: 101 })
    const all = await raw(`${query}&limit=101`)
    if (onOneSix) expect(all).toMatchObject({ status: 500, text: '' })
    else expect((all.json as { members: unknown[] }).members).toHaveLength(101)
  })

  it('a 429 is JSON, labelled application/json by 1.7 and text/plain by 1.6', async () => {
    const limited = await createTestBackend({ rateLimit: { enabled: true, window: 60, max: 1 } })
    try {
      const fetch = createJarFetch((request) => limited.handler(request), {
        origin: TEST_ORIGIN,
        jar: () => new CookieJar(),
      })
      // The limiter counts per client IP, which an in-process request has to state.
      const ask = () => fetch(`${TEST_ORIGIN}/api/auth/get-session`, { headers: { 'x-forwarded-for': '10.0.0.1' } })
      expect((await ask()).status).toBe(200)
      const refused = await ask()
      expect({ status: refused.status, type: refused.headers.get('content-type') }).toEqual({
        status: 429,
        type: onOneSix ? 'text/plain;charset=UTF-8' : 'application/json',
      })
      expect(refused.headers.get('x-retry-after')).toMatch(/^\d+$/)
      expect(await refused.json()).toEqual({ message: 'Too many requests. Please try again later.' })
    } finally {
      await limited.close()
    }
  })

  it('with the plugin disabled organization routes answer 404 with an empty body', async () => {
    backend.setPluginConfig({ enabled: false })
    try {
      expect(await raw('/organization/list')).toMatchObject({ status: 404, text: '' })
      expect((await raw('/get-session')).status).toBe(200)
    } finally {
      backend.setPluginConfig({ enabled: true })
    }
  })
})

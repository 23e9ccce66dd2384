import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orgkit } from '../../src/better-auth-plugin'
import { createMemoryAuth } from './memory-auth'

const HOUR = 60 * 60 * 1000
const INVITEE_EMAIL = 'grace.hopper@invitee.example.com'
const INVITER_EMAIL = 'ada@acme.example.com'

let server: Awaited<ReturnType<typeof createMemoryAuth>>
const preview = (id: string) => server.get(`/orgkit/invitation-preview?id=${encodeURIComponent(id)}`)

function invitationRow(id: string, fields: { status?: string; expiresAt: Date }) {
  return {
    id,
    organizationId: 'org-acme',
    email: INVITEE_EMAIL,
    role: 'admin,member',
    status: fields.status ?? 'pending',
    expiresAt: fields.expiresAt,
    createdAt: new Date(),
    inviterId: 'user-ada',
  }
}

beforeAll(async () => {
  server = await createMemoryAuth([orgkit()])
  const now = Date.now()
  server.tables.user?.push({
    id: 'user-ada',
    name: 'Ada Lovelace',
    email: INVITER_EMAIL,
    emailVerified: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  })
  server.tables.organization?.push({
    id: 'org-acme',
    name: 'Acme',
    slug: 'acme',
    logo: 'https://cdn.example.com/acme.png',
    createdAt: new Date(),
  })
  server.tables.invitation?.push(
    invitationRow('inv-open', { expiresAt: new Date(now + 48 * HOUR) }),
    invitationRow('inv-expired', { expiresAt: new Date(now - HOUR) }),
    invitationRow('inv-accepted', { status: 'accepted', expiresAt: new Date(now + HOUR) }),
  )
})

beforeEach(() => {
  server.reads.length = 0
  server.logged.length = 0
})

describe('GET /orgkit/invitation-preview', () => {
  it('answers without a session: organization name and logo, inviter name, role, status, expiry, and no e-mail', async () => {
    const response = await preview('inv-open')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    const body = JSON.parse(text) as Record<string, unknown>
    expect(body).toEqual({
      id: 'inv-open',
      organizationName: 'Acme',
      organizationLogo: 'https://cdn.example.com/acme.png',
      inviterName: 'Ada Lovelace',
      role: 'admin,member',
      status: 'pending',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
    })
    expect(text).not.toContain(INVITEE_EMAIL)
    expect(text).not.toContain(INVITER_EMAIL)
    expect(text).not.toContain('@')
  })

  it('answers an answered invitation with its status', async () => {
    const response = await preview('inv-accepted')
    expect(await response.json()).toMatchObject({ id: 'inv-accepted', status: 'accepted' })
  })

  it('answers a missing and an expired invitation byte for byte alike: 404 INVITATION_NOT_FOUND', async () => {
    const expired = await preview('inv-expired')
    const missing = await preview('inv-never-made')
    const expiredText = await expired.text()
    expect({ status: expired.status, body: JSON.parse(expiredText) as unknown }).toEqual({
      status: 404,
      body: { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' },
    })
    expect(missing.status).toBe(expired.status)
    expect(await missing.text()).toBe(expiredText)
    expect([...missing.headers.entries()]).toEqual([...expired.headers.entries()])
  })

  it('refuses a malformed id (400) before the database is asked', async () => {
    for (const id of ['', 'has space', '../organization/list', 'x'.repeat(129)]) {
      const response = await preview(id)
      expect(response.status, id).toBe(400)
    }
    const noId = await server.get('/orgkit/invitation-preview')
    expect(noId.status).toBe(400)
    expect(server.reads).toEqual([])
    // The same route with a well-formed id does read (so the assertion above can fail).
    await preview('inv-never-made')
    expect(server.reads).toContain('invitation')
  })

  it('never logs the id it is asked for, found, expired, missing or malformed', async () => {
    const ids = ['inv-open', 'inv-expired', 'inv-accepted', 'inv-never-made', 'bad id!']
    for (const id of ids) await preview(id)
    // What the server's logger writes is captured, at every level (a line logged the way the plugin would log
    // through ctx.context.logger), so a change that logs an id fails here; Better Auth itself logs none of these.
    ;(await server.auth.$context).logger.debug('probe of the captured log')
    const lines = server.logged.map((line) => line.text)
    expect(lines).toContain('probe of the captured log')
    for (const id of ids)
      expect(
        lines.filter((line) => line.includes(id)),
        id,
      ).toEqual([])
  })

  it('is a GET only', async () => {
    const response = await server.auth.handler(
      new Request('http://127.0.0.1:4200/api/auth/orgkit/invitation-preview?id=inv-open', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4200' },
        body: '{}',
      }),
    )
    expect(response.status).not.toBe(200)
  })
})

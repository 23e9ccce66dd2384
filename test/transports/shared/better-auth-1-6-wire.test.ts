import { createAuthClient as createAuthClient17 } from 'better-auth/client'
import { organizationClient as organizationClient17 } from 'better-auth/client/plugins'
import { createAuthClient as createAuthClient16 } from 'better-auth-1-6/client'
import { organizationClient as organizationClient16 } from 'better-auth-1-6/client/plugins'
import { describe, expect, it } from 'vitest'
import { createBetterAuthClientTransport, createBetterAuthFetchTransport } from '../../../src/index'
import type { Transport } from '../../../src/index'
import { MEMBER, ORG, USER } from '../better-auth-fetch/fake-fetch'

// Where Better Auth 1.6.23 answers differently from 1.7.7 (test/server/wire-quirks.test.ts records both), as a
// scripted server answers, through the fetch transport and through real Better Auth clients of both versions.

const BASE = 'http://app.test/api/auth'
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

/**
 * list-members and get-full-organization as Better Auth 1.6.23 answers them for an organization of `count`
 * members: a page of more than 100 members is a 500 (it looks up at most 100 users), and so is an empty page
 * (as in 1.7.7); the full organization caps its users at `membershipLimit` (100).
 */
function oneSixServer(count: number) {
  const members = Array.from({ length: count }, (_, i) => ({
    ...MEMBER,
    id: `mem${i}`,
    userId: `usr${i}`,
    role: 'member',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    user: { ...USER, id: `usr${i}`, email: `user${i}@example.com` },
  }))
  const pages: { limit: number; offset: number }[] = []
  const fetch = (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input)
    const number = (name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback)
    if (url.pathname.endsWith('/organization/list-members')) {
      const limit = number('limit', 100)
      const offset = number('offset', 0)
      pages.push({ limit, offset })
      const page = members.slice(offset, offset + limit)
      if (page.length === 0 || page.length > 100) return Promise.resolve(new Response(null, { status: 500 }))
      return Promise.resolve(json({ members: page, total: members.length }))
    }
    if (url.pathname.endsWith('/organization/get-full-organization')) {
      const limit = number('membersLimit', 100)
      if (Math.min(limit, count) > 100) return Promise.resolve(new Response(null, { status: 500 }))
      return Promise.resolve(json({ ...ORG, members: members.slice(0, limit), invitations: [] }))
    }
    return Promise.resolve(new Response(null, { status: 404 }))
  }
  return { fetch, pages }
}

/** Better Auth 1.6.23's 429: JSON, but without a content type (so `text/plain`), and the wait in seconds. */
const oneSixRateLimit = () =>
  Promise.resolve(
    new Response(JSON.stringify({ message: 'Too many requests. Please try again later.' }), {
      status: 429,
      headers: { 'X-Retry-After': '60' },
    }),
  )

type Fetch = (input: string | URL | Request) => Promise<Response>

const transports: [name: string, make: (fetch: Fetch) => Transport][] = [
  ['the fetch transport', (fetch) => createBetterAuthFetchTransport({ baseURL: BASE, fetch })],
  [
    'the client transport on a 1.7.7 client',
    (fetch) =>
      createBetterAuthClientTransport(
        createAuthClient17({
          baseURL: BASE,
          plugins: [organizationClient17()],
          fetchOptions: { customFetchImpl: fetch },
        }),
      ),
  ],
  [
    'the client transport on a 1.6.23 client',
    (fetch) =>
      createBetterAuthClientTransport(
        createAuthClient16({
          baseURL: BASE,
          plugins: [organizationClient16()],
          fetchOptions: { customFetchImpl: fetch },
        }),
      ),
  ],
]

describe.each(transports)('Better Auth 1.6.23 through %s', (_name, makeTransport) => {
  it('a members page of more than 100 (a 500 on 1.6.23) is read again in slices of 100', async () => {
    const server = oneSixServer(230)
    const page = await makeTransport(server.fetch).listMembers({
      query: { organizationId: 'org1', limit: 200, offset: 10, sortBy: 'createdAt', sortDirection: 'asc' },
    })
    expect(page.total).toBe(230)
    expect(page.members.map((member) => member.id)).toEqual(Array.from({ length: 200 }, (_, i) => `mem${i + 10}`))
    expect(server.pages).toEqual([
      { limit: 200, offset: 10 },
      { limit: 100, offset: 10 },
      { limit: 100, offset: 110 },
    ])
  })

  it('the last slice may come short, and the total ends the page', async () => {
    const short = oneSixServer(130)
    const page = await makeTransport(short.fetch).listMembers({ query: { limit: 150 } })
    expect({ total: page.total, count: page.members.length }).toEqual({ total: 130, count: 130 })
    expect(short.pages.map(({ limit }) => limit)).toEqual([150, 100, 50])
    const exact = oneSixServer(200)
    const all = await makeTransport(exact.fetch).listMembers({ query: { limit: 300 } })
    expect({ total: all.total, count: all.members.length }).toEqual({ total: 200, count: 200 })
    // No third slice: the second one reached the total.
    expect(exact.pages).toEqual([
      { limit: 300, offset: 0 },
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
    ])
  })

  it('a full organization of more than 100 members comes whole', async () => {
    const server = oneSixServer(130)
    const full = await makeTransport(server.fetch).getFullOrganization({ query: { membersLimit: 150 } })
    expect(full?.members).toHaveLength(130)
    expect(full?.members.at(-1)?.id).toBe('mem129')
  })

  it('a 500 that slicing does not explain stays a SERVER_ERROR', async () => {
    const down: Fetch = () => Promise.resolve(new Response(null, { status: 500 }))
    await expect(makeTransport(down).listMembers({ query: { limit: 150 } })).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      status: 500,
    })
  })

  it('a 429 whose JSON comes as text/plain is RATE_LIMITED, with its message and wait', async () => {
    await expect(makeTransport(oneSixRateLimit).list()).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'Too many requests. Please try again later.',
      retryAfterMs: 60_000,
    })
  })
})

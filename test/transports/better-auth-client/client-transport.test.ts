import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'
import { describe, expect, it, vi } from 'vitest'
import { createBetterAuthClientTransport } from '../../../src/index'
import type { BetterAuthClientLike, BetterAuthClientMethod } from '../../../src/index'
import { MEMBER, ORG, USER } from '../better-auth-fetch/fake-fetch'

/** A stand-in for `createAuthClient(...)`: every method answers `answer(name, args)`. */
function fakeClient(answer: (name: string, args: Record<string, unknown>) => unknown) {
  const calls: { name: string; args: Record<string, unknown> }[] = []
  const method = (name: string): BetterAuthClientMethod =>
    vi.fn((args: Record<string, unknown>) => {
      calls.push({ name, args })
      // Answers asynchronously, as a real client does: an answer that throws becomes a rejection.
      return Promise.resolve().then(() => answer(name, args))
    })
  const organization = new Proxy({} as BetterAuthClientLike['organization'], {
    get: (_target, name) => method(String(name)),
  })
  return { client: { getSession: method('getSession'), organization } satisfies BetterAuthClientLike, calls }
}

describe('client transport', () => {
  it('calls the client method by name with the body or query, always naming the HTTP method', async () => {
    const { client, calls } = fakeClient(() => ({ data: null, error: null }))
    const transport = createBetterAuthClientTransport(client)
    await transport.setActive({})
    await transport.getFullOrganization({ query: { organizationSlug: 'acme' } })
    // Every call also brings a plugin of the client's fetch that reads `Retry-After` off a failed answer.
    const plugins = [expect.objectContaining({ id: 'orgkit-retry-after' }) as unknown]
    expect(calls[0]).toEqual({ name: 'setActive', args: { fetchOptions: { method: 'POST', plugins } } })
    expect(calls[1]).toEqual({
      name: 'getFullOrganization',
      args: { query: { organizationSlug: 'acme' }, fetchOptions: { method: 'GET', plugins } },
    })
  })

  it('turns {data} into normalized data, restoring dates the client revived inside metadata', async () => {
    const created = new Date('2026-11-21T05:32:18.188Z')
    const { client } = fakeClient(() => ({
      data: [{ ...ORG, createdAt: created, metadata: { since: new Date('2026-01-01T00:00:00.000Z') } }],
      error: null,
    }))
    const [organization] = await createBetterAuthClientTransport(client).list()
    expect(organization).toMatchObject({ createdAt: created, metadata: { since: '2026-01-01T00:00:00.000Z' } })
  })

  it('turns {error} into the same OrgKitError as the fetch transport', async () => {
    const { client } = fakeClient((name) =>
      name === 'getInvitation'
        ? { data: null, error: { status: 401, statusText: 'Unauthorized', message: 'Not authenticated' } }
        : { data: null, error: { status: 500, statusText: 'Internal Server Error' } },
    )
    const transport = createBetterAuthClientTransport(client)
    await expect(transport.getInvitation({ query: { id: 'inv1' } })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
    })
    await expect(transport.list()).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 500 })
  })

  it('maps a thrown fetch failure or catchAllError to NETWORK_ERROR, and rethrows an abort reason', async () => {
    const thrown = fakeClient(() => {
      throw new TypeError('fetch failed')
    })
    await expect(createBetterAuthClientTransport(thrown.client).list()).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    })
    const caught = fakeClient(() => ({
      data: null,
      error: { status: 500, statusText: 'Fetch Error', message: 'Fetch related error' },
    }))
    await expect(createBetterAuthClientTransport(caught.client).list()).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    const controller = new AbortController()
    const reason = new Error('gone')
    const aborting = fakeClient(() => {
      controller.abort(reason)
      throw new DOMException('aborted', 'AbortError')
    })
    await expect(createBetterAuthClientTransport(aborting.client).list({ signal: controller.signal })).rejects.toBe(
      reason,
    )
  })

  it('supports clients made with throw: true (data returned, BetterFetchError thrown)', async () => {
    const throwing = fakeClient((name) => {
      if (name === 'getActiveMember') return { ...MEMBER, user: USER }
      throw Object.assign(new Error('Bad Request'), {
        status: 400,
        statusText: 'Bad Request',
        error: { code: 'MEMBER_NOT_FOUND', message: 'Member not found' },
      })
    })
    const transport = createBetterAuthClientTransport(throwing.client)
    await expect(transport.getActiveMember()).resolves.toMatchObject({ id: 'mem1', role: ['admin', 'member'] })
    await expect(transport.leave({ organizationId: 'org1' })).rejects.toMatchObject({
      code: 'MEMBER_NOT_FOUND',
      status: 400,
    })
  })

  it('reads the wait a 429 asks for off the answer (the {data, error} result has no headers)', async () => {
    const { client } = fakeClient(async (_name, args) => {
      // What the client's fetch does with the call's plugins when an answer fails.
      const { plugins } = args.fetchOptions as { plugins: { hooks: { onError: (context: object) => unknown } }[] }
      const response = new Response(null, { status: 429, headers: { 'X-Retry-After': '9' } })
      for (const plugin of plugins) await plugin.hooks.onError({ response })
      return { data: null, error: { status: 429, statusText: 'Too Many Requests' } }
    })
    await expect(createBetterAuthClientTransport(client).list()).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterMs: 9_000,
    })
  })

  it('gets Retry-After through a real Better Auth client, whose own onError still runs', async () => {
    const onError = vi.fn()
    const authClient = createAuthClient({
      baseURL: 'http://app.test',
      plugins: [organizationClient()],
      fetchOptions: {
        onError,
        customFetchImpl: () =>
          Promise.resolve(
            new Response(JSON.stringify({ message: 'Too many requests. Please try again later.' }), {
              status: 429,
              headers: { 'content-type': 'application/json', 'X-Retry-After': '4' },
            }),
          ),
      },
    })
    const transport = createBetterAuthClientTransport(authClient)
    await expect(transport.list()).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterMs: 4_000 })
    expect(onError).toHaveBeenCalledOnce()
    // Without the header, no wait is made up.
    const plain = createAuthClient({
      baseURL: 'http://app.test',
      plugins: [organizationClient()],
      fetchOptions: { customFetchImpl: () => Promise.resolve(new Response(null, { status: 503 })) },
    })
    await expect(createBetterAuthClientTransport(plain).list()).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      retryAfterMs: undefined,
    })
  })
})

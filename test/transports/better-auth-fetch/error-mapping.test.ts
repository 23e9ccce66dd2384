import { describe, expect, it } from 'vitest'
import { OrgKitError } from '../../../src/core/org-kit-error'
import { createBetterAuthFetchTransport } from '../../../src/index'
import { fakeFetch } from './fake-fetch'

const BASE = 'http://app.test/api/auth'

async function failure(promise: Promise<unknown>): Promise<OrgKitError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(OrgKitError)
  return error as OrgKitError
}

describe('fetch transport: error mapping', () => {
  const cases: [
    string,
    { status: number; body?: unknown },
    string,
    'list' | 'getInvitation' | 'listInvitations' | 'inviteMember' | 'getSession',
  ][] = [
    [
      'a plugin code is kept',
      { status: 403, body: { code: 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', message: 'x' } },
      'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
      'list',
    ],
    [
      '401 with a plugin code keeps the code',
      { status: 401, body: { code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER', message: 'x' } },
      'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
      'list',
    ],
    [
      '401 UNAUTHORIZED',
      { status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
      'UNAUTHORIZED',
      'list',
    ],
    [
      '401 without a code ("Not authenticated")',
      { status: 401, body: { message: 'Not authenticated' } },
      'UNAUTHORIZED',
      'getInvitation',
    ],
    ['401 with an empty body', { status: 401 }, 'UNAUTHORIZED', 'list'],
    [
      '"Invitation not found!" without a code',
      { status: 400, body: { message: 'Invitation not found!' } },
      'INVITATION_NOT_FOUND',
      'getInvitation',
    ],
    [
      '"Invitation not found" without a code (later wording)',
      { status: 400, body: { message: 'Invitation not found' } },
      'INVITATION_NOT_FOUND',
      'getInvitation',
    ],
    [
      '"Organization ID is required"',
      { status: 400, body: { message: 'Organization ID is required' } },
      'NO_ACTIVE_ORGANIZATION',
      'listInvitations',
    ],
    [
      '"You are not a member of this organization"',
      { status: 403, body: { message: 'You are not a member of this organization' } },
      'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
      'listInvitations',
    ],
    [
      '"ROLE_NOT_FOUND: superuser" without a code',
      { status: 400, body: { message: 'ROLE_NOT_FOUND: superuser' } },
      'ROLE_NOT_FOUND',
      'inviteMember',
    ],
    ['500 with an empty body', { status: 500 }, 'SERVER_ERROR', 'list'],
    ['502 with an HTML page', { status: 502, body: '<html>Bad gateway</html>' }, 'SERVER_ERROR', 'list'],
    [
      '429 whatever the body',
      { status: 429, body: { message: 'Too many requests. Please try again later.' } },
      'RATE_LIMITED',
      'list',
    ],
    ['404 on an organization route: the plugin is off', { status: 404 }, 'PLUGIN_DISABLED', 'list'],
    [
      '404 ORGANIZATION_DELETION_DISABLED keeps its code',
      { status: 404, body: { code: 'ORGANIZATION_DELETION_DISABLED', message: 'x' } },
      'ORGANIZATION_DELETION_DISABLED',
      'list',
    ],
    ['404 on get-session is not the plugin', { status: 404 }, 'UNKNOWN', 'getSession'],
    [
      '1.7.24: listing invitations as a plain member',
      { status: 403, body: { code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS', message: 'x' } },
      'YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS',
      'listInvitations',
    ],
    [
      '1.7.24: invitation not found with a code',
      { status: 400, body: { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' } },
      'INVITATION_NOT_FOUND',
      'getInvitation',
    ],
    [
      '403 with a foreign code (origin check)',
      { status: 403, body: { code: 'MISSING_OR_NULL_ORIGIN', message: 'Missing or null Origin' } },
      'UNKNOWN',
      'list',
    ],
  ]

  for (const [name, answer, code, operation] of cases) {
    it(name, async () => {
      const { fetch } = fakeFetch(answer)
      const transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch })
      const run = {
        list: () => transport.list(),
        getInvitation: () => transport.getInvitation({ query: { id: 'inv1' } }),
        listInvitations: () => transport.listInvitations(),
        inviteMember: () => transport.inviteMember({ email: 'a@example.com', role: 'member' }),
        getSession: () => transport.getSession(),
      }[operation]
      const error = await failure(run())
      expect({ code: error.code, status: error.status }).toEqual({ code, status: answer.status })
    })
  }

  it('keeps the message, and names the field of a server validation error', async () => {
    const { fetch } = fakeFetch({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: '[body.slug] Invalid input: expected string' },
    })
    const error = await failure(
      createBetterAuthFetchTransport({ baseURL: BASE, fetch }).create({ name: 'Acme', slug: 'acme' }),
    )
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      field: 'slug',
      message: '[body.slug] Invalid input: expected string',
    })
  })

  const rateLimited = (headers: Record<string, string>) =>
    fakeFetch({ status: 429, body: { message: 'Too many requests. Please try again later.' }, headers }).fetch

  it.each([
    ['Retry-After in seconds', { 'Retry-After': '7' }, 7_000],
    ['Retry-After in fractional seconds', { 'Retry-After': '1.5' }, 1_500],
    ['Better Auth’s X-Retry-After', { 'X-Retry-After': '12' }, 12_000],
    ['a Retry-After date already past', { 'Retry-After': 'Thu, 01 Jan 1970 00:00:00 GMT' }, 0],
    ['an unreadable Retry-After', { 'Retry-After': 'soon' }, undefined],
    ['no Retry-After', {}, undefined],
  ])('a 429 carries the wait it asks for as retryAfterMs: %s', async (_case, headers, retryAfterMs) => {
    const error = await failure(createBetterAuthFetchTransport({ baseURL: BASE, fetch: rateLimited(headers) }).list())
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterMs })
    expect(error.toJSON().retryAfterMs).toBe(retryAfterMs)
  })

  it('a Retry-After date is the wait left until then', async () => {
    const headers = { 'Retry-After': new Date(Date.now() + 60_000).toUTCString() }
    const error = await failure(createBetterAuthFetchTransport({ baseURL: BASE, fetch: rateLimited(headers) }).list())
    // HTTP dates have whole seconds, and a moment passes before the answer is read.
    expect(error.retryAfterMs).toBeGreaterThan(58_000)
    expect(error.retryAfterMs).toBeLessThanOrEqual(60_000)
  })

  it('a 503 carries its Retry-After too', async () => {
    const { fetch } = fakeFetch({ status: 503, headers: { 'Retry-After': '3' } })
    expect(await failure(createBetterAuthFetchTransport({ baseURL: BASE, fetch }).list())).toMatchObject({
      code: 'SERVER_ERROR',
      status: 503,
      retryAfterMs: 3_000,
    })
  })

  it('a failed fetch is NETWORK_ERROR with status 0', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'))
    const error = await failure(createBetterAuthFetchTransport({ baseURL: BASE, fetch }).list())
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 })
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('an abort rejects with the signal reason, before or during the request', async () => {
    const reason = new DOMException('stop', 'AbortError')
    const controller = new AbortController()
    controller.abort(reason)
    const idle = fakeFetch({ body: [] })
    await expect(
      createBetterAuthFetchTransport({ baseURL: BASE, fetch: idle.fetch }).list({ signal: controller.signal }),
    ).rejects.toBe(reason)
    expect(idle.calls()).toBe(0)
    const late = new AbortController()
    const slow: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new TypeError('aborted'))))
    const pending = createBetterAuthFetchTransport({ baseURL: BASE, fetch: slow }).list({ signal: late.signal })
    const custom = new Error('user navigated away')
    late.abort(custom)
    await expect(pending).rejects.toBe(custom)
  })

  it('an answer of an unexpected shape is UNKNOWN, not odd data', async () => {
    const { fetch } = fakeFetch({ body: { organizations: [] } })
    expect(await failure(createBetterAuthFetchTransport({ baseURL: BASE, fetch }).list())).toMatchObject({
      code: 'UNKNOWN',
      status: 200,
    })
  })
})

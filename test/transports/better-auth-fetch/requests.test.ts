import { describe, expect, it } from 'vitest'
import { createBetterAuthFetchTransport } from '../../../src/index'
import { expectDefined } from '../../contract/expect-defined'
import { fakeFetch, INVITATION, MEMBER, ORG, USER } from './fake-fetch'

const BASE = 'http://app.test/api/auth/'
const PAGE = { members: [{ ...MEMBER, user: USER }], total: 1 }

describe('fetch transport: requests', () => {
  it('POSTs JSON to the kebab-case route with credentials included and the given headers', async () => {
    const { fetch, requests } = fakeFetch({ body: { status: true } })
    const transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch, headers: { 'x-tenant': 't1' } })
    await transport.checkSlug({ slug: '  acme  ' })
    expect(requests[0]).toMatchObject({ method: 'POST', credentials: 'include', body: { slug: 'acme' } })
    expect(requests[0]?.url.href).toBe('http://app.test/api/auth/organization/check-slug')
    expect(requests[0]?.headers.get('content-type')).toBe('application/json')
    expect(requests[0]?.headers.get('x-tenant')).toBe('t1')
  })

  it('reads header functions per request and honours another credentials mode', async () => {
    let token = 'a'
    const { fetch, requests } = fakeFetch({ body: null })
    const transport = createBetterAuthFetchTransport({
      baseURL: BASE,
      fetch,
      credentials: 'omit',
      headers: () => ({ authorization: `Bearer ${token}` }),
    })
    await transport.getSession()
    token = 'b'
    await transport.getSession()
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer a', 'Bearer b'])
    expect(requests[0]).toMatchObject({ method: 'GET', credentials: 'omit' })
    expect(requests[0]?.url.pathname).toBe('/api/auth/get-session')
  })

  it("reads the session past cookie caches (Better Auth cookieCache, Neon Auth's Next.js handler)", async () => {
    const { fetch, requests } = fakeFetch({ body: null })
    await createBetterAuthFetchTransport({ baseURL: BASE, fetch }).getSession()
    expect(requests[0]?.url.searchParams.get('disableCookieCache')).toBe('true')
  })

  it('validates input before any I/O', async () => {
    const { fetch, calls } = fakeFetch({ body: {} })
    const transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch })
    await expect(transport.create({ name: 'Acme', slug: 'Bad Slug' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'slug',
      status: 0,
    })
    await expect(transport.leave({ organizationId: '' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' })
    expect(calls()).toBe(0)
  })

  it('passes organizationId, roles as a string or an array, and null to unset the active organization', async () => {
    const { fetch, requests } = fakeFetch({ body: MEMBER }, { body: null }, { body: INVITATION })
    const transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch })
    await transport.updateMemberRole({ memberId: 'mem1', role: ['admin', 'member'], organizationId: 'org1' })
    await expect(transport.setActive({ organizationId: null })).resolves.toBeNull()
    await expect(transport.inviteMember({ email: 'A@Example.com ', role: 'admin,member' })).resolves.toMatchObject({
      id: INVITATION.id,
    })
    expect(requests[0]?.body).toEqual({ memberId: 'mem1', role: ['admin', 'member'], organizationId: 'org1' })
    expect(requests[1]?.body).toEqual({ organizationId: null })
    expect(requests[2]?.body).toEqual({ email: 'A@Example.com', role: ['admin', 'member'] })
  })

  it('sends GET parameters as a query string, arrays as repeated keys', async () => {
    const { fetch, requests } = fakeFetch({ body: PAGE })
    const transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch })
    await transport.listMembers({
      query: {
        organizationId: 'org1',
        limit: 10,
        offset: 20,
        sortBy: 'createdAt',
        sortDirection: 'desc',
        filterField: 'role',
        filterOperator: 'in',
        filterValue: ['owner', 'admin'],
      },
    })
    const { url } = expectDefined(requests[0], 'the list-members request')
    expect(url.pathname).toBe('/api/auth/organization/list-members')
    expect(url.searchParams.getAll('filterValue')).toEqual(['owner', 'admin'])
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      organizationId: 'org1',
      limit: '10',
      offset: '20',
      sortBy: 'createdAt',
      sortDirection: 'desc',
      filterOperator: 'in',
    })
  })

  it('never sends in/not_in with fewer than two values', async () => {
    const { fetch, requests, calls } = fakeFetch({ body: PAGE })
    const transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch })
    await transport.listMembers({ query: { filterField: 'role', filterOperator: 'in', filterValue: ['owner'] } })
    await transport.listMembers({ query: { filterField: 'role', filterOperator: 'not_in', filterValue: ['owner'] } })
    expect(
      requests.map((r) => [r.url.searchParams.get('filterOperator'), r.url.searchParams.getAll('filterValue')]),
    ).toEqual([
      ['eq', ['owner']],
      ['ne', ['owner']],
    ])
    await expect(
      transport.listMembers({ query: { filterField: 'role', filterOperator: 'in', filterValue: [] } }),
    ).resolves.toEqual({ members: [], total: 0 })
    expect(calls()).toBe(2)
    await transport.listMembers({
      query: { organizationId: 'org1', filterField: 'role', filterOperator: 'not_in', filterValue: [] },
    })
    expect([...expectDefined(requests[2], 'the third request').url.searchParams.keys()]).toEqual([
      'organizationId',
      'limit',
    ])
  })

  it('always sends a page size: 100 unless given (Better Auth would use membership_limit)', async () => {
    const { fetch, requests } = fakeFetch({ body: PAGE })
    const transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch })
    await transport.listMembers()
    await transport.listMembers({ query: { limit: 7 } })
    expect(requests.map((r) => r.url.searchParams.get('limit'))).toEqual(['100', '7'])
  })

  it('rebuilds the full organization from list-members when the server fails on more members than membership_limit', async () => {
    const org = { ...ORG, members: [{ ...MEMBER, user: USER }], invitations: [] }
    const second = { ...MEMBER, id: 'mem2', userId: 'usr2', user: { ...USER, id: 'usr2' } }
    const { fetch, requests } = fakeFetch(
      { status: 500 },
      { body: org },
      { body: { members: [{ ...MEMBER, user: USER }, second], total: 2 } },
    )
    const full = await createBetterAuthFetchTransport({ baseURL: BASE, fetch }).getFullOrganization({
      query: { organizationSlug: 'acme', membersLimit: 5 },
    })
    expect(full?.members.map((m) => m.id)).toEqual(['mem1', 'mem2'])
    expect(requests.map((r) => `${r.url.pathname.split('/').pop()}?${r.url.searchParams}`)).toEqual([
      'get-full-organization?organizationSlug=acme&membersLimit=5',
      'get-full-organization?organizationSlug=acme&membersLimit=1',
      'list-members?organizationId=org1&limit=5',
    ])
    const down = fakeFetch({ status: 500 })
    await expect(
      createBetterAuthFetchTransport({ baseURL: BASE, fetch: down.fetch }).getFullOrganization(),
    ).rejects.toMatchObject({ code: 'SERVER_ERROR' })
  })

  it('turns the 500 of an empty page into an empty page with the real total', async () => {
    const { fetch, requests } = fakeFetch({ status: 500 }, { body: { members: [{ ...MEMBER, user: USER }], total: 3 } })
    const transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch })
    await expect(transport.listMembers({ query: { organizationId: 'org1', offset: 10, limit: 5 } })).resolves.toEqual({
      members: [],
      total: 3,
    })
    expect(requests[1]?.url.searchParams.get('offset')).toBe('0')
  })

  it('turns the 500 of a filter matching nothing into an empty page, after an unfiltered control succeeds', async () => {
    const { fetch, requests } = fakeFetch({ status: 500 }, { status: 500 }, { body: PAGE })
    const transport = createBetterAuthFetchTransport({ baseURL: BASE, fetch })
    const page = await transport.listMembers({
      query: { organizationId: 'org1', offset: 2, filterField: 'role', filterValue: 'nobody' },
    })
    expect(page).toEqual({ members: [], total: 0 })
    expect(requests[2]?.url.searchParams.has('filterField')).toBe(false)
  })

  it('keeps a 500 a SERVER_ERROR when the probes show a real failure', async () => {
    const unfiltered = fakeFetch({ status: 500 })
    await expect(
      createBetterAuthFetchTransport({ baseURL: BASE, fetch: unfiltered.fetch }).listMembers(),
    ).rejects.toMatchObject({ code: 'SERVER_ERROR' })
    expect(unfiltered.calls()).toBe(1)
    const down = fakeFetch({ status: 500 })
    const filtered = createBetterAuthFetchTransport({ baseURL: BASE, fetch: down.fetch }).listMembers({
      query: { filterField: 'role', filterValue: 'owner' },
    })
    await expect(filtered).rejects.toMatchObject({ code: 'SERVER_ERROR' })
    const inRange = fakeFetch({ status: 500 }, { body: { ...PAGE, total: 30 } })
    await expect(
      createBetterAuthFetchTransport({ baseURL: BASE, fetch: inRange.fetch }).listMembers({ query: { offset: 10 } }),
    ).rejects.toMatchObject({ code: 'SERVER_ERROR' })
  })
})

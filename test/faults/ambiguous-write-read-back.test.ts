import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query'
import type { QueryKey, QueryObserverOptions } from '@tanstack/react-query'
import type { OrgKitError } from '../../src/core/org-kit-error'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBetterAuthFetchTransport } from '../../src/index'
import type { Session } from '../../src/core/domain'
import { createOrgQueries } from '../../src/query/create-org-queries'
import type { OrgQueries } from '../../src/query/create-org-queries'
import { orgKeys } from '../../src/query/org-keys'
import type { ContractHarness } from '../contract/harness'
import { makeRealHarness } from '../contract/real/make-real-harness'
import { createOrganizationAs, uniqueSlug } from '../contract/support'
import { createFaultFetch } from './fault-fetch'
import type { FaultFetch, FaultKind } from './fault-fetch'

// Issue 23, finding 4: a write whose answer is lost after the server committed it (a 503 from a proxy, a
// timeout, a success cut short) is never asked again (test/query/read-retries.test.tsx), and the state is
// read back: the screen then shows it done, and the user is not led to repeat it into a refusal ("slug
// taken", "invitation not found"). A refusal the server gave before doing anything (a 429) reads nothing back.

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

let harness: ContractHarness
let faults: FaultFetch
let queryClient: QueryClient
let queries: OrgQueries
const unsubscribes: (() => void)[] = []

beforeAll(async () => {
  harness = await makeRealHarness('fetch', (fetch, baseURL) => {
    faults = createFaultFetch(fetch)
    return createBetterAuthFetchTransport({ baseURL, fetch: faults.fetch })
  })
  queries = createOrgQueries(harness.transport)
})

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
  queryClient.clear()
})

afterAll(() => harness.close())

/** A fresh cache with the session read and observed, as the provider does, and `options` observed (on screen). */
async function observe<TData, TKey extends QueryKey>(
  options: QueryObserverOptions<TData, OrgKitError, TData, TData, TKey>,
) {
  queryClient = new QueryClient()
  const sessionObserver = new QueryObserver(queryClient, queries.session())
  unsubscribes.push(sessionObserver.subscribe(() => undefined))
  const observer = new QueryObserver(queryClient, options)
  unsubscribes.push(observer.subscribe(() => undefined))
  await vi.waitFor(() => {
    expect(sessionObserver.getCurrentResult().isSuccess).toBe(true)
    expect(observer.getCurrentResult().isSuccess).toBe(true)
  })
  return { result: (): TData | undefined => observer.getCurrentResult().data }
}

const AMBIGUOUS: FaultKind[] = ['503 after commit', 'timeout', 'malformed body']

describe('after an ambiguous failure of a write, the state is read back', () => {
  it.each(AMBIGUOUS)('create under a %s: sent once, found by its slug read back, listed and active', async (kind) => {
    const owner = await harness.createUser('read-back owner')
    await harness.signInAs(owner)
    const userId = owner.id
    const organizations = await observe(queries.organizations(userId))
    const slug = uniqueSlug('committed')
    faults.inject('/organization/create', kind)
    const before = faults.reached('/organization/create')
    const create = new MutationObserver(queryClient, queries.mutations.create())
    // Read back by its slug, a membership of the user: the create resolves with it rather than fail.
    await expect(create.mutate({ name: 'Committed Co', slug })).resolves.toMatchObject({ slug })
    expect(faults.reached('/organization/create') - before).toBe(1)
    const created = organizations.result()?.find((organization) => organization.slug === slug)
    expect(created).toBeDefined()
    const session = queryClient.getQueryData<Session | null>(orgKeys.session())
    expect(session?.activeOrganizationId).toBe(created?.id)
  })

  it.each(AMBIGUOUS)('acceptInvitation under a %s: found accepted, no longer listed as pending', async (kind) => {
    const inviter = await harness.createUser('read-back inviter')
    const organization = await createOrganizationAs(harness, inviter)
    const invitee = await harness.createUser('read-back invitee')
    const invitation = await harness.transport.inviteMember({
      email: invitee.email,
      role: 'member',
      organizationId: organization.id,
    })
    await harness.signInAs(invitee)
    const pending = await observe(queries.userInvitations(invitee.id))
    expect(pending.result()?.map((item) => item.id)).toContain(invitation.id)
    faults.inject('/organization/accept-invitation', kind)
    const accept = new MutationObserver(queryClient, queries.mutations.acceptInvitation())
    // The user's membership in the invitation's organization, read back, holds it: the accept resolves.
    await expect(accept.mutate({ invitationId: invitation.id })).resolves.toMatchObject({
      invitation: { id: invitation.id, status: 'accepted' },
      member: { organizationId: organization.id },
    })
    expect(pending.result()?.map((item) => item.id)).not.toContain(invitation.id)
  })

  it('a 429 (refused before the route ran) reads nothing back', async () => {
    const owner = await harness.createUser('read-back refused')
    await harness.signInAs(owner)
    const organizations = await observe(queries.organizations(owner.id))
    const read = () => faults.reached('/organization/get-active-member-role')
    const listed = read()
    faults.inject('/organization/create', '429 with Retry-After')
    const create = new MutationObserver(queryClient, queries.mutations.create())
    await expect(create.mutate({ name: 'Refused Co', slug: uniqueSlug('refused') })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterMs: 2000,
    })
    expect(read()).toBe(listed)
    expect(organizations.result()).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBetterAuthFetchTransport } from '../../src/index'
import { isOrgKitError } from '../../src/core/org-kit-error'
import type { TransportOperation } from '../../src/core/transport'
import { WIRE_ROUTES } from '../../src/transports/shared/wire-routes'
import type { ContractHarness, HarnessUser } from '../contract/harness'
import { makeRealHarness } from '../contract/real/make-real-harness'
import { createOrganizationAs, uniqueEmail, uniqueSlug } from '../contract/support'
import { rejectionOf } from '../support/rejection-of'
import { createFaultFetch, FAULT_KINDS, INJECTED_RETRY_AFTER_SECONDS } from './fault-fetch'
import type { FaultFetch, FaultKind } from './fault-fetch'

// Issue 23's fault suite, transport level: every operation of the fetch transport, against the real embedded
// backend, under each fault. Each answer is a coded OrgKitError (the UI's messages are keyed by code), the
// transport never asks twice (no duplicate write), a 429 carries its wait, and the next call works and shows
// the signed-in user's organizations only.

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

let harness: ContractHarness
let faults: FaultFetch
let stranger: HarnessUser
let strangersOrganizationId: string

beforeAll(async () => {
  harness = await makeRealHarness('fetch', (fetch, baseURL) => {
    faults = createFaultFetch(fetch)
    return createBetterAuthFetchTransport({ baseURL, fetch: faults.fetch })
  })
  stranger = await harness.createUser('fault stranger')
  strangersOrganizationId = (await createOrganizationAs(harness, stranger)).id
})

afterAll(() => harness.close())

/** A new owner signed in, a new organization of theirs active, a pending invitation and a member. */
async function freshOrganization() {
  const organization = await createOrganizationAs(harness, await harness.createUser('fault owner'))
  const invitee = await harness.createUser('fault invitee')
  const invitation = await harness.transport.inviteMember({
    email: invitee.email,
    role: 'member',
    organizationId: organization.id,
  })
  const member = await harness.storeMembership({
    organizationId: organization.id,
    userId: (await harness.createUser('fault member')).id,
    role: 'member',
  })
  return { organizationId: organization.id, invitee, invitationId: invitation.id, memberId: member.id }
}

type Fresh = Awaited<ReturnType<typeof freshOrganization>>

/** Each operation, called as the user it is meant for (the invitee for the invitee's own calls). */
const OPERATIONS: Record<TransportOperation, (fresh: Fresh) => Promise<unknown>> = {
  getSession: () => harness.transport.getSession(),
  create: () => harness.transport.create({ name: 'Fault Co', slug: uniqueSlug('fault') }),
  checkSlug: () => harness.transport.checkSlug({ slug: uniqueSlug('free') }),
  list: () => harness.transport.list(),
  setActive: (f) => harness.transport.setActive({ organizationId: f.organizationId }),
  getFullOrganization: (f) => harness.transport.getFullOrganization({ query: { organizationId: f.organizationId } }),
  update: (f) => harness.transport.update({ organizationId: f.organizationId, data: { name: 'Renamed' } }),
  delete: (f) => harness.transport.delete({ organizationId: f.organizationId }),
  inviteMember: (f) =>
    harness.transport.inviteMember({ email: uniqueEmail(), role: 'member', organizationId: f.organizationId }),
  acceptInvitation: async (f) => {
    await harness.signInAs(f.invitee)
    return harness.transport.acceptInvitation({ invitationId: f.invitationId })
  },
  rejectInvitation: async (f) => {
    await harness.signInAs(f.invitee)
    return harness.transport.rejectInvitation({ invitationId: f.invitationId })
  },
  cancelInvitation: (f) => harness.transport.cancelInvitation({ invitationId: f.invitationId }),
  getInvitation: async (f) => {
    await harness.signInAs(f.invitee)
    return harness.transport.getInvitation({ query: { id: f.invitationId } })
  },
  getInvitationPreview: (f) => harness.transport.getInvitationPreview({ query: { id: f.invitationId } }),
  listInvitations: (f) => harness.transport.listInvitations({ query: { organizationId: f.organizationId } }),
  listUserInvitations: async (f) => {
    await harness.signInAs(f.invitee)
    return harness.transport.listUserInvitations()
  },
  listMembers: (f) => harness.transport.listMembers({ query: { organizationId: f.organizationId } }),
  updateMemberRole: (f) =>
    harness.transport.updateMemberRole({ memberId: f.memberId, role: 'admin', organizationId: f.organizationId }),
  removeMember: (f) =>
    harness.transport.removeMember({ memberIdOrEmail: f.memberId, organizationId: f.organizationId }),
  getActiveMember: () => harness.transport.getActiveMember(),
  getActiveMemberRole: (f) => harness.transport.getActiveMemberRole({ query: { organizationId: f.organizationId } }),
  listOrganizationsWithRoles: () => harness.transport.listOrganizationsWithRoles({ query: { limit: 10 } }),
  searchMembers: (f) =>
    harness.transport.searchMembers({ query: { search: 'fault', organizationId: f.organizationId } }),
  leave: async (f) => {
    await harness.storeMembership({ organizationId: f.organizationId, userId: f.invitee.id, role: 'member' })
    await harness.signInAs(f.invitee)
    return harness.transport.leave({ organizationId: f.organizationId })
  },
}

/** What each fault must turn into. */
const EXPECTED: Record<FaultKind, { code: string; status: number; reached: number }> = {
  'network error': { code: 'NETWORK_ERROR', status: 0, reached: 0 },
  timeout: { code: 'NETWORK_ERROR', status: 0, reached: 1 },
  '500': { code: 'SERVER_ERROR', status: 500, reached: 0 },
  '503 after commit': { code: 'SERVER_ERROR', status: 503, reached: 1 },
  '429 with Retry-After': { code: 'RATE_LIMITED', status: 429, reached: 0 },
  'malformed body': { code: 'UNKNOWN', status: 200, reached: 1 },
}

/**
 * Reads the transport asks again on its own: the full organization after a 5xx, with one member and the members
 * from list-members (Better Auth answers 500 when an organization holds more members than the limit). The fault
 * applies once, so the answer comes.
 */
const RECOVERED: ReadonlySet<string> = new Set(['getFullOrganization/500', 'getFullOrganization/503 after commit'])

const CASES = (Object.keys(OPERATIONS) as TransportOperation[]).flatMap((operation) =>
  FAULT_KINDS.map((kind) => [operation, kind] as const),
)

describe('the fetch transport under faults, against the real server', () => {
  it.each(CASES)('%s under a %s', async (operation, kind) => {
    const fresh = await freshOrganization()
    const route = WIRE_ROUTES[operation].path
    const before = faults.reached(route)
    faults.inject(route, kind)
    if (RECOVERED.has(`${operation}/${kind}`)) {
      await expect(OPERATIONS[operation](fresh)).resolves.toMatchObject({ id: fresh.organizationId })
      return
    }
    const error = await rejectionOf(OPERATIONS[operation](fresh))
    const expected = EXPECTED[kind]
    expect(isOrgKitError(error) ? { code: error.code, status: error.status } : error).toEqual({
      code: expected.code,
      status: expected.status,
    })
    if (kind === '429 with Retry-After' && isOrgKitError(error))
      expect(error.retryAfterMs).toBe(INJECTED_RETRY_AFTER_SECONDS * 1000)
    expect(faults.reached(route) - before).toBe(expected.reached)
    // Usable afterwards, and nobody else's data.
    const organizations = await harness.transport.list()
    expect(organizations.map((organization) => organization.id)).not.toContain(strangersOrganizationId)
  })
})

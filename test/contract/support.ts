import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { Invitation, MemberRecord, Organization } from '../../src/core/domain'
import type { OrgKitErrorCode } from '../../src/core/error-codes'
import { OrgKitError } from '../../src/core/org-kit-error'
import type { Role } from '../../src/core/roles'
import type { ContractHarness, HarnessUser, MakeHarness } from './harness'

/** Gives the cases of one file their harness: made once, config reset after each test, closed at the end. */
export interface ContractContext {
  readonly harness: ContractHarness
}

/** Registers the harness lifecycle hooks in the current `describe` and returns a lazy accessor. */
export function setupHarness(makeHarness: MakeHarness): ContractContext {
  let current: ContractHarness | undefined
  beforeAll(async () => {
    current = await makeHarness()
  })
  afterEach(async () => {
    await current?.resetPluginConfig()
  })
  afterAll(async () => {
    await current?.close()
  })
  return {
    get harness() {
      if (!current) throw new Error('The contract harness is not ready (used outside a test?)')
      return current
    },
  }
}

let counter = 0

/** A slug no other test (or run against the same database) uses. */
export function uniqueSlug(prefix = 'org'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 6)}`
}

/** A unique e-mail for invitations to people who never sign up. */
export function uniqueEmail(prefix = 'guest'): string {
  return `${uniqueSlug(prefix)}@example.com`
}

/** Awaits a promise that must reject with an `OrgKitError` of this code (and status, when given). */
export async function expectOrgKitError(
  promise: Promise<unknown>,
  code: OrgKitErrorCode,
  status?: number,
): Promise<OrgKitError> {
  let thrown: unknown
  try {
    await promise
  } catch (error) {
    thrown = error
  }
  expect(thrown, `expected a rejection with ${code}`).toBeInstanceOf(OrgKitError)
  const error = thrown as OrgKitError
  expect({ code: error.code, status: status === undefined ? undefined : error.status }).toEqual({ code, status })
  return error
}

/** Signs in as `user` and creates an organization with a unique slug; it becomes active. */
export async function createOrganizationAs(
  harness: ContractHarness,
  user: HarnessUser,
  overrides: { name?: string; slug?: string; keepCurrentActiveOrganization?: boolean } = {},
): Promise<Organization> {
  await harness.signInAs(user)
  return harness.transport.create({
    name: overrides.name ?? `Org of ${user.name}`,
    slug: overrides.slug ?? uniqueSlug(),
    ...overrides,
  })
}

/** Invites `user` as `inviter`, then accepts as `user` (who stays signed in). */
export async function addMember(
  harness: ContractHarness,
  options: { inviter: HarnessUser; organizationId: string; user: HarnessUser; role?: Role | Role[] },
): Promise<{ invitation: Invitation; member: MemberRecord }> {
  await harness.signInAs(options.inviter)
  const invitation = await harness.transport.inviteMember({
    email: options.user.email,
    role: options.role ?? 'member',
    organizationId: options.organizationId,
  })
  await harness.signInAs(options.user)
  const accepted = await harness.transport.acceptInvitation({ invitationId: invitation.id })
  return { invitation, member: accepted.member }
}

/** A participant of a {@link setupOrganization} scenario. */
export interface Participant {
  user: HarnessUser
  member: MemberRecord
}

/** An organization with an owner and, on request, admins and members; the owner is signed in at the end. */
export interface Scenario {
  organization: Organization
  owner: Participant
  admins: Participant[]
  members: Participant[]
}

/**
 * Creates an owner, an organization and `admins` + `members` more users who join by invitation (invites sent
 * first, so only one sign-in per invitee). Ends signed in as the owner with the organization active.
 */
export async function setupOrganization(
  harness: ContractHarness,
  options: { admins?: number; members?: number; label?: string } = {},
): Promise<Scenario> {
  const label = options.label ?? 'scenario'
  const ownerUser = await harness.createUser(`${label} owner`)
  const organization = await createOrganizationAs(harness, ownerUser)
  const ownerMember = await harness.transport.getActiveMember()
  const wanted: { role: Role; user: HarnessUser }[] = []
  for (let i = 0; i < (options.admins ?? 0); i++)
    wanted.push({ role: 'admin', user: await harness.createUser(`${label} admin ${i}`) })
  for (let i = 0; i < (options.members ?? 0); i++)
    wanted.push({ role: 'member', user: await harness.createUser(`${label} member ${i}`) })
  const invited: { role: Role; user: HarnessUser; invitation: Invitation }[] = []
  for (const { role, user } of wanted) {
    const invitation = await harness.transport.inviteMember({
      email: user.email,
      role,
      organizationId: organization.id,
    })
    invited.push({ role, user, invitation })
  }
  const admins: Participant[] = []
  const members: Participant[] = []
  for (const { role, user, invitation } of invited) {
    await harness.signInAs(user)
    const { member } = await harness.transport.acceptInvitation({ invitationId: invitation.id })
    ;(role === 'admin' ? admins : members).push({ user, member })
  }
  await harness.signInAs(ownerUser)
  await harness.transport.setActive({ organizationId: organization.id })
  const { id, organizationId, userId, role, createdAt } = ownerMember
  return {
    organization,
    owner: { user: ownerUser, member: { id, organizationId, userId, role, createdAt } },
    admins,
    members,
  }
}

/** Signs in as a participant and makes the scenario's organization active. */
export async function actAs(harness: ContractHarness, participant: Participant, organizationId: string): Promise<void> {
  await harness.signInAs(participant.user)
  await harness.transport.setActive({ organizationId })
}

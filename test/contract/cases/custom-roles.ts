import { createAccessControl } from 'better-auth/plugins/access'
import { adminAc, defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access'
import { describe, expect, it } from 'vitest'
import { checkRolePermission } from '../../../src/core/check-role-permission'
import type { OrgKitErrorCode } from '../../../src/core/error-codes'
import { isOrgKitError } from '../../../src/core/org-kit-error'
import {
  canCancelInvitation,
  canDeleteOrganization,
  canInviteWithRole,
  canRemoveMember,
  canUpdateMemberRole,
  canUpdateOrganization,
} from '../../../src/core/role-rules'
import type { RuleResult } from '../../../src/core/role-rules'
import type { ContractHarness, HarnessOptions, MakeHarness } from '../harness'
import type { ContractContext, Participant, Scenario } from '../support'
import { actAs, expectOrgKitError, setupHarness, setupOrganization, uniqueEmail } from '../support'

// The app's roles as the README writes them: Better Auth's default roles re-declared (custom roles replace
// the defaults on the server) and `billing`, which pays invoices, edits the profile and invites.
const ac = createAccessControl({ ...defaultStatements, invoice: ['create', 'pay', 'refund'] })
const billing = ac.newRole({ invoice: ['create', 'pay'], organization: ['update'], invitation: ['create'] })

/** The roles the custom-role cases start their server (and the client transport) with. */
export const CONTRACT_ACCESS_CONTROL = {
  ac,
  roles: { owner: ownerAc, admin: adminAc, member: memberAc, billing },
} satisfies HarnessOptions['accessControl']

/** An organization with an owner, a plain member, a pending invitation and a billing member, who is signed in. */
interface BillingScenario extends Scenario {
  billing: Participant
  /** The billing member's roles, as the server reads them (`getActiveMemberRole`). */
  billingRoles: string[]
}

async function setupBilling(harness: ContractHarness, label: string): Promise<BillingScenario> {
  const scenario = await setupOrganization(harness, { members: 1, label })
  const user = await harness.createUser(`${label} billing`)
  const invitation = await harness.transport.inviteMember({ email: user.email, role: 'billing' })
  await harness.transport.inviteMember({ email: uniqueEmail('pending'), role: 'member' })
  await harness.signInAs(user)
  const { member } = await harness.transport.acceptInvitation({ invitationId: invitation.id })
  await harness.transport.setActive({ organizationId: scenario.organization.id })
  const { role } = await harness.transport.getActiveMemberRole()
  return { ...scenario, billing: { user, member }, billingRoles: role }
}

/** One action of the table: what is asked, whether billing has it, and the write that needs it (if the kit has one). */
interface ActionCase {
  permissions: Record<string, string[]>
  granted: boolean
  /** The write; `rule` is the kit's gating of it for the billing member. */
  write?: (harness: ContractHarness, scenario: BillingScenario) => { run: Promise<unknown>; rule: RuleResult }
}

const asBilling = (scenario: BillingScenario) => ({
  actorRoles: scenario.billingRoles,
  accessControl: CONTRACT_ACCESS_CONTROL,
  creatorRole: 'owner' as const,
})

/** Every action billing has, and some it lacks, each with its write where the kit has one. */
const ACTIONS: ActionCase[] = [
  { permissions: { invoice: ['create'] }, granted: true },
  { permissions: { invoice: ['pay'] }, granted: true },
  { permissions: { invoice: ['create', 'pay'] }, granted: true },
  {
    permissions: { organization: ['update'] },
    granted: true,
    write: (harness, scenario) => ({
      run: harness.transport.update({ data: { name: 'Renamed by billing' } }),
      rule: canUpdateOrganization(asBilling(scenario)),
    }),
  },
  {
    permissions: { invitation: ['create'] },
    granted: true,
    write: (harness, scenario) => ({
      run: harness.transport.inviteMember({ email: uniqueEmail('by-billing'), role: 'member' }),
      rule: canInviteWithRole({ ...asBilling(scenario), role: 'member' }),
    }),
  },
  { permissions: { invoice: ['refund'] }, granted: false },
  { permissions: { invoice: ['pay'], member: ['create'] }, granted: false },
  { permissions: { member: ['create'] }, granted: false },
  {
    permissions: { member: ['update'] },
    granted: false,
    write: (harness, scenario) => ({
      run: harness.transport.updateMemberRole({ memberId: memberOf(scenario).id, role: 'admin' }),
      rule: canUpdateMemberRole({
        ...asBilling(scenario),
        targetRoles: memberOf(scenario).role,
        newRoles: 'admin',
        isSelf: false,
        creatorRoleHolders: 1,
      }),
    }),
  },
  {
    permissions: { member: ['delete'] },
    granted: false,
    write: (harness, scenario) => ({
      run: harness.transport.removeMember({ memberIdOrEmail: memberOf(scenario).id }),
      rule: canRemoveMember({ ...asBilling(scenario), targetRoles: memberOf(scenario).role, creatorRoleHolders: 1 }),
    }),
  },
  {
    permissions: { invitation: ['cancel'] },
    granted: false,
    write: (harness, scenario) => ({
      run: (async () => {
        const { id } = (await harness.transport.listInvitations()).find((i) => i.status === 'pending') ?? {}
        return harness.transport.cancelInvitation({ invitationId: id ?? 'none' })
      })(),
      rule: canCancelInvitation(asBilling(scenario)),
    }),
  },
  {
    permissions: { organization: ['delete'] },
    granted: false,
    write: (harness, scenario) => ({
      run: harness.transport.delete({ organizationId: scenario.organization.id }),
      rule: canDeleteOrganization(asBilling(scenario)),
    }),
  },
]

const memberOf = (scenario: BillingScenario) => {
  const first = scenario.members[0]
  if (!first) throw new Error('The billing scenario has a plain member')
  return first.member
}

/** What a write did: done, or refused with a code. */
async function outcomeOf(run: Promise<unknown>): Promise<{ done: true } | { done: false; code: OrgKitErrorCode }> {
  try {
    await run
    return { done: true }
  } catch (error) {
    if (isOrgKitError(error)) return { done: false, code: error.code }
    throw error
  }
}

/**
 * A server started with the app's own roles (`organization({ ac, roles })`, a `billing` role): the reads take
 * any role, and for every action of billing and some it lacks, the kit's answer (`checkRolePermission` and
 * the `can*` rule gating the write) is the server's (Better Auth's `has-permission` and the write itself).
 */
export function customRoleCases(makeHarness: MakeHarness): void {
  describe('custom roles (createAccessControl)', () => {
    const ctx: ContractContext = setupHarness(() => makeHarness({ accessControl: CONTRACT_ACCESS_CONTROL }))

    it('invites and reads a billing member: listMembers, getFullOrganization, getActiveMemberRole', async () => {
      const { harness } = ctx
      const scenario = await setupBilling(harness, 'cr reads')
      expect(scenario.billingRoles).toEqual(['billing'])
      await actAs(harness, scenario.owner, scenario.organization.id)
      const page = await harness.transport.listMembers({ query: { sortBy: 'createdAt', sortDirection: 'asc' } })
      expect(page.members.map((m) => m.role)).toEqual([['owner'], ['member'], ['billing']])
      const full = await harness.transport.getFullOrganization()
      expect(full?.members.find((m) => m.id === scenario.billing.member.id)?.role).toEqual(['billing'])
      await expect(
        harness.transport.getActiveMemberRole({ query: { userId: scenario.billing.user.id } }),
      ).resolves.toEqual({ role: ['billing'] })
      const filtered = await harness.transport.listMembers({
        query: { filterField: 'role', filterOperator: 'contains', filterValue: 'billing' },
      })
      expect(filtered.members.map((m) => m.id)).toEqual([scenario.billing.member.id])
    })

    it.each(ACTIONS.map((action) => ({ ...action, name: JSON.stringify(action.permissions) })))(
      'billing $name: the kit and the server agree',
      async ({ permissions, granted, write }) => {
        const { harness } = ctx
        const scenario = await setupBilling(harness, 'cr action')
        const kit = checkRolePermission({
          role: scenario.billingRoles,
          permissions,
          accessControl: CONTRACT_ACCESS_CONTROL,
        })
        expect(kit, 'the kit answers as the role table says').toBe(granted)
        if (harness.serverHasPermission) {
          expect(await harness.serverHasPermission(permissions), 'Better Auth’s has-permission').toBe(kit)
        }
        if (write) {
          const { run, rule } = write(harness, scenario)
          const outcome = await outcomeOf(run)
          expect(outcome.done, 'the write').toBe(kit)
          expect(rule).toEqual(outcome.done ? { allowed: true } : { allowed: false, reason: outcome.code })
        }
      },
    )

    it('invites with the custom role; refuses a role the server does not know (ROLE_NOT_FOUND), as the kit says', async () => {
      const { harness } = ctx
      const scenario = await setupBilling(harness, 'cr names')
      await actAs(harness, scenario.owner, scenario.organization.id)
      const owner = { actorRoles: ['owner'], accessControl: CONTRACT_ACCESS_CONTROL }
      expect(canInviteWithRole({ ...owner, role: 'billing' })).toEqual({ allowed: true })
      await expect(
        harness.transport.inviteMember({ email: uniqueEmail('billing'), role: ['billing', 'member'] }),
      ).resolves.toMatchObject({ role: ['billing', 'member'] })
      expect(canInviteWithRole({ ...owner, role: 'superuser' })).toEqual({ allowed: false, reason: 'ROLE_NOT_FOUND' })
      await expectOrgKitError(
        harness.transport.inviteMember({ email: uniqueEmail(), role: 'superuser' }),
        'ROLE_NOT_FOUND',
        400,
      )
      const member = memberOf(scenario)
      await expectOrgKitError(
        harness.transport.updateMemberRole({ memberId: member.id, role: 'superuser' }),
        'ROLE_NOT_FOUND',
        400,
      )
      await expect(harness.transport.updateMemberRole({ memberId: member.id, role: 'billing' })).resolves.toMatchObject(
        { role: ['billing'] },
      )
    })

    it('billing may invite billing and members but not owners (403), as the kit says', async () => {
      const { harness } = ctx
      const scenario = await setupBilling(harness, 'cr owner')
      const rule = (role: string) => canInviteWithRole({ ...asBilling(scenario), role })
      expect(rule('billing')).toEqual({ allowed: true })
      await expect(harness.transport.inviteMember({ email: uniqueEmail(), role: 'billing' })).resolves.toMatchObject({
        role: ['billing'],
      })
      expect(rule('owner')).toEqual({ allowed: false, reason: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE' })
      await expectOrgKitError(
        harness.transport.inviteMember({ email: uniqueEmail(), role: 'owner' }),
        'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
        403,
      )
    })
  })
}

import { describe, expect, it } from 'vitest'
import type { ContractContext } from '../support'
import { expectDefined } from '../expect-defined'
import { actAs, createOrganizationAs, expectOrgKitError, setupOrganization } from '../support'

/** removeMember, updateMemberRole and leave beyond the role rules: lookups, results, organizations. */
export function memberCases(ctx: ContractContext): void {
  describe('members', () => {
    it('removeMember by member id returns the membership and removes it', async () => {
      const { harness } = ctx
      const { organization, members } = await setupOrganization(harness, { members: 1, label: 'remove id' })
      const target = expectDefined(members[0], 'the member')
      const removed = await harness.transport.removeMember({ memberIdOrEmail: target.member.id })
      expect(removed).toMatchObject({
        id: target.member.id,
        userId: target.user.id,
        organizationId: organization.id,
        role: ['member'],
      })
      const page = await harness.transport.listMembers({ query: { organizationId: organization.id } })
      expect(page.members.map((m) => m.id)).not.toContain(target.member.id)
      expect(page.total).toBe(1)
      await harness.signInAs(target.user)
      expect(await harness.transport.list()).toEqual([])
    })

    it('removeMember by e-mail, case-insensitively, in the given organization', async () => {
      const { harness } = ctx
      const { organization, members } = await setupOrganization(harness, { members: 1, label: 'remove mail' })
      const target = expectDefined(members[0], 'the member')
      await harness.transport.setActive({ organizationId: null })
      const removed = await harness.transport.removeMember({
        memberIdOrEmail: target.user.email.toUpperCase(),
        organizationId: organization.id,
      })
      expect(removed).toMatchObject({ id: target.member.id, userId: target.user.id })
      expect((await harness.transport.listMembers({ query: { organizationId: organization.id } })).total).toBe(1)
    })

    it('removeMember answers 400 for unknown members, members of another organization, and without an organization', async () => {
      const { harness } = ctx
      const { organization, owner } = await setupOrganization(harness, { label: 'remove 400' })
      const elsewhere = await setupOrganization(harness, { members: 1, label: 'elsewhere' })
      const foreigner = expectDefined(elsewhere.members[0], 'the member elsewhere')
      await actAs(harness, owner, organization.id)
      await expectOrgKitError(
        harness.transport.removeMember({ memberIdOrEmail: 'unknownMemberId00000000000000000' }),
        'MEMBER_NOT_FOUND',
        400,
      )
      await expectOrgKitError(
        harness.transport.removeMember({ memberIdOrEmail: 'nobody-at-all@example.com' }),
        'MEMBER_NOT_FOUND',
        400,
      )
      await expectOrgKitError(
        harness.transport.removeMember({ memberIdOrEmail: foreigner.member.id }),
        'MEMBER_NOT_FOUND',
        400,
      )
      await expectOrgKitError(
        harness.transport.removeMember({ memberIdOrEmail: owner.member.id, organizationId: elsewhere.organization.id }),
        'MEMBER_NOT_FOUND',
        400,
      )
      await harness.transport.setActive({ organizationId: null })
      await expectOrgKitError(
        harness.transport.removeMember({ memberIdOrEmail: owner.member.id }),
        'NO_ACTIVE_ORGANIZATION',
        400,
      )
    })

    it('updateMemberRole returns the membership with its new roles, single or several', async () => {
      const { harness } = ctx
      const { organization, members } = await setupOrganization(harness, { members: 1, label: 'roles' })
      const target = expectDefined(members[0], 'the member')
      const single = await harness.transport.updateMemberRole({ memberId: target.member.id, role: 'admin' })
      expect(single).toMatchObject({
        id: target.member.id,
        userId: target.user.id,
        organizationId: organization.id,
        role: ['admin'],
      })
      const several = await harness.transport.updateMemberRole({
        memberId: target.member.id,
        role: ['admin', 'member'],
        organizationId: organization.id,
      })
      expect(several.role).toEqual(['admin', 'member'])
      await actAs(harness, target, organization.id)
      await expect(harness.transport.getActiveMemberRole()).resolves.toEqual({ role: ['admin', 'member'] })
    })

    it('updateMemberRole refuses unknown members (400) and members of another organization (403)', async () => {
      const { harness } = ctx
      const elsewhere = await setupOrganization(harness, { members: 1, label: 'other org' })
      const foreigner = expectDefined(elsewhere.members[0], 'the member elsewhere')
      const { organization, owner } = await setupOrganization(harness, { label: 'updater' })
      await actAs(harness, owner, organization.id)
      await expectOrgKitError(
        harness.transport.updateMemberRole({ memberId: 'unknownMemberId00000000000000000', role: 'admin' }),
        'MEMBER_NOT_FOUND',
        400,
      )
      await expectOrgKitError(
        harness.transport.updateMemberRole({ memberId: foreigner.member.id, role: 'admin' }),
        'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
        403,
      )
      await harness.transport.setActive({ organizationId: null })
      await expectOrgKitError(
        harness.transport.updateMemberRole({ memberId: owner.member.id, role: 'owner' }),
        'NO_ACTIVE_ORGANIZATION',
        400,
      )
    })

    it('leave returns the membership and removes it; a non-member gets 400 MEMBER_NOT_FOUND', async () => {
      const { harness } = ctx
      const { organization, members } = await setupOrganization(harness, { members: 1, label: 'leave' })
      const leaver = expectDefined(members[0], 'the member')
      await actAs(harness, leaver, organization.id)
      const left = await harness.transport.leave({ organizationId: organization.id })
      expect(left).toMatchObject({
        id: leaver.member.id,
        userId: leaver.user.id,
        organizationId: organization.id,
      })
      expect(await harness.transport.list()).toEqual([])
      await expectOrgKitError(harness.transport.leave({ organizationId: organization.id }), 'MEMBER_NOT_FOUND', 400)
    })

    it('removing oneself clears the active organization', async () => {
      const { harness } = ctx
      const { organization, admins } = await setupOrganization(harness, { admins: 1, label: 'self remove' })
      const admin = expectDefined(admins[0], 'the admin')
      await actAs(harness, admin, organization.id)
      await harness.transport.removeMember({ memberIdOrEmail: admin.member.id })
      expect((await harness.transport.getSession())?.activeOrganizationId).toBeNull()
      const own = await createOrganizationAs(harness, admin.user)
      expect((await harness.transport.list()).map((o) => o.id)).toEqual([own.id])
    })
  })
}

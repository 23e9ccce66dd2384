import { describe, expect, it } from 'vitest'
import { expectDefined } from '../expect-defined'
import type { ContractContext } from '../support'
import { actAs, expectOrgKitError, setupOrganization, uniqueEmail } from '../support'

/** Who may do what: owner, admin and member against invite, updateMemberRole, remove, leave, delete, update, cancel. */
export function roleRuleCases(ctx: ContractContext): void {
  describe('role rules', () => {
    describe('inviteMember', () => {
      it('an owner may invite with every role', async () => {
        const { harness } = ctx
        await setupOrganization(harness, { label: 'inv owner' })
        for (const role of ['owner', 'admin', 'member'] as const) {
          await expect(harness.transport.inviteMember({ email: uniqueEmail(role), role })).resolves.toMatchObject({
            role: [role],
          })
        }
      })

      it('an admin may invite admins and members but not owners (403)', async () => {
        const { harness } = ctx
        const { organization, admins } = await setupOrganization(harness, { admins: 1, label: 'inv admin' })
        const admin = expectDefined(admins[0], 'the admin')
        await actAs(harness, admin, organization.id)
        await expect(harness.transport.inviteMember({ email: uniqueEmail(), role: 'admin' })).resolves.toMatchObject({
          status: 'pending',
        })
        await expect(harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })).resolves.toMatchObject({
          status: 'pending',
        })
        await expectOrgKitError(
          harness.transport.inviteMember({ email: uniqueEmail(), role: 'owner' }),
          'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
          403,
        )
      })

      it('a member may not invite (403)', async () => {
        const { harness } = ctx
        const { organization, members } = await setupOrganization(harness, { members: 1, label: 'inv member' })
        const member = expectDefined(members[0], 'the member')
        await actAs(harness, member, organization.id)
        await expectOrgKitError(
          harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' }),
          'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
          403,
        )
      })
    })

    describe('updateMemberRole', () => {
      it('an owner may grant admin and owner', async () => {
        const { harness } = ctx
        const { members } = await setupOrganization(harness, { members: 2, label: 'upd owner' })
        const firstMember = expectDefined(members[0], 'member 0')
        const secondMember = expectDefined(members[1], 'member 1')
        await expect(
          harness.transport.updateMemberRole({ memberId: firstMember.member.id, role: 'admin' }),
        ).resolves.toMatchObject({ role: ['admin'] })
        await expect(
          harness.transport.updateMemberRole({ memberId: secondMember.member.id, role: 'owner' }),
        ).resolves.toMatchObject({ role: ['owner'] })
      })

      it('the only owner cannot drop the owner role (400); with a second owner they can', async () => {
        const { harness } = ctx
        const { owner, members } = await setupOrganization(harness, { members: 1, label: 'upd self' })
        const member = expectDefined(members[0], 'the member')
        await expectOrgKitError(
          harness.transport.updateMemberRole({ memberId: owner.member.id, role: 'admin' }),
          'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
          400,
        )
        await harness.transport.updateMemberRole({ memberId: member.member.id, role: 'owner' })
        await expect(
          harness.transport.updateMemberRole({ memberId: owner.member.id, role: 'admin' }),
        ).resolves.toMatchObject({ role: ['admin'] })
      })

      it('an admin may change members but neither grant owner nor change an owner (403)', async () => {
        const { harness } = ctx
        const { organization, owner, admins, members } = await setupOrganization(harness, {
          admins: 1,
          members: 1,
          label: 'upd admin',
        })
        const admin = expectDefined(admins[0], 'the admin')
        const member = expectDefined(members[0], 'the member')
        await actAs(harness, admin, organization.id)
        await expect(
          harness.transport.updateMemberRole({ memberId: member.member.id, role: 'admin' }),
        ).resolves.toMatchObject({ role: ['admin'] })
        await expectOrgKitError(
          harness.transport.updateMemberRole({ memberId: member.member.id, role: 'owner' }),
          'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
          403,
        )
        await expectOrgKitError(
          harness.transport.updateMemberRole({ memberId: owner.member.id, role: 'member' }),
          'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
          403,
        )
      })

      it('a member may not change roles (403)', async () => {
        const { harness } = ctx
        const { organization, members } = await setupOrganization(harness, { members: 2, label: 'upd member' })
        const firstMember = expectDefined(members[0], 'member 0')
        const secondMember = expectDefined(members[1], 'member 1')
        await actAs(harness, firstMember, organization.id)
        for (const memberId of [secondMember.member.id, firstMember.member.id]) {
          await expectOrgKitError(
            harness.transport.updateMemberRole({ memberId, role: 'admin' }),
            'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
            403,
          )
        }
      })
    })

    describe('removeMember', () => {
      it('an owner may remove admins and members', async () => {
        const { harness } = ctx
        const { admins, members } = await setupOrganization(harness, { admins: 1, members: 1, label: 'rm owner' })
        const admin = expectDefined(admins[0], 'the admin')
        const member = expectDefined(members[0], 'the member')
        await harness.transport.removeMember({ memberIdOrEmail: admin.member.id })
        await harness.transport.removeMember({ memberIdOrEmail: member.user.email })
        await expect(harness.transport.listMembers()).resolves.toMatchObject({ total: 1 })
      })

      it('an owner may remove another owner, but the last owner cannot go (400)', async () => {
        const { harness } = ctx
        const { owner, members } = await setupOrganization(harness, { members: 1, label: 'rm owners' })
        const member = expectDefined(members[0], 'the member')
        await expectOrgKitError(
          harness.transport.removeMember({ memberIdOrEmail: owner.member.id }),
          'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
          400,
        )
        await harness.transport.updateMemberRole({ memberId: member.member.id, role: 'owner' })
        await expect(harness.transport.removeMember({ memberIdOrEmail: member.member.id })).resolves.toMatchObject({
          role: ['owner'],
        })
      })

      it('an admin may remove members but not owners (400, the owner rule)', async () => {
        const { harness } = ctx
        const { organization, owner, admins, members } = await setupOrganization(harness, {
          admins: 1,
          members: 1,
          label: 'rm admin',
        })
        const admin = expectDefined(admins[0], 'the admin')
        const member = expectDefined(members[0], 'the member')
        await actAs(harness, admin, organization.id)
        await expectOrgKitError(
          harness.transport.removeMember({ memberIdOrEmail: owner.member.id }),
          'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
          400,
        )
        await expect(harness.transport.removeMember({ memberIdOrEmail: member.member.id })).resolves.toMatchObject({
          id: member.member.id,
        })
      })

      it('a member may not remove anyone: 401, and the owner rule is checked first (400)', async () => {
        const { harness } = ctx
        const { organization, owner, admins, members } = await setupOrganization(harness, {
          admins: 1,
          members: 2,
          label: 'rm member',
        })
        const admin = expectDefined(admins[0], 'the admin')
        const firstMember = expectDefined(members[0], 'member 0')
        const secondMember = expectDefined(members[1], 'member 1')
        await actAs(harness, firstMember, organization.id)
        await expectOrgKitError(
          harness.transport.removeMember({ memberIdOrEmail: secondMember.member.id }),
          'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
          401,
        )
        await expectOrgKitError(
          harness.transport.removeMember({ memberIdOrEmail: admin.member.id }),
          'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
          401,
        )
        await expectOrgKitError(
          harness.transport.removeMember({ memberIdOrEmail: firstMember.member.id }),
          'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
          401,
        )
        await expectOrgKitError(
          harness.transport.removeMember({ memberIdOrEmail: owner.member.id }),
          'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
          400,
        )
      })
    })

    describe('leave', () => {
      it('admins and members may leave', async () => {
        const { harness } = ctx
        const { organization, admins, members } = await setupOrganization(harness, {
          admins: 1,
          members: 1,
          label: 'leave ok',
        })
        const admin = expectDefined(admins[0], 'the admin')
        const member = expectDefined(members[0], 'the member')
        for (const participant of [admin, member]) {
          await actAs(harness, participant, organization.id)
          await expect(harness.transport.leave({ organizationId: organization.id })).resolves.toMatchObject({
            id: participant.member.id,
          })
        }
      })

      it('the only owner cannot leave (400); once another owner exists they can', async () => {
        const { harness } = ctx
        const { organization, owner, members } = await setupOrganization(harness, { members: 1, label: 'leave owner' })
        const member = expectDefined(members[0], 'the member')
        await expectOrgKitError(
          harness.transport.leave({ organizationId: organization.id }),
          'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
          400,
        )
        await harness.transport.updateMemberRole({ memberId: member.member.id, role: 'owner' })
        await expect(harness.transport.leave({ organizationId: organization.id })).resolves.toMatchObject({
          id: owner.member.id,
        })
      })
    })

    describe('delete, update, cancelInvitation', () => {
      it('only an owner may delete the organization (403 for admins and members)', async () => {
        const { harness } = ctx
        const { organization, owner, admins, members } = await setupOrganization(harness, {
          admins: 1,
          members: 1,
          label: 'del',
        })
        const admin = expectDefined(admins[0], 'the admin')
        const member = expectDefined(members[0], 'the member')
        for (const participant of [admin, member]) {
          await actAs(harness, participant, organization.id)
          await expectOrgKitError(
            harness.transport.delete({ organizationId: organization.id }),
            'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
            403,
          )
        }
        await actAs(harness, owner, organization.id)
        await expect(harness.transport.delete({ organizationId: organization.id })).resolves.toMatchObject({
          id: organization.id,
        })
      })

      it('owners and admins may update the organization, members may not (403)', async () => {
        const { harness } = ctx
        const { organization, admins, members } = await setupOrganization(harness, {
          admins: 1,
          members: 1,
          label: 'upd org',
        })
        const admin = expectDefined(admins[0], 'the admin')
        const member = expectDefined(members[0], 'the member')
        await expect(harness.transport.update({ data: { name: 'By owner' } })).resolves.toMatchObject({
          name: 'By owner',
        })
        await actAs(harness, admin, organization.id)
        await expect(harness.transport.update({ data: { name: 'By admin' } })).resolves.toMatchObject({
          name: 'By admin',
        })
        await actAs(harness, member, organization.id)
        await expectOrgKitError(
          harness.transport.update({ data: { name: 'By member' } }),
          'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
          403,
        )
        await expect(harness.transport.getFullOrganization()).resolves.toMatchObject({ name: 'By admin' })
      })

      it('owners and admins may cancel invitations, members may not (403)', async () => {
        const { harness } = ctx
        const { organization, admins, members } = await setupOrganization(harness, {
          admins: 1,
          members: 1,
          label: 'cancel',
        })
        const admin = expectDefined(admins[0], 'the admin')
        const member = expectDefined(members[0], 'the member')
        const first = await harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })
        const second = await harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })
        const third = await harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })
        await expect(harness.transport.cancelInvitation({ invitationId: first.id })).resolves.toMatchObject({
          status: 'canceled',
        })
        await actAs(harness, admin, organization.id)
        await expect(harness.transport.cancelInvitation({ invitationId: second.id })).resolves.toMatchObject({
          status: 'canceled',
        })
        await actAs(harness, member, organization.id)
        await expectOrgKitError(
          harness.transport.cancelInvitation({ invitationId: third.id }),
          'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION',
          403,
        )
      })
    })
  })
}

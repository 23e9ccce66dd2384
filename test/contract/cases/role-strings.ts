import { describe, expect, it } from 'vitest'
import { checkRolePermission } from '../../../src/core/check-role-permission'
import {
  canDeleteOrganization,
  canLeaveOrganization,
  canRemoveMember,
  canUpdateOrganization,
  countCreatorRoleHolders,
} from '../../../src/core/role-rules'
import type { ContractContext } from '../support'
import { actAs, expectOrgKitError, setupOrganization } from '../support'

/**
 * Role strings as the server reads them: Better Auth 1.7.7 splits `member.role` on "," without trimming, so a
 * role another client stored as `"member, owner"` holds `member` and ` owner`, and ` owner` is not the owner.
 * The kit reads it the same way; each refusal below is the kit's rule and the server's answer alike.
 */
export function roleStringCases(ctx: ContractContext): void {
  describe('role strings stored by another client', () => {
    it('"member, owner" is not an owner: not counted, not protected, no owner rights, to the kit and the server', async () => {
      const { harness } = ctx
      const { organization, owner } = await setupOrganization(harness, { label: 'padded' })
      const padded = await harness.createUser('padded owner')
      const stored = await harness.storeMembership({
        organizationId: organization.id,
        userId: padded.id,
        role: 'member, owner',
      })

      // The reads take it as the server reads it, and the creator-role holders are counted as the server counts.
      const { members } = await harness.transport.listMembers({ query: { organizationId: organization.id } })
      expect(members.find((m) => m.id === stored.id)?.role).toEqual(['member', ' owner'])
      const holders = countCreatorRoleHolders(members)
      expect(holders).toBe(1)

      // So the real owner is still the only one: neither may leave, for the kit nor the server.
      const ownerLeaves = canLeaveOrganization({ actorRoles: owner.member.role, creatorRoleHolders: holders })
      expect(ownerLeaves).toEqual({ allowed: false, reason: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER' })
      await expectOrgKitError(
        harness.transport.leave({ organizationId: organization.id }),
        'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
        400,
      )

      // The padded member has what `member` grants and nothing of the owner's.
      await harness.signInAs(padded)
      await harness.transport.setActive({ organizationId: organization.id })
      const { role } = await harness.transport.getActiveMemberRole()
      expect(role).toEqual(['member', ' owner'])
      const asks: Record<string, string[]>[] = [
        { organization: ['delete'] },
        { organization: ['update'] },
        { ac: ['read'] },
      ]
      for (const permissions of asks) {
        const kit = checkRolePermission({ role, permissions })
        expect(kit, JSON.stringify(permissions)).toBe('ac' in permissions)
        if (harness.serverHasPermission) expect(await harness.serverHasPermission(permissions)).toBe(kit)
      }
      expect(canDeleteOrganization({ actorRoles: role })).toEqual({
        allowed: false,
        reason: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
      })
      await expectOrgKitError(
        harness.transport.delete({ organizationId: organization.id }),
        'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
        403,
      )
      expect(canUpdateOrganization({ actorRoles: role })).toEqual({
        allowed: false,
        reason: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
      })
      await expectOrgKitError(
        harness.transport.update({ data: { name: 'Padded' } }),
        'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
        403,
      )
      // Removing the owner: the server trims the actor's roles for this one rule, then counts one owner.
      expect(
        canRemoveMember({ actorRoles: role, targetRoles: owner.member.role, creatorRoleHolders: holders }),
      ).toEqual({
        allowed: false,
        reason: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
      })
      await expectOrgKitError(
        harness.transport.removeMember({ memberIdOrEmail: owner.member.id }),
        'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
        400,
      )
      // And it may leave, as no owner may not.
      expect(canLeaveOrganization({ actorRoles: role, creatorRoleHolders: holders })).toEqual({ allowed: true })
      await expect(harness.transport.leave({ organizationId: organization.id })).resolves.toMatchObject({
        id: stored.id,
        role: ['member', ' owner'],
      })
      await actAs(harness, owner, organization.id)
      await expect(harness.transport.listMembers()).resolves.toMatchObject({ total: 1 })
    })
  })
}

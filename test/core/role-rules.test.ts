import { describe, expect, it } from 'vitest'
import {
  canCancelInvitation,
  canDeleteOrganization,
  canInviteWithRole,
  canLeaveOrganization,
  canRemoveMember,
  canUpdateMemberRole,
  canUpdateOrganization,
  countCreatorRoleHolders,
} from '../../src/core/role-rules'
import type { OrgKitErrorCode } from '../../src/core/error-codes'
import type { CreatorRole } from '../../src/core/plugin-config'
import type { Role } from '../../src/core/roles'

const roles: Role[] = ['owner', 'admin', 'member']
const creatorRoles: CreatorRole[] = ['owner', 'admin']
const ok = { allowed: true }
const no = (reason: OrgKitErrorCode) => ({ allowed: false, reason })

/** The server's expectations (routes/crud-*.mjs of Better Auth 1.7.7), written as a table. */
function expectedInvite(actor: Role, role: Role, creator: CreatorRole) {
  if (actor === 'member') return no('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION')
  if (role === creator && actor !== creator) return no('YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE')
  return ok
}

describe('role rules: every role x action x target', () => {
  describe.each(creatorRoles)('creator_role = %s', (creatorRole) => {
    it.each(roles.flatMap((actor) => roles.map((role) => ({ actor, role }))))(
      '$actor invites as $role',
      ({ actor, role }) => {
        expect(canInviteWithRole({ actorRoles: actor, role, creatorRole })).toEqual(
          expectedInvite(actor, role, creatorRole),
        )
      },
    )

    const updateCases = roles.flatMap((actor) =>
      roles.flatMap((target) => roles.flatMap((to) => [1, 2].map((holders) => ({ actor, target, to, holders })))),
    )
    it.each(updateCases)(
      '$actor sets a $target to $to ($holders creator-role holders)',
      ({ actor, target, to, holders }) => {
        const result = canUpdateMemberRole({
          actorRoles: actor,
          targetRoles: target,
          newRoles: to,
          isSelf: false,
          creatorRoleHolders: holders,
          creatorRole,
        })
        const touchesCreator = target === creatorRole || to === creatorRole
        const expected =
          touchesCreator && actor !== creatorRole
            ? no('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
            : actor === 'member'
              ? no('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
              : ok
        expect(result).toEqual(expected)
      },
    )

    it.each(roles.flatMap((actor) => roles.flatMap((target) => [1, 2].map((holders) => ({ actor, target, holders })))))(
      '$actor removes a $target ($holders creator-role holders)',
      ({ actor, target, holders }) => {
        const result = canRemoveMember({
          actorRoles: actor,
          targetRoles: target,
          creatorRoleHolders: holders,
          creatorRole,
        })
        const expected =
          target === creatorRole && (actor !== creatorRole || holders <= 1)
            ? no('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER')
            : actor === 'member'
              ? no('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER')
              : ok
        expect(result).toEqual(expected)
      },
    )

    it.each(roles.flatMap((actor) => [1, 2].map((holders) => ({ actor, holders }))))(
      '$actor leaves ($holders holders)',
      ({ actor, holders }) => {
        const expected =
          actor === creatorRole && holders <= 1 ? no('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER') : ok
        expect(canLeaveOrganization({ actorRoles: actor, creatorRoleHolders: holders, creatorRole })).toEqual(expected)
      },
    )

    it('the last holder of the creator role cannot demote themselves, but may keep it while adding roles', () => {
      const self = { actorRoles: creatorRole, targetRoles: creatorRole, isSelf: true, creatorRole }
      const other: Role = creatorRole === 'owner' ? 'admin' : 'member'
      expect(canUpdateMemberRole({ ...self, newRoles: other, creatorRoleHolders: 1 })).toEqual(
        no('YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER'),
      )
      expect(canUpdateMemberRole({ ...self, newRoles: [creatorRole, other], creatorRoleHolders: 1 })).toEqual(ok)
      expect(canUpdateMemberRole({ ...self, newRoles: other, creatorRoleHolders: 2 })).toEqual(ok)
    })
  })

  it.each(roles)('%s: delete, update and cancel follow the statements (admin never deletes)', (actor) => {
    expect(canDeleteOrganization({ actorRoles: actor })).toEqual(
      actor === 'owner' ? ok : no('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION'),
    )
    expect(canUpdateOrganization({ actorRoles: actor })).toEqual(
      actor === 'member' ? no('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION') : ok,
    )
    expect(canCancelInvitation({ actorRoles: actor })).toEqual(
      actor === 'member' ? no('YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION') : ok,
    )
  })

  it('multi-role actors are judged by their best single role', () => {
    expect(canInviteWithRole({ actorRoles: 'member,admin', role: 'member' })).toEqual(ok)
    expect(canDeleteOrganization({ actorRoles: ['admin', 'owner'] })).toEqual(ok)
  })

  it('counts creator-role holders in comma strings and arrays', () => {
    const members = [{ role: 'owner' }, { role: ['admin', 'owner'] }, { role: 'admin,member' }, { role: 'member' }]
    expect(countCreatorRoleHolders(members)).toBe(2)
    expect(countCreatorRoleHolders(members, 'admin')).toBe(2)
  })
})

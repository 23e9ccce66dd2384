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
import type { OrgKitAccessControl } from '../../src/core/access-control'
import type { DefaultRole as Role } from '../../src/core/roles'

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

describe('role rules read role strings as the server does', () => {
  it('a padded "member, owner" is not an owner: not counted, not protected, no owner rights', () => {
    const members = [{ role: 'owner' }, { role: 'member, owner' }, { role: ['member', ' owner'] }]
    expect(countCreatorRoleHolders(members)).toBe(1)
    expect(canLeaveOrganization({ actorRoles: 'member, owner', creatorRoleHolders: 1 })).toEqual(ok)
    expect(canDeleteOrganization({ actorRoles: 'member, owner' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION'),
    )
    expect(canRemoveMember({ actorRoles: 'admin', targetRoles: 'member, owner', creatorRoleHolders: 1 })).toEqual(ok)
    expect(
      canUpdateMemberRole({
        actorRoles: 'admin',
        targetRoles: 'member, owner',
        newRoles: 'admin',
        isSelf: false,
        creatorRoleHolders: 1,
      }),
    ).toEqual(ok)
    // Its permissions are its untrimmed names': " owner" is unknown, so only what `member` grants.
    expect(canInviteWithRole({ actorRoles: 'member, owner', role: 'member' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
    )
  })

  it('trims where the server trims: the actor of an invitation or a removal, and the roles to set', () => {
    // invite-member trims the actor's roles (so "admin, owner" holds the creator role there) but not the
    // invited ones (so "member, owner" is no owner invitation).
    expect(canInviteWithRole({ actorRoles: 'admin, owner', role: 'owner' })).toEqual(ok)
    expect(canInviteWithRole({ actorRoles: 'admin', role: 'member, owner' })).toEqual(ok)
    expect(canInviteWithRole({ actorRoles: 'admin', role: 'member,owner' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE'),
    )
    // remove-member trims the actor's roles for the owner rule; update-member-role does not.
    expect(canRemoveMember({ actorRoles: 'admin, owner', targetRoles: 'owner', creatorRoleHolders: 2 })).toEqual(ok)
    const update = { targetRoles: 'owner', isSelf: false, creatorRoleHolders: 2 }
    expect(canUpdateMemberRole({ ...update, actorRoles: 'admin, owner', newRoles: 'member' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER'),
    )
    // update-member-role trims the roles to set: " owner" sets the creator role.
    expect(canUpdateMemberRole({ ...update, targetRoles: 'member', actorRoles: 'admin', newRoles: ' owner' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER'),
    )
  })
})

describe('role rules with the app’s roles', () => {
  const statements = (value: Record<string, string[]>) => ({ statements: value })
  const accessControl: OrgKitAccessControl = {
    roles: {
      owner: statements({ organization: ['update', 'delete'], member: ['update', 'delete'], invitation: ['create'] }),
      admin: statements({ member: ['update', 'delete'], invitation: ['create', 'cancel'] }),
      member: statements({}),
      billing: statements({ invoice: ['pay'], invitation: ['create'], organization: ['update'] }),
      support: statements({ member: ['update'] }),
    },
  }
  const base = { accessControl, creatorRoleHolders: 1 }

  it('gates each action on the role’s own statements', () => {
    expect(canInviteWithRole({ ...base, actorRoles: 'billing', role: 'member' })).toEqual(ok)
    expect(canInviteWithRole({ ...base, actorRoles: 'billing', role: 'billing' })).toEqual(ok)
    expect(canInviteWithRole({ ...base, actorRoles: 'billing', role: 'owner' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE'),
    )
    expect(canUpdateOrganization({ ...base, actorRoles: 'billing' })).toEqual(ok)
    expect(canDeleteOrganization({ ...base, actorRoles: 'billing' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION'),
    )
    expect(canCancelInvitation({ ...base, actorRoles: 'billing' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION'),
    )
    expect(canRemoveMember({ ...base, actorRoles: 'support', targetRoles: 'member' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER'),
    )
    const change = { ...base, actorRoles: 'support', targetRoles: 'member', isSelf: false }
    expect(canUpdateMemberRole({ ...change, newRoles: 'billing' })).toEqual(ok)
    // The app's admin here has no organization:update; the default admin would.
    expect(canUpdateOrganization({ ...base, actorRoles: 'admin' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION'),
    )
  })

  it('refuses role names the server does not know with ROLE_NOT_FOUND, after the permission check', () => {
    expect(canInviteWithRole({ actorRoles: 'owner', role: 'billing' })).toEqual(no('ROLE_NOT_FOUND'))
    expect(canInviteWithRole({ ...base, actorRoles: 'owner', role: 'billing' })).toEqual(ok)
    expect(canInviteWithRole({ ...base, actorRoles: 'owner', role: ['member', 'superuser'] })).toEqual(
      no('ROLE_NOT_FOUND'),
    )
    expect(canInviteWithRole({ ...base, actorRoles: 'member', role: 'superuser' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
    )
    const change = { ...base, targetRoles: 'member', isSelf: false }
    expect(canUpdateMemberRole({ ...change, actorRoles: 'owner', newRoles: 'superuser' })).toEqual(no('ROLE_NOT_FOUND'))
    expect(canUpdateMemberRole({ ...change, actorRoles: 'member', newRoles: 'superuser' })).toEqual(
      no('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER'),
    )
  })
})

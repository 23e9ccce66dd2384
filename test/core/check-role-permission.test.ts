import { describe, expect, it } from 'vitest'
import { checkRolePermission } from '../../src/core/check-role-permission'
import { defaultStatements } from '../../src/core/permission-statements'
import type { Role } from '../../src/core/roles'

// The table of reference §3, written out independently of the implementation's data.
const granted: Record<Role, Record<string, string[]>> = {
  owner: {
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    ac: ['create', 'read', 'update', 'delete'],
  },
  admin: {
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    ac: ['create', 'read', 'update', 'delete'],
  },
  member: { ac: ['read'] },
}

describe('checkRolePermission', () => {
  const cases = (Object.keys(granted) as Role[]).flatMap((role) =>
    Object.entries(defaultStatements).flatMap(([resource, actions]) =>
      actions.map((action) => ({ role, resource, action, expected: (granted[role][resource] ?? []).includes(action) })),
    ),
  )

  it.each(cases)('$role $resource:$action -> $expected', ({ role, resource, action, expected }) => {
    expect(checkRolePermission({ role, permissions: { [resource]: [action] } })).toBe(expected)
  })

  it('needs one single role to grant everything asked (roles are not unioned)', () => {
    // member grants ac:read, admin grants member:create; neither grants both... but admin grants ac:read too.
    expect(checkRolePermission({ role: 'member,admin', permissions: { ac: ['read'], member: ['create'] } })).toBe(true)
    expect(checkRolePermission({ role: ['member'], permissions: { ac: ['read'], member: ['create'] } })).toBe(false)
    expect(checkRolePermission({ role: 'admin,member', permissions: { organization: ['update', 'delete'] } })).toBe(
      false,
    )
    expect(checkRolePermission({ role: 'admin,owner', permissions: { organization: ['update', 'delete'] } })).toBe(true)
  })

  it('accepts arrays and comma strings, trimmed', () => {
    expect(checkRolePermission({ role: ' member , admin ', permissions: { invitation: ['create'] } })).toBe(true)
    expect(checkRolePermission({ role: ['member', ' owner'], permissions: { organization: ['delete'] } })).toBe(true)
  })

  it('answers false for an empty ask, an empty action list, unknown resources and unknown roles', () => {
    expect(checkRolePermission({ role: 'owner', permissions: {} })).toBe(false)
    expect(checkRolePermission({ role: 'owner', permissions: { organization: [] } })).toBe(false)
    expect(checkRolePermission({ role: 'owner', permissions: { billing: ['read'] } })).toBe(false)
    expect(checkRolePermission({ role: 'owner', permissions: { organization: ['update'], billing: ['read'] } })).toBe(
      false,
    )
    expect(checkRolePermission({ role: 'superuser', permissions: { organization: ['update'] } })).toBe(false)
    expect(checkRolePermission({ role: '', permissions: { ac: ['read'] } })).toBe(false)
    expect(checkRolePermission({ role: 'owner', permissions: { organization: ['archive'] } })).toBe(false)
  })
})

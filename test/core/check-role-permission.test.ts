import { clientSideHasPermission } from 'better-auth/client/plugins'
import { createAccessControl } from 'better-auth/plugins/access'
import {
  adminAc,
  defaultStatements as betterAuthStatements,
  memberAc,
  ownerAc,
} from 'better-auth/plugins/organization/access'
import { describe, expect, it } from 'vitest'
import type { OrgKitAccessControl } from '../../src/core/access-control'
import { checkRolePermission } from '../../src/core/check-role-permission'
import { defaultStatements } from '../../src/core/permission-statements'
import type { DefaultRole } from '../../src/core/roles'

// The table of reference §3, written out independently of the implementation's data.
const granted: Record<DefaultRole, Record<string, string[]>> = {
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

// An app's roles as the README writes them: Better Auth's own objects, defaults re-declared, plus billing.
const ac = createAccessControl({ ...betterAuthStatements, invoice: ['create', 'pay', 'refund'] })
const billing = ac.newRole({ invoice: ['create', 'pay'], organization: ['update'] })
const auditor = ac.newRole({ invoice: [], ac: ['read'] })
const accessControl: OrgKitAccessControl = {
  ac,
  roles: { owner: ownerAc, admin: adminAc, member: memberAc, billing, auditor },
}

describe('checkRolePermission', () => {
  const cases = (Object.keys(granted) as DefaultRole[]).flatMap((role) =>
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

  it('reads names untrimmed, as the server splits them: a padded name is an unknown role', () => {
    expect(checkRolePermission({ role: 'member,admin', permissions: { invitation: ['create'] } })).toBe(true)
    expect(checkRolePermission({ role: 'member, admin', permissions: { invitation: ['create'] } })).toBe(false)
    expect(checkRolePermission({ role: ' member , admin ', permissions: { ac: ['read'] } })).toBe(false)
    expect(checkRolePermission({ role: ['member', ' owner'], permissions: { organization: ['delete'] } })).toBe(false)
    expect(checkRolePermission({ role: 'member, owner', permissions: { ac: ['read'] } })).toBe(true)
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
    expect(checkRolePermission({ role: 'constructor', permissions: { ac: ['read'] } })).toBe(false)
    expect(checkRolePermission({ role: 'owner', permissions: { constructor: ['read'] } })).toBe(false)
  })
})

describe('checkRolePermission with the app’s roles', () => {
  it('grants a custom role its own actions and nothing else', () => {
    const may = (permissions: Record<string, string[]>) =>
      checkRolePermission({ role: 'billing', permissions, accessControl })
    expect(may({ invoice: ['pay'] })).toBe(true)
    expect(may({ invoice: ['create', 'pay'] })).toBe(true)
    expect(may({ organization: ['update'] })).toBe(true)
    expect(may({ invoice: ['refund'] })).toBe(false)
    expect(may({ organization: ['delete'] })).toBe(false)
    expect(may({ member: ['update'] })).toBe(false)
    // Without the app's roles, billing is an unknown role.
    expect(checkRolePermission({ role: 'billing', permissions: { invoice: ['pay'] } })).toBe(false)
  })

  it('reads plain { statements } as it reads Better Auth’s roles (a value a server layout can pass)', () => {
    const plain: OrgKitAccessControl = JSON.parse(JSON.stringify(accessControl)) as OrgKitAccessControl
    expect(typeof plain.roles.billing?.statements).toBe('object')
    expect(checkRolePermission({ role: 'billing', permissions: { invoice: ['pay'] }, accessControl: plain })).toBe(true)
    expect(checkRolePermission({ role: 'billing', permissions: { invoice: ['refund'] }, accessControl: plain })).toBe(
      false,
    )
  })

  it('replaces the default roles, as the server does: roles the app leaves out grant nothing', () => {
    const onlyBilling: OrgKitAccessControl = { ac, roles: { billing } }
    expect(
      checkRolePermission({ role: 'owner', permissions: { member: ['create'] }, accessControl: onlyBilling }),
    ).toBe(false)
    expect(
      checkRolePermission({ role: 'billing', permissions: { invoice: ['pay'] }, accessControl: onlyBilling }),
    ).toBe(true)
  })

  // Better Auth's own check (`hasPermissionFn` with `options.roles || defaultRoles`, the server's table), run
  // on every role string and ask below: the kit must give the same answer each time.
  const roleStrings = [
    'owner',
    'admin',
    'member',
    'billing',
    'auditor',
    'superuser',
    '',
    'member,billing',
    'billing,auditor',
    'member, owner',
    ' billing',
    'billing ',
    'admin,billing',
  ]
  const asks: Record<string, string[]>[] = [
    {},
    { invoice: ['pay'] },
    { invoice: ['refund'] },
    { invoice: ['create', 'pay'] },
    { invoice: [] },
    { organization: ['update'] },
    { organization: ['delete'] },
    { organization: ['update'], invoice: ['pay'] },
    { member: ['create'], invoice: ['pay'] },
    { ac: ['read'] },
    { ac: ['read'], invoice: ['pay'] },
    { team: ['create'] },
    { unknown: ['x'] },
  ]
  const tables: [string, OrgKitAccessControl | undefined][] = [
    ['the defaults', undefined],
    ['the app’s roles', accessControl],
    ['billing alone', { ac, roles: { billing } }],
  ]
  it.each(tables)('agrees with Better Auth’s own check on %s', (_, table) => {
    for (const role of roleStrings) {
      for (const permissions of asks) {
        const betterAuth = clientSideHasPermission({
          role,
          permissions,
          options: table ? { roles: table.roles as never } : {},
        })
        expect(
          checkRolePermission({ role, permissions, accessControl: table }),
          `${role} ${JSON.stringify(permissions)}`,
        ).toBe(betterAuth)
      }
    }
  })
})

import { statementsOfRole } from './access-control'
import type { OrgKitAccessControl } from './access-control'
import type { Permissions } from './permission-statements'
import { splitRoles } from './roles'

/** What {@link checkRolePermission} needs: the role(s) held, the permissions asked for, and the app's roles. */
export interface CheckRolePermissionInput {
  /**
   * One role, a comma-separated string as stored (`"admin,member"`) or an array. Names are read as the
   * server reads them, untrimmed: `"member, owner"` holds `"member"` and `" owner"`, an unknown role.
   */
  role: string | readonly string[]
  /** Resource to actions, e.g. `{ organization: ['delete'] }` or an app's own `{ invoice: ['pay'] }`. */
  permissions: Permissions | Readonly<Record<string, readonly string[]>>
  /**
   * The app's `{ ac, roles }`, as given to Better Auth's `organization()` and `organizationClient()`. Like
   * the server, its roles replace the defaults.
   * @default Better Auth's default owner, admin and member
   */
  accessControl?: OrgKitAccessControl | undefined
}

/**
 * Answers as Better Auth's server does (`hasPermission`): the check passes when one single role grants every
 * asked action of every asked resource (roles are not unioned). An empty ask, an empty action list and an
 * unknown resource or role all give `false`. Each role's `statements` are read the way Better Auth's
 * `role(statements).authorize(permissions)` reads them.
 *
 * @example
 * checkRolePermission({ role: 'admin', permissions: { organization: ['delete'] } }) // false
 * checkRolePermission({ role: 'billing', permissions: { invoice: ['pay'] }, accessControl: { ac, roles } }) // true
 */
export function checkRolePermission({ role, permissions, accessControl }: CheckRolePermissionInput): boolean {
  const asked = Object.entries(permissions)
  if (asked.length === 0) return false
  return splitRoles(role).some((name) => {
    const statements = statementsOfRole(name, accessControl)
    if (!statements) return false
    return asked.every(([resource, actions = []]) => {
      const allowed = Object.hasOwn(statements, resource) ? statements[resource] : undefined
      return allowed !== undefined && actions.length > 0 && actions.every((action) => allowed.includes(action))
    })
  })
}

import { roleStatements } from './permission-statements'
import type { Permissions } from './permission-statements'
import { isRole, splitRoles } from './roles'

/** What {@link checkRolePermission} needs: the role(s) held and the permissions asked for. */
export interface CheckRolePermissionInput {
  /** One role, a comma-separated string (`"admin,member"`) or an array. Padding is trimmed. */
  role: string | readonly string[]
  /** Resource to actions, e.g. `{ organization: ['delete'] }`. */
  permissions: Permissions | Readonly<Record<string, readonly string[]>>
}

/**
 * Answers as Better Auth's server does: the check passes when one single role grants every asked action
 * of every asked resource (roles are not unioned). An empty ask, an empty action list and an unknown
 * resource or role all give `false`.
 *
 * @example
 * checkRolePermission({ role: 'admin', permissions: { organization: ['delete'] } }) // false
 */
export function checkRolePermission({ role, permissions }: CheckRolePermissionInput): boolean {
  const asked = Object.entries(permissions)
  if (asked.length === 0) return false
  return splitRoles(role).some((name) => {
    if (!isRole(name)) return false
    const statements: Readonly<Record<string, readonly string[] | undefined>> = roleStatements[name]
    return asked.every(([resource, actions]) => {
      const allowed = statements[resource]
      return allowed !== undefined && actions.length > 0 && actions.every((action) => allowed.includes(action))
    })
  })
}

import { createAccessControl, role } from 'better-auth/plugins/access'
import type { OrgKitAccessControl, RoleStatements } from '../../core/access-control'

/** The organization plugin's `ac` and `roles`, as `organization({ ac, roles })` takes them. */
export interface PluginAccessControl {
  ac: ReturnType<typeof createAccessControl>
  roles: Record<string, ReturnType<typeof role>>
}

/**
 * The organization plugin's `ac` and `roles` from the kit's `{ ac, roles }`. Each role is made again with
 * Better Auth's own `role(statements)` from its `statements` (the same role for one of Better Auth's, a real
 * one for a plain `{ statements }`); `ac` is the given one's statements, or every role's together.
 */
export function toPluginAccessControl(accessControl: OrgKitAccessControl): PluginAccessControl {
  const roles: PluginAccessControl['roles'] = {}
  const every: Record<string, string[]> = {}
  for (const [name, given] of Object.entries(accessControl.roles)) {
    if (!given) continue
    roles[name] = role(given.statements)
    for (const [resource, actions] of Object.entries(given.statements)) {
      every[resource] = [...new Set([...(every[resource] ?? []), ...actions])]
    }
  }
  const statements: RoleStatements = accessControl.ac?.statements ?? every
  return { ac: createAccessControl(statements), roles }
}

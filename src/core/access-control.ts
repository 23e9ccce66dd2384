import { roleStatements } from './permission-statements'
import { ROLES } from './roles'

/** Resource to actions, as one role grants them (Better Auth's `Role['statements']`). */
export type RoleStatements = Readonly<Record<string, readonly string[]>>

/**
 * One role as the kit reads it: what Better Auth's `ac.newRole({...})` returns, or a plain
 * `{ statements }` of the same shape (a value a Next.js server layout can pass to a client component).
 */
export interface AccessControlRole {
  /** What the role may do: resource to actions. */
  readonly statements: RoleStatements
}

/**
 * The app's roles: the very `{ ac, roles }` it gives Better Auth's `organization()` on the server and
 * `organizationClient()` on the client. The kit reads each role's `statements`, as Better Auth's own
 * checks do.
 *
 * Like the server (`options.roles || defaultRoles`), the roles given **replace** Better Auth's defaults:
 * an app that adds `billing` lists `owner`, `admin` and `member` too (see the README, "Custom roles").
 *
 * @example
 * const ac = createAccessControl({ ...defaultStatements, invoice: ['create', 'pay'] })
 * const billing = ac.newRole({ invoice: ['create', 'pay'] })
 * const accessControl = { ac, roles: { owner: ownerAc, admin: adminAc, member: memberAc, billing } }
 */
export interface OrgKitAccessControl {
  /** `createAccessControl(statements)`. Accepted so the same object fits; the kit reads only `roles`. */
  readonly ac?: { readonly statements: RoleStatements } | undefined
  /** Role name to role: the names members can hold and what each may do. */
  readonly roles: Readonly<Record<string, AccessControlRole | undefined>>
}

/**
 * The statements of one role name: the app's role when it gives `accessControl`, else Better Auth's
 * default one; `undefined` for a name the table does not hold (which grants nothing).
 */
export function statementsOfRole(name: string, accessControl?: OrgKitAccessControl): RoleStatements | undefined {
  if (accessControl) return Object.hasOwn(accessControl.roles, name) ? accessControl.roles[name]?.statements : undefined
  return Object.hasOwn(roleStatements, name) ? roleStatements[name as keyof typeof roleStatements] : undefined
}

/**
 * The role names the server accepts in an invitation or a role change, in the order the kit offers them:
 * Better Auth's defaults (always valid names on the server), then the app's own roles in their order.
 */
export function roleNames(accessControl?: OrgKitAccessControl): readonly string[] {
  return accessControl ? [...new Set([...ROLES, ...Object.keys(accessControl.roles)])] : ROLES
}

/** Whether the server knows this role name (a default, or a key of the app's `roles`); else `ROLE_NOT_FOUND`. */
export function isKnownRole(name: string, accessControl?: OrgKitAccessControl): boolean {
  return roleNames(accessControl).includes(name)
}

// Role names and helpers without zod; the schemas are in `role-schemas.ts`.

/** Better Auth's default roles: the ones every server knows, and the only ones Neon Auth has. */
export const ROLES = ['owner', 'admin', 'member'] as const

/** One of Better Auth's default roles. */
export type DefaultRole = (typeof ROLES)[number]

/**
 * A role inside an organization: one of the defaults or a role of the app's own (Better Auth's
 * `createAccessControl`). Written so editors still suggest the default names.
 */
export type Role = DefaultRole | (string & {})

/**
 * Splits a role value as the server stores it (`"admin,member"`) or an array of them into names exactly as
 * Better Auth 1.7.7 reads them: `role.split(",")`, **without trimming**, so `"member, owner"` holds
 * `"member"` and `" owner"` (which is not the owner). Empty names are dropped and repeated ones kept once;
 * neither changes any answer of the server, which looks names up with `includes` and `some`.
 */
export function splitRoles(role: string | readonly string[]): string[] {
  const parts = (typeof role === 'string' ? [role] : role).flatMap((r) => r.split(','))
  return [...new Set(parts.filter((name) => name !== ''))]
}

/**
 * Role names as the server takes them in a write (`update-member-role`'s `roleToSet`; `invite-member`'s
 * check for unknown names): split on ",", each trimmed, empty ones dropped (and repeated ones kept once).
 */
export function trimRoleNames(role: string | readonly string[]): string[] {
  return [...new Set(splitRoles(role).map((name) => name.trim()))].filter((name) => name !== '')
}

/** Tells whether a string is one of Better Auth's default roles ({@link ROLES}). */
export function isDefaultRole(value: unknown): value is DefaultRole {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

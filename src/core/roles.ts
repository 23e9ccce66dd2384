// Role names and helpers without zod; the schemas are in `role-schemas.ts`.

/** The three roles Neon Auth supports; custom roles are unavailable. */
export const ROLES = ['owner', 'admin', 'member'] as const

/** A role inside an organization. */
export type Role = (typeof ROLES)[number]

/**
 * Splits a role value as the server stores it (`"admin,member"`, possibly padded) or an array of them
 * into trimmed, non-empty, de-duplicated names, in their first order.
 */
export function splitRoles(role: string | readonly string[]): string[] {
  const parts = (typeof role === 'string' ? [role] : role).flatMap((r) => r.split(','))
  return [...new Set(parts.map((r) => r.trim()).filter(Boolean))]
}

/** Tells whether a string is one of {@link ROLES}. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

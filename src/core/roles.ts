import { z } from 'zod'

/** The three roles Neon Auth supports; custom roles are unavailable. */
export const ROLES = ['owner', 'admin', 'member'] as const

/** A role inside an organization. */
export type Role = (typeof ROLES)[number]

/** Schema of one role name. */
export const roleSchema = z.enum(ROLES)

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

/**
 * Role input as the spec allows it (a string, a comma string or an array), normalized to a non-empty
 * array of known roles.
 */
export const rolesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => splitRoles(value))
  .pipe(z.array(roleSchema).min(1, 'At least one role is required'))

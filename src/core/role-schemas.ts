import { z } from 'zod'
import { ROLES, splitRoles } from './roles'

// Kept apart from `roles.ts` so that code needing only the role names (the hooks) bundles no zod.

/** Schema of one role name. */
export const roleSchema = z.enum(ROLES)

/**
 * Role input as the spec allows it (a string, a comma string or an array), normalized to a non-empty
 * array of known roles.
 */
export const rolesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => splitRoles(value))
  .pipe(z.array(roleSchema).min(1, 'At least one role is required'))

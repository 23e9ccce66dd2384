import * as z from 'zod/mini'
import { splitRoles, trimRoleNames } from './roles'

// Kept apart from `roles.ts` so that code needing only the role names (the hooks) bundles no zod.

/** Schema of one role name: any non-empty string (an app's own roles included). */
export const roleSchema = z.string().check(z.minLength(1))

/** Roles as they come: one name, a comma string, or an array of either. */
const roleNamesInputSchema = z.union([z.string(), z.array(z.string())])

/**
 * Role input of a write (a string, a comma string or an array), normalized to a non-empty array of trimmed
 * names, as the server takes `update-member-role`'s roles: the kit never writes a padded name. Whether the
 * server knows a name is the server's to say (`ROLE_NOT_FOUND`), as only it knows the app's roles.
 */
export const rolesSchema = z.pipe(
  z.pipe(
    roleNamesInputSchema,
    z.transform((roles: string | string[]) => trimRoleNames(roles)),
  ),
  z.array(roleSchema).check(z.minLength(1, 'At least one role is required')),
)

/**
 * Roles as a response carries them (`"admin,member"`, or an array): any names, split as the server splits
 * them (untrimmed, see `splitRoles`). An unknown or custom role is kept, never an error.
 */
export const storedRolesSchema = z.pipe(
  roleNamesInputSchema,
  z.transform((roles: string | string[]) => splitRoles(roles)),
)

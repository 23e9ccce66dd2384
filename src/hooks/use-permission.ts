import type { Permissions } from '../core/permission-statements'
import { checkRolePermission } from '../core/check-role-permission'
import type { Role } from '../core/roles'
import { useOrgKit } from '../query/use-org-kit'
import { useActiveMemberRole } from './use-active-member-role'
import { useOrgScope } from './use-org-scope'

/** Why a permission is not granted (yet). */
export type PermissionDeniedReason = 'loading' | 'signed-out' | 'no-active-organization' | 'error' | 'forbidden'

/** The answer of {@link usePermission}. */
export interface PermissionState {
  /** Whether one of the caller's roles grants every asked action. `false` while loading. */
  allowed: boolean
  /** Whether the session or the role is still loading: show neither the action nor its refusal. */
  isLoading: boolean
  /** Why not, when not allowed. */
  reason?: PermissionDeniedReason
  /** The caller's roles in the organization, empty while unknown. */
  roles: readonly Role[]
}

const NO_ROLES: readonly Role[] = []

/**
 * Whether the signed-in user may do something in the active (or given) organization, answered from their
 * role with the server's rules (`checkRolePermission`): no call of its own, the role comes with the
 * organization's full read.
 *
 * @example
 * const { allowed, isLoading } = usePermission({ member: ['delete'] })
 * return <button disabled={isLoading || !allowed}>Remove</button>
 */
export function usePermission(
  permissions: Permissions,
  options: { organizationId?: string | undefined } = {},
): PermissionState {
  const scope = useOrgScope()
  const { accessControl } = useOrgKit()
  const role = useActiveMemberRole(options)
  const organizationId = options.organizationId ?? scope.activeOrganizationId
  if (scope.session.isPending) return { allowed: false, isLoading: true, reason: 'loading', roles: NO_ROLES }
  if (!scope.signedIn) return { allowed: false, isLoading: false, reason: 'signed-out', roles: NO_ROLES }
  if (organizationId === null)
    return { allowed: false, isLoading: false, reason: 'no-active-organization', roles: NO_ROLES }
  if (role.isPending) return { allowed: false, isLoading: true, reason: 'loading', roles: NO_ROLES }
  if (role.isError) return { allowed: false, isLoading: false, reason: 'error', roles: NO_ROLES }
  const roles = role.data?.role ?? NO_ROLES
  return checkRolePermission({ role: roles, permissions, accessControl })
    ? { allowed: true, isLoading: false, roles }
    : { allowed: false, isLoading: false, reason: 'forbidden', roles }
}

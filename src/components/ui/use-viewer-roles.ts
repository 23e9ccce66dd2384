import type { OrgKitError } from '../../core/org-kit-error'
import type { CreatorRole } from '../../core/plugin-config'
import type { Role } from '../../core/roles'
import { useActiveMemberRole } from '../../hooks/use-active-member-role'
import type { PermissionDeniedReason } from '../../hooks/use-permission'
import { usePermission } from '../../hooks/use-permission'
import { useOrgKit } from '../../query/use-org-kit'

/** What a component needs to run the role rules for the signed-in user. */
export interface ViewerRoles {
  /** `ready` once the roles are known; while `loading`, offer no action and no refusal. */
  status: 'ready' | Exclude<PermissionDeniedReason, 'forbidden'>
  /** The viewer's roles in the organization (empty until ready). */
  roles: readonly Role[]
  /** The configured creator role. */
  creatorRole: CreatorRole
  /** The error of the role read, when `status` is `error`. */
  error: OrgKitError | null
  /** Refetches the role read. */
  retry: () => void
}

/**
 * The viewer's roles in the given (else the active) organization and the configured creator role: the
 * inputs of `canInviteWithRole`, `canUpdateMemberRole` and friends. No call of its own beyond the role read.
 */
export function useViewerRoles(organizationId?: string): ViewerRoles {
  const { config } = useOrgKit()
  const permission = usePermission({ ac: ['read'] }, { organizationId })
  const role = useActiveMemberRole({ organizationId })
  const status = permission.isLoading
    ? 'loading'
    : permission.reason && permission.reason !== 'forbidden'
      ? permission.reason
      : 'ready'
  return {
    status,
    roles: permission.roles,
    creatorRole: config.creator_role,
    error: role.error ?? null,
    retry: () => void role.refetch(),
  }
}

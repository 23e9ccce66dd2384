import type { OrgKitAccessControl } from '../../core/access-control'
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
  /** The app's roles (the provider's `accessControl`); `undefined` for the default ones. */
  accessControl: OrgKitAccessControl | undefined
  /** The error of the role read, when `status` is `error`. */
  error: OrgKitError | null
  /** Refetches the role read. */
  retry: () => void
}

/**
 * The viewer's roles in the given (else the active) organization, the configured creator role and the app's
 * roles: the inputs of `canInviteWithRole`, `canUpdateMemberRole` and friends (spread them in). No call of
 * its own beyond the role read.
 */
export function useViewerRoles(organizationId?: string): ViewerRoles {
  const { config, accessControl } = useOrgKit()
  const permission = usePermission({ ac: ['read'] }, { organizationId })
  const role = useActiveMemberRole({ organizationId })
  // A refusal of `ac:read` says nothing about the viewer's roles (they are known): only the other reasons
  // (signed out, no active organization, the read failed) leave them unknown.
  let status: ViewerRoles['status'] = 'ready'
  if (permission.isLoading) status = 'loading'
  else if (permission.reason && permission.reason !== 'forbidden') status = permission.reason
  return {
    status,
    roles: permission.roles,
    creatorRole: config.creator_role,
    accessControl,
    error: role.error ?? null,
    retry: () => void role.refetch(),
  }
}

import { roleNames } from '../../core/access-control'
import { canInviteWithRole } from '../../core/role-rules'
import { useViewerRoles } from '../ui/use-viewer-roles'

/** What {@link useInvitableRoles} gives: whether the viewer's roles are known, and what they may invite with. */
export interface InvitableRoles {
  /** `loading` while the viewer's role is read; `ready` once known (other statuses: no role to go by). */
  status: ReturnType<typeof useViewerRoles>['status']
  /** The roles the viewer may invite with, in the order offered (the defaults, then the app's); empty until ready. */
  roles: readonly string[]
}

/** The roles the signed-in user may invite someone with, in the given (else the active) organization. */
export function useInvitableRoles(organizationId: string | undefined): InvitableRoles {
  const { status, roles: actorRoles, creatorRole, accessControl } = useViewerRoles(organizationId)
  const roles = roleNames(accessControl).filter(
    (role) => canInviteWithRole({ actorRoles, role, creatorRole, accessControl }).allowed,
  )
  return { status, roles }
}

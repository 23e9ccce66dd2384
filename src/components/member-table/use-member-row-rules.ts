import { roleNames } from '../../core/access-control'
import type { OrgKitAccessControl } from '../../core/access-control'
import { checkRolePermission } from '../../core/check-role-permission'
import type { MemberPage } from '../../core/domain'
import type { CreatorRole } from '../../core/plugin-config'
import { countCreatorRoleHolders } from '../../core/role-rules'
import { useMembers } from '../../hooks/use-members'
import { creatorRoleHoldersParams } from '../../query/members-page-defaults'
import { useViewerRoles } from '../ui/use-viewer-roles'
import type { ViewerRoles } from '../ui/use-viewer-roles'

/** What the viewer knows to judge a row's actions (spread into the role rules' inputs). */
export interface MemberRowRules {
  actorRoles: readonly string[]
  creatorRole: CreatorRole
  accessControl: OrgKitAccessControl | undefined
  /** How many members hold the creator role in the whole organization (the "last owner" rules). */
  creatorRoleHolders: number
  /** Whether the viewer may change roles at all (`member:update`, or the creator role). Without it no Change role entry. */
  mayUpdateRoles: boolean
  /** The roles the server knows, in the order offered (`roleNames`). */
  roleNames: readonly string[]
}

/** What {@link useMemberRowRules} gives. */
export interface MemberRowRulesReads {
  rules: MemberRowRules
  /** The viewer's roles: whether they are known, and a retry of their read. */
  viewer: ViewerRoles
  /** The members holding the creator role (up to 100), counted into `rules.creatorRoleHolders`. */
  creatorRoleHoldersQuery: ReturnType<typeof useMembers>
}

/**
 * Holders of the creator role among the members read: the rows whose role contains its name, counted as the
 * server counts them (`contains` also matches `"member, owner"`); rows past the read count as holders.
 */
function creatorRoleHoldersIn(page: MemberPage | undefined, creatorRole: CreatorRole): number {
  if (!page) return 0
  const unread = page.total - page.members.length
  return countCreatorRoleHolders(page.members, creatorRole) + unread
}

/**
 * The rules of the member table's rows, and the two reads they stand on: the viewer's roles, and the
 * members holding the creator role (for the "last owner" rules).
 */
export function useMemberRowRules(organizationId: string | undefined): MemberRowRulesReads {
  const viewer = useViewerRoles(organizationId)
  const { roles, creatorRole, accessControl } = viewer
  const creatorRoleHoldersQuery = useMembers({ organizationId, ...creatorRoleHoldersParams(creatorRole) })
  const mayUpdateMembers = checkRolePermission({ role: roles, permissions: { member: ['update'] }, accessControl })
  const rules: MemberRowRules = {
    actorRoles: roles,
    creatorRole,
    accessControl,
    creatorRoleHolders: creatorRoleHoldersIn(creatorRoleHoldersQuery.data, creatorRole),
    // The creator role passes the role change's permission check on the server (`allowCreatorAllPermissions`).
    mayUpdateRoles: roles.includes(creatorRole) || mayUpdateMembers,
    roleNames: roleNames(accessControl),
  }
  return { rules, viewer, creatorRoleHoldersQuery }
}

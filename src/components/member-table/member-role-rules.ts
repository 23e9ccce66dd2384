import type { Member } from '../../core/domain'
import type { OrgKitErrorCode } from '../../core/error-codes'
import type { CreatorRole } from '../../core/plugin-config'
import { canLeaveOrganization, canRemoveMember, canUpdateMemberRole } from '../../core/role-rules'
import type { RuleResult } from '../../core/role-rules'
import { ROLES } from '../../core/roles'
import type { Role } from '../../core/roles'

/** What the viewer knows to judge a row's actions (spread into the role rules' inputs). */
export interface RowRuleContext {
  actorRoles: readonly Role[]
  creatorRole: CreatorRole
  creatorRoleHolders: number
  /** Whether the viewer may update members at all (`member:update`, or holds the creator role). */
  mayUpdateSomeone: boolean
  /** Whether the viewer may remove members at all (`member:delete`). */
  mayRemoveSomeone: boolean
}

/** The role change of a row: `null` when not offered, the roles the viewer may set, or why none. */
export type RoleChange = { allowed: true; options: readonly Role[] } | { allowed: false; reason: OrgKitErrorCode } | null

/** Which single roles the viewer may give this member (`canUpdateMemberRole` for each). */
export function roleChangeOf(member: Member, isSelf: boolean, ctx: RowRuleContext): RoleChange {
  if (!ctx.mayUpdateSomeone) return null
  let reason: OrgKitErrorCode | undefined
  const options = ROLES.filter((role) => {
    if (member.role.length === 1 && member.role[0] === role) return false
    const result = canUpdateMemberRole({ ...ctx, targetRoles: member.role, newRoles: [role], isSelf })
    if (!result.allowed) reason ??= result.reason
    return result.allowed
  })
  return options.length > 0 ? { allowed: true, options } : { allowed: false, reason: reason ?? 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' }
}

/** Whether the viewer may remove this member; `null`: not offered (never on their own row: that is leaving). */
export const removalOf = (member: Member, isSelf: boolean, ctx: RowRuleContext): RuleResult | null =>
  isSelf || !ctx.mayRemoveSomeone ? null : canRemoveMember({ ...ctx, targetRoles: member.role })

/** Whether the viewer may leave; offered on their own row only. */
export const leavingOf = (isSelf: boolean, ctx: RowRuleContext): RuleResult | null => (isSelf ? canLeaveOrganization(ctx) : null)

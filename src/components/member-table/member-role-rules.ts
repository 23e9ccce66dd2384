import type { Member } from '../../core/domain'
import type { OrgKitErrorCode } from '../../core/error-codes'
import type { CreatorRole } from '../../core/plugin-config'
import { canLeaveOrganization, canRemoveMember, canUpdateMemberRole } from '../../core/role-rules'
import { ROLES } from '../../core/roles'
import type { Role } from '../../core/roles'

/** What the viewer knows to judge a row's actions. */
export interface RowRuleContext {
  viewerRoles: readonly Role[]
  creatorRole: CreatorRole
  creatorRoleHolders: number
  /** Whether the viewer may update members at all (`member:update`, or holds the creator role). */
  mayUpdateSomeone: boolean
  /** Whether the viewer may remove members at all (`member:delete`). */
  mayRemoveSomeone: boolean
}

/** An action of a row: not offered, offered, or shown disabled with the server's reason. */
export type RowAction = { kind: 'hidden' } | { kind: 'allowed' } | { kind: 'disabled'; reason: OrgKitErrorCode }

/** The role change of a row: the roles the viewer may set (the current one included), or why none. */
export type RoleChange = { kind: 'hidden' } | { kind: 'allowed'; options: readonly Role[] } | { kind: 'disabled'; reason: OrgKitErrorCode }

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r) => b.includes(r))

/** Which single roles the viewer may give this member (`canUpdateMemberRole` for each). */
export function roleChangeOf(member: Member, isSelf: boolean, ctx: RowRuleContext): RoleChange {
  if (!ctx.mayUpdateSomeone) return { kind: 'hidden' }
  let reason: OrgKitErrorCode | undefined
  const options: Role[] = []
  for (const role of ROLES) {
    if (same([role], member.role)) continue
    const result = canUpdateMemberRole({
      actorRoles: ctx.viewerRoles,
      creatorRole: ctx.creatorRole,
      targetRoles: member.role,
      newRoles: [role],
      isSelf,
      creatorRoleHolders: ctx.creatorRoleHolders,
    })
    if (result.allowed) options.push(role)
    else reason ??= result.reason
  }
  if (options.length === 0) return { kind: 'disabled', reason: reason ?? 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' }
  return { kind: 'allowed', options }
}

/** Whether the viewer may remove this member (never their own row: that is leaving). */
export function removalOf(member: Member, isSelf: boolean, ctx: RowRuleContext): RowAction {
  if (isSelf || !ctx.mayRemoveSomeone) return { kind: 'hidden' }
  const result = canRemoveMember({
    actorRoles: ctx.viewerRoles,
    creatorRole: ctx.creatorRole,
    targetRoles: member.role,
    creatorRoleHolders: ctx.creatorRoleHolders,
  })
  return result.allowed ? { kind: 'allowed' } : { kind: 'disabled', reason: result.reason }
}

/** Whether the viewer may leave (offered on their own row only). */
export function leavingOf(isSelf: boolean, ctx: RowRuleContext): RowAction {
  if (!isSelf) return { kind: 'hidden' }
  const result = canLeaveOrganization({ actorRoles: ctx.viewerRoles, creatorRole: ctx.creatorRole, creatorRoleHolders: ctx.creatorRoleHolders })
  return result.allowed ? { kind: 'allowed' } : { kind: 'disabled', reason: result.reason }
}

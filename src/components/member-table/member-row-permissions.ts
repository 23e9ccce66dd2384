import type { Member } from '../../core/domain'
import type { OrgKitErrorCode } from '../../core/error-codes'
import { canLeaveOrganization, canRemoveMember, canUpdateMemberRole } from '../../core/role-rules'
import type { RuleResult } from '../../core/role-rules'
import type { MemberRowRules } from './use-member-row-rules'

/** A member's row, as the rules see it. */
export interface MemberRowTarget {
  member: Member
  /** Whether the row is the viewer's own. */
  isSelf: boolean
  rules: MemberRowRules
}

/** What a row's Change role dialog offers. */
export interface RoleChoices {
  /** The member's roles as one value (`"admin,member"`): the choice checked when the dialog opens. */
  currentValue: string
  /** The current value, if the server knows it as a role, and each single role the viewer may give. */
  offeredRoles: readonly string[]
  /** Why no other role can be given: the first refusal, when every other role is refused. */
  refusal: OrgKitErrorCode | undefined
}

/**
 * The roles a row's Change role dialog offers: the current one and each single role the rules let the viewer give.
 * With none to give, the first refusal's reason says why.
 */
export function roleChoicesOf({ member, isSelf, rules }: MemberRowTarget): RoleChoices {
  const currentValue = member.role.join()
  let firstRefusal: OrgKitErrorCode | undefined
  const offeredRoles = rules.roleNames.filter((role) => {
    if (role === currentValue) return true
    const result = canUpdateMemberRole({ ...rules, targetRoles: member.role, newRoles: [role], isSelf })
    if (!result.allowed) firstRefusal ??= result.reason
    return result.allowed
  })
  const canGiveAnother = offeredRoles.some((role) => role !== currentValue)
  return { currentValue, offeredRoles, refusal: canGiveAnother ? undefined : firstRefusal }
}

/** A row's way out of the organization: leaving on the viewer's own row, removal on the others'. */
export interface RemoveOrLeaveAction {
  kind: 'remove' | 'leave'
  /** Whether the rules allow it, or why not. */
  rule: RuleResult
}

/**
 * Leaving on the viewer's own row, removal on the others' (never both), each with the rule's answer: a viewer
 * without `member:delete` is refused removal with the code the server answers.
 */
export function removeOrLeaveActionOf({ member, isSelf, rules }: MemberRowTarget): RemoveOrLeaveAction {
  if (isSelf) return { kind: 'leave', rule: canLeaveOrganization(rules) }
  return { kind: 'remove', rule: canRemoveMember({ ...rules, targetRoles: member.role }) }
}

/** Input of {@link hasTransferCandidatesIn}. */
export interface TransferCandidatesInput {
  /** The members on the page shown. */
  members: readonly Member[]
  viewerUserId: string | undefined
  rules: MemberRowRules
}

/**
 * Whether the viewer, holding the creator role, has someone on the page to hand it to: another member not
 * holding it yet whom the rules let the viewer give it.
 */
export function hasTransferCandidatesIn({ members, viewerUserId, rules }: TransferCandidatesInput): boolean {
  if (!rules.actorRoles.includes(rules.creatorRole)) return false
  return members.some(
    (member) =>
      member.userId !== viewerUserId &&
      !member.role.includes(rules.creatorRole) &&
      canUpdateMemberRole({ ...rules, targetRoles: member.role, newRoles: [rules.creatorRole], isSelf: false }).allowed,
  )
}

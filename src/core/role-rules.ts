import { checkRolePermission } from './check-role-permission'
import type { OrgKitErrorCode } from './error-codes'
import type { CreatorRole } from './plugin-config'
import { splitRoles } from './roles'

/**
 * The answer of a rule: allowed, or refused with the code the server would answer, so the UI can explain
 * the refusal before anyone clicks.
 */
export type RuleResult = { allowed: true } | { allowed: false; reason: OrgKitErrorCode }

type Roles = string | readonly string[]

/** What every rule needs to know about the organization's configuration. */
export interface RuleContext {
  /** The actor's role(s) in the organization. */
  actorRoles: Roles
  /**
   * The configured `creator_role`. Its holders carry the owner's protections on the server: only they may
   * invite with it, grant it or change a member who holds it, and the last of them cannot go.
   * @default 'owner'
   */
  creatorRole?: CreatorRole | undefined
}

const ALLOWED: RuleResult = { allowed: true }
const refuse = (reason: OrgKitErrorCode): RuleResult => ({ allowed: false, reason })
const holds = (roles: Roles, role: string) => splitRoles(roles).includes(role)
/** Whether the actor holds the configured creator role. */
const actorIsCreator = (input: RuleContext) => holds(input.actorRoles, input.creatorRole ?? 'owner')
/** Whether these roles include the configured creator role. */
const isCreator = (input: RuleContext, roles: Roles) => holds(roles, input.creatorRole ?? 'owner')
/** Whether the actor's roles grant one action on one resource. */
const may = (
  input: Pick<RuleContext, 'actorRoles'>,
  resource: 'organization' | 'member' | 'invitation',
  action: string,
) => checkRolePermission({ role: input.actorRoles, permissions: { [resource]: [action] } })

/** May the actor invite someone with these role(s)? Needs `invitation:create`; the creator role only from its holders. */
export function canInviteWithRole(input: RuleContext & { role: Roles }): RuleResult {
  if (!may(input, 'invitation', 'create')) return refuse('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION')
  if (isCreator(input, input.role) && !actorIsCreator(input)) {
    return refuse('YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE')
  }
  return ALLOWED
}

/** Input of {@link canUpdateMemberRole}. */
export interface UpdateMemberRoleRuleInput extends RuleContext {
  /** Current role(s) of the member being changed. */
  targetRoles: Roles
  /** The role(s) to set. */
  newRoles: Roles
  /** Whether the actor is changing their own membership. */
  isSelf: boolean
  /** How many members hold the creator role now. */
  creatorRoleHolders: number
}

/** May the actor set a member's roles? The order of checks is the server's. */
export function canUpdateMemberRole(input: UpdateMemberRoleRuleInput): RuleResult {
  if (actorIsCreator(input)) {
    return input.isSelf && input.creatorRoleHolders <= 1 && !isCreator(input, input.newRoles)
      ? refuse('YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER')
      : ALLOWED
  }
  return isCreator(input, input.targetRoles) || isCreator(input, input.newRoles) || !may(input, 'member', 'update')
    ? refuse('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
    : ALLOWED
}

/** Input of {@link canRemoveMember}. */
export interface RemoveMemberRuleInput extends RuleContext {
  /** Role(s) of the member being removed. */
  targetRoles: Roles
  /** How many members hold the creator role now. */
  creatorRoleHolders: number
}

/** May the actor remove a member? A holder of the creator role goes only at the hands of another, never the last. */
export function canRemoveMember(input: RemoveMemberRuleInput): RuleResult {
  if (isCreator(input, input.targetRoles) && (!actorIsCreator(input) || input.creatorRoleHolders <= 1)) {
    return refuse('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER')
  }
  return may(input, 'member', 'delete') ? ALLOWED : refuse('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER')
}

/** May the actor leave? Not as the last holder of the creator role. */
export function canLeaveOrganization(input: RuleContext & { creatorRoleHolders: number }): RuleResult {
  return actorIsCreator(input) && input.creatorRoleHolders <= 1
    ? refuse('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER')
    : ALLOWED
}

/** May the actor delete the organization? Owners only (`organization:delete`); an admin never. */
export function canDeleteOrganization(input: Pick<RuleContext, 'actorRoles'>): RuleResult {
  return may(input, 'organization', 'delete') ? ALLOWED : refuse('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION')
}

/** May the actor edit the organization's profile? Owners and admins (`organization:update`). */
export function canUpdateOrganization(input: Pick<RuleContext, 'actorRoles'>): RuleResult {
  return may(input, 'organization', 'update') ? ALLOWED : refuse('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION')
}

/** May the actor cancel an invitation? Owners and admins (`invitation:cancel`). */
export function canCancelInvitation(input: Pick<RuleContext, 'actorRoles'>): RuleResult {
  return may(input, 'invitation', 'cancel') ? ALLOWED : refuse('YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION')
}

/** Counts the members holding the creator role, for the "last owner" rules. */
export function countCreatorRoleHolders(
  members: readonly { role: Roles }[],
  creatorRole: CreatorRole = 'owner',
): number {
  return members.filter((member) => holds(member.role, creatorRole)).length
}

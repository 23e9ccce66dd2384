import { isKnownRole } from './access-control'
import type { OrgKitAccessControl } from './access-control'
import { checkRolePermission } from './check-role-permission'
import type { OrgKitErrorCode } from './error-codes'
import type { CreatorRole } from './plugin-config'
import { splitRoles, trimRoleNames } from './roles'

// Each rule is the server's route guard (Better Auth 1.7.7, routes/crud-*.mjs), in the server's order and
// reading role strings as that guard does. Most guards split a stored role with `role.split(",")` and compare
// untrimmed names (`splitRoles`); the few that trim are marked "trimmed, as the server does here".

/**
 * The answer of a rule: allowed, or refused with the code the server would answer, so the UI can explain
 * the refusal before anyone clicks.
 */
export type RuleResult = { allowed: true } | { allowed: false; reason: OrgKitErrorCode }

/** A member's role names as the server stores them (`"admin,member"`) or as an array. */
export type Roles = string | readonly string[]

/** What every rule needs to know about the organization's configuration. */
export interface RuleContext {
  /** The actor's role(s) in the organization, as stored (`"admin,member"`) or as an array. */
  actorRoles: Roles
  /**
   * The configured `creator_role`. Its holders carry the owner's protections on the server: only they may
   * invite with it, grant it or change a member who holds it, and the last of them cannot go.
   * @default 'owner'
   */
  creatorRole?: CreatorRole | undefined
  /**
   * The app's `{ ac, roles }` (Better Auth's `createAccessControl`), as the server has them.
   * @default Better Auth's default owner, admin and member
   */
  accessControl?: OrgKitAccessControl | undefined
}

const ALLOWED: RuleResult = { allowed: true }
const refuse = (reason: OrgKitErrorCode): RuleResult => ({ allowed: false, reason })
/** `roles.split(",").includes(role)`: untrimmed, as most of the server's guards read a stored role. */
const holds = (roles: Roles, role: string) => splitRoles(roles).includes(role)
/** `roles.split(",").map((r) => r.trim()).includes(role)`: the few guards that trim. */
const holdsTrimmed = (roles: Roles, role: string) => trimRoleNames(roles).includes(role)
const creatorOf = (input: Pick<RuleContext, 'creatorRole'>) => input.creatorRole ?? 'owner'
/** Whether the actor's roles grant one action on one resource (the server's `hasPermission`). */
const may = (input: Pick<RuleContext, 'actorRoles' | 'accessControl'>, resource: string, action: string) =>
  checkRolePermission({
    role: input.actorRoles,
    permissions: { [resource]: [action] },
    accessControl: input.accessControl,
  })
/** Whether every role name is one the server accepts (its `ROLE_NOT_FOUND` check, on trimmed names). */
const allKnown = (input: Pick<RuleContext, 'accessControl'>, roles: Roles) =>
  trimRoleNames(roles).every((name) => isKnownRole(name, input.accessControl))

/**
 * May the actor invite someone with these role(s)? Needs `invitation:create`; every name must exist
 * (`ROLE_NOT_FOUND`); the creator role only from its holders.
 */
export function canInviteWithRole(input: RuleContext & { role: Roles }): RuleResult {
  if (!may(input, 'invitation', 'create')) return refuse('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION')
  if (!allKnown(input, input.role)) return refuse('ROLE_NOT_FOUND')
  // The actor's roles trimmed, the invited ones not, as the server does here.
  if (!holdsTrimmed(input.actorRoles, creatorOf(input)) && holds(input.role, creatorOf(input))) {
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

/**
 * May the actor set a member's roles? The order of checks is the server's (1.7.7). Better Auth 1.6.23 checks
 * the role names first: a change refused on that count and another is `ROLE_NOT_FOUND` there (the verdict
 * is the same).
 */
export function canUpdateMemberRole(input: UpdateMemberRoleRuleInput): RuleResult {
  const creator = creatorOf(input)
  // The roles to set trimmed, the stored ones not, as the server does here.
  const settingCreator = trimRoleNames(input.newRoles).includes(creator)
  const actorIsCreator = holds(input.actorRoles, creator)
  if ((holds(input.targetRoles, creator) || settingCreator) && !actorIsCreator) {
    return refuse('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
  }
  if (actorIsCreator && input.isSelf && input.creatorRoleHolders <= 1 && !settingCreator) {
    return refuse('YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER')
  }
  // `allowCreatorAllPermissions`: the creator role passes the permission check of this route.
  if (!actorIsCreator && !may(input, 'member', 'update')) return refuse('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
  return allKnown(input, input.newRoles) ? ALLOWED : refuse('ROLE_NOT_FOUND')
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
  const creator = creatorOf(input)
  // The actor's roles trimmed, the target's not, as the server does here.
  if (
    holds(input.targetRoles, creator) &&
    (!holdsTrimmed(input.actorRoles, creator) || input.creatorRoleHolders <= 1)
  ) {
    return refuse('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER')
  }
  return may(input, 'member', 'delete') ? ALLOWED : refuse('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER')
}

/** May the actor leave? Not as the last holder of the creator role. */
export function canLeaveOrganization(input: RuleContext & { creatorRoleHolders: number }): RuleResult {
  return holds(input.actorRoles, creatorOf(input)) && input.creatorRoleHolders <= 1
    ? refuse('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER')
    : ALLOWED
}

/** Input of the rules that need only a permission: the actor's roles and the app's roles. */
export type PermissionRuleInput = Pick<RuleContext, 'actorRoles' | 'accessControl'>

/** May the actor delete the organization? Needs `organization:delete` (the default owner; an admin never). */
export function canDeleteOrganization(input: PermissionRuleInput): RuleResult {
  return may(input, 'organization', 'delete') ? ALLOWED : refuse('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION')
}

/** May the actor edit the organization's profile? Needs `organization:update` (the default owner and admin). */
export function canUpdateOrganization(input: PermissionRuleInput): RuleResult {
  return may(input, 'organization', 'update') ? ALLOWED : refuse('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION')
}

/** May the actor cancel an invitation? Needs `invitation:cancel` (the default owner and admin). */
export function canCancelInvitation(input: PermissionRuleInput): RuleResult {
  return may(input, 'invitation', 'cancel') ? ALLOWED : refuse('YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION')
}

/**
 * Counts the members holding the creator role, for the "last owner" rules, as the server counts them
 * (untrimmed: `"member, owner"` is not a holder).
 */
export function countCreatorRoleHolders(
  members: readonly { role: Roles }[],
  creatorRole: CreatorRole = 'owner',
): number {
  return members.filter((member) => holds(member.role, creatorRole)).length
}

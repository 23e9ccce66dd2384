/**
 * The codes of Better Auth features the kit does not use: teams (kept off, per the spec) and roles created at
 * run time (dynamic access control; an app's own roles from `createAccessControl` need none of these). No call
 * the kit makes can answer with one; if an app's own call does, the components show one sentence for all of
 * them (`error.teamsAndCustomRolesUnavailable`) instead of 29.
 */
export const TEAM_AND_ROLE_ERROR_CODES = [
  'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM',
  'TEAM_ALREADY_EXISTS',
  'TEAM_NOT_FOUND',
  'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS',
  'UNABLE_TO_REMOVE_LAST_TEAM',
  'YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION',
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION',
  'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM',
  'TEAM_MEMBER_LIMIT_REACHED',
  'USER_IS_NOT_A_MEMBER_OF_THE_TEAM',
  'YOU_CAN_NOT_ACCESS_THE_MEMBERS_OF_THIS_TEAM',
  'YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM',
  'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER',
  'YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER',
  'INVALID_TEAM_ID',
  'MISSING_AC_INSTANCE',
  'YOU_MUST_BE_IN_AN_ORGANIZATION_TO_CREATE_A_ROLE',
  'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE',
  'YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE',
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE',
  'YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE',
  'YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE',
  'YOU_ARE_NOT_ALLOWED_TO_GET_A_ROLE',
  'TOO_MANY_ROLES',
  'INVALID_RESOURCE',
  'ROLE_NAME_IS_ALREADY_TAKEN',
  'CANNOT_DELETE_A_PRE_DEFINED_ROLE',
  'ROLE_IS_ASSIGNED_TO_MEMBERS',
] as const

/**
 * Every error code of Better Auth's `ORGANIZATION_ERROR_CODES` (1.7.7), the codes the plugin throws
 * inline or that later versions add, and the core codes seen around the plugin.
 */
export const ORGANIZATION_ERROR_CODES = [
  'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION',
  'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS',
  'ORGANIZATION_ALREADY_EXISTS',
  'ORGANIZATION_SLUG_ALREADY_TAKEN',
  'ORGANIZATION_NOT_FOUND',
  'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
  'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
  'NO_ACTIVE_ORGANIZATION',
  'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
  'MEMBER_NOT_FOUND',
  'ROLE_NOT_FOUND',
  // Teams and custom roles (see TEAM_AND_ROLE_ERROR_CODES).
  ...TEAM_AND_ROLE_ERROR_CODES,
  'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
  'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
  'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
  'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION',
  'INVITATION_NOT_FOUND',
  'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
  'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION',
  'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION',
  'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION',
  'INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION',
  'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
  'FAILED_TO_RETRIEVE_INVITATION',
  'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
  'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED',
  'INVITATION_LIMIT_REACHED',
  'YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION',
  'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
  // Thrown inline (not in the constants object) or added after 1.7.7.
  'ORGANIZATION_DELETION_DISABLED',
  'YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS',
  // Better Auth core codes the organization routes answer with.
  'INVALID_EMAIL',
] as const

/** The kit's own codes, for what is not an organization-plugin refusal. */
export const KIT_ERROR_CODES = [
  'PLUGIN_DISABLED',
  'UNAUTHORIZED',
  'VALIDATION_ERROR',
  'NETWORK_ERROR',
  'RATE_LIMITED',
  'SERVER_ERROR',
  'UNKNOWN',
] as const

/** A code of a feature the kit does not use (see {@link TEAM_AND_ROLE_ERROR_CODES}). */
export type TeamOrRoleErrorCode = (typeof TEAM_AND_ROLE_ERROR_CODES)[number]

/** A code carried by every {@link OrgKitError}. */
export type OrgKitErrorCode = (typeof ORGANIZATION_ERROR_CODES)[number] | (typeof KIT_ERROR_CODES)[number]

/** A code the messages catalog has its own sentence for: every code but the team and role ones. */
export type CatalogErrorCode = Exclude<OrgKitErrorCode, TeamOrRoleErrorCode>

const allCodes: ReadonlySet<string> = new Set<string>([...ORGANIZATION_ERROR_CODES, ...KIT_ERROR_CODES])

/** Tells whether a string is one of the kit's error codes. */
export function isOrgKitErrorCode(value: unknown): value is OrgKitErrorCode {
  return typeof value === 'string' && allCodes.has(value)
}

import type { CatalogErrorCode } from '../../core/error-codes'

/** A sentence for every error code with one of its own, and the one shared by the team and role codes. */
type ErrorMessages = Record<`error.${CatalogErrorCode}` | 'error.teamsAndCustomRolesUnavailable', string>

/**
 * Every error code as a sentence a person can act on (English), keyed `error.<CODE>`. The codes of teams and
 * custom roles, features the kit does not use, share one sentence (see `TEAM_AND_ROLE_ERROR_CODES`).
 */
export const errorMessagesEn = {
  'error.teamsAndCustomRolesUnavailable': 'Teams and custom roles are not available in this app.',
  'error.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION': 'You are not allowed to create organizations.',
  'error.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS':
    'You are already in as many organizations as allowed. Leave one to create or join another.',
  'error.ORGANIZATION_ALREADY_EXISTS': 'This slug is already taken. Choose another one.',
  'error.ORGANIZATION_SLUG_ALREADY_TAKEN': 'This slug is already taken. Choose another one.',
  'error.ORGANIZATION_NOT_FOUND': 'This organization no longer exists.',
  'error.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION': 'You are not a member of this organization.',
  'error.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION': 'Only owners and admins can change this organization.',
  'error.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION': 'Only an owner can delete this organization.',
  'error.NO_ACTIVE_ORGANIZATION': 'Choose an organization first.',
  'error.USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION': 'This person is already a member.',
  'error.MEMBER_NOT_FOUND': 'This member is no longer in the organization.',
  'error.ROLE_NOT_FOUND': 'This role no longer exists. Choose another one.',
  'error.YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER':
    'The organization needs an owner. Make someone else owner first.',
  'error.YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER':
    'The organization needs an owner. Make someone else owner before you change your role.',
  'error.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER': 'You are not allowed to remove this member.',
  'error.YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION': 'Only owners and admins can invite people.',
  'error.USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION': 'This person already has a pending invitation.',
  'error.INVITATION_NOT_FOUND': 'This invitation has expired, was used or canceled, or never existed.',
  'error.YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION': 'This invitation was sent to a different e-mail address.',
  'error.EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION':
    'Verify your e-mail address before answering this invitation.',
  'error.EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION': 'Verify your e-mail address to see your invitations.',
  'error.YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION': 'Only owners and admins can cancel invitations.',
  'error.INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION':
    'The person who invited you has left, so this invitation is no longer valid.',
  'error.YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE': 'You are not allowed to invite someone with this role.',
  'error.FAILED_TO_RETRIEVE_INVITATION': 'The invitation could not be loaded. Try again.',
  'error.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER': 'You are not allowed to change this member’s role.',
  'error.ORGANIZATION_MEMBERSHIP_LIMIT_REACHED':
    'This organization is full. The invitation stays open until there is room.',
  'error.INVITATION_LIMIT_REACHED':
    'This organization has as many pending invitations as allowed. Cancel some to invite more.',
  'error.YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION': 'You are not allowed to access this organization.',
  'error.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION': 'You are not a member of this organization.',
  'error.ORGANIZATION_DELETION_DISABLED': 'Deleting organizations is turned off in this app.',
  'error.YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS': 'Only owners and admins can see this organization’s invitations.',
  'error.INVALID_EMAIL': 'Enter a valid e-mail address.',
  'error.PLUGIN_DISABLED': 'Organizations are turned off for this project.',
  'error.UNAUTHORIZED': 'You are signed out. Sign in and try again.',
  'error.VALIDATION_ERROR': 'Some fields are not valid. Check the marked ones.',
  'error.NETWORK_ERROR': 'The server could not be reached. Check your connection and try again.',
  'error.RATE_LIMITED': 'Too many requests. Wait a moment and try again.',
  'error.SERVER_ERROR': 'Something went wrong on the server. Try again.',
  'error.UNKNOWN': 'Something went wrong. Try again.',
} as const satisfies ErrorMessages

import type { CatalogErrorCode } from '../../core/error-codes'

/** Every error code as a sentence a person can act on (English). */
export const errorMessagesEn: Record<CatalogErrorCode, string> = {
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: 'You are not allowed to create organizations.',
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS:
    'You are in the most organizations allowed. Leave one to create or join another.',
  ORGANIZATION_ALREADY_EXISTS: 'This slug is already taken. Choose another one.',
  ORGANIZATION_SLUG_ALREADY_TAKEN: 'This slug is already taken. Choose another one.',
  ORGANIZATION_NOT_FOUND: 'This organization no longer exists.',
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: 'You are not a member of this organization.',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: 'Only owners and admins can change this organization.',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: 'Only an owner can delete this organization.',
  NO_ACTIVE_ORGANIZATION: 'Choose an organization first.',
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'This person is already a member.',
  MEMBER_NOT_FOUND: 'This member is no longer in the organization.',
  ROLE_NOT_FOUND: 'This role does not exist on the server.',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    'The organization needs an owner. Make someone else owner first.',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: 'The organization needs an owner. Make someone else owner first.',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: 'You are not allowed to remove this member.',
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION: 'Only owners and admins can invite people.',
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: 'This person is already invited. You can resend it.',
  INVITATION_NOT_FOUND: 'This invitation has expired, was used or canceled, or never existed.',
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: 'This invitation was sent to a different e-mail address.',
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    'Verify your e-mail address before answering this invitation.',
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: 'Verify your e-mail address to see your invitations.',
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: 'Only owners and admins can cancel invitations.',
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    'The person who invited you has left, so this invitation is no longer valid.',
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE: 'You are not allowed to invite someone with this role.',
  FAILED_TO_RETRIEVE_INVITATION: 'The invitation could not be loaded. Try again.',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: 'You are not allowed to change this member’s role.',
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: 'This organization is full. The invitation stays open until a seat frees up.',
  INVITATION_LIMIT_REACHED: 'Too many pending invitations. Cancel some first.',
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION: 'You are not allowed to access this organization.',
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: 'You are not a member of this organization.',
  ORGANIZATION_DELETION_DISABLED: 'Deleting organizations is turned off on this server.',
  YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS: 'Only owners and admins can see this organization’s invitations.',
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  PLUGIN_DISABLED: 'Organizations are turned off for this project.',
  UNAUTHORIZED: 'You are signed out. Sign in and try again.',
  VALIDATION_ERROR: 'Some fields are not valid. Check the marked ones.',
  NETWORK_ERROR: 'The server could not be reached. Check your connection and try again.',
  RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
  SERVER_ERROR: 'Something went wrong on the server. Try again.',
  UNKNOWN: 'Something went wrong. Try again.',
}

import type { MessageDictionary } from '../message'

/** The words of `<UserInvitations>` (English), the list of invitations the signed-in user received. */
export const userInvitationsMessagesEn = {
  'userInvitations.title': 'Your invitations',
  'userInvitations.loadingStatus': 'Loading invitations…',
  'userInvitations.emptyListNote': 'You have no invitations.',
  'userInvitations.verifyEmailNotice':
    'Verify your e-mail address to see your invitations: open the link sent to {email}, then come back.',
  'userInvitations.unknownOrganizationName': 'An organization',
  'userInvitations.roleDetail': 'Role: {roles}',
  'userInvitations.inviterDetail': 'Invited by {email}',
  'userInvitations.expiresDetail': 'Expires: {date}',
  'userInvitations.expiredDetail': 'Expired: {date}',
  'userInvitations.acceptButton': 'Accept',
  'userInvitations.declineButton': 'Decline',
  'userInvitations.actionButtonAccessibleName': '{action}: {organization}',
  'userInvitations.acceptedAnnouncement': 'You joined {organization}.',
  'userInvitations.declinedAnnouncement': 'Invitation to {organization} declined.',
} as const satisfies MessageDictionary

import type { MessageDictionary } from '../message'

/**
 * The words of the accept-invitation page (English): a title and a description for each case the page can
 * be in, then the buttons and links of its actions.
 */
export const acceptInvitationMessagesEn = {
  'acceptInvitation.loadingTitle': 'Invitation',
  'acceptInvitation.loadingDescription': 'Loading…',
  'acceptInvitation.invalidLinkTitle': 'This invitation link is not valid',
  'acceptInvitation.invalidLinkDescription':
    'Check that the whole link was opened, or ask the person who invited you for a new one.',
  'acceptInvitation.signedOutTitle': 'Sign in to answer this invitation',
  'acceptInvitation.signedOutDescription': 'Use the invited address; you will come back here.',
  'acceptInvitation.previewWithInviterDescription': '{inviter} invited you to join {organization} as {roles}.',
  'acceptInvitation.previewDescription': 'You were invited to join {organization} as {roles}.',
  'acceptInvitation.previewExpiresDescription': 'Expires {relativeTime}',
  'acceptInvitation.signInLink': 'Sign in',
  'acceptInvitation.signUpLink': 'Create an account',
  'acceptInvitation.otherRecipientTitle': 'This invitation is for someone else',
  'acceptInvitation.otherRecipientDescription': 'You are signed in as {email}. Use the invited address.',
  'acceptInvitation.signOutButton': 'Sign out',
  'acceptInvitation.signingOutButton': 'Signing out…',
  'acceptInvitation.signOutLink': 'Sign out',
  'acceptInvitation.signInAsRecipientLink': 'Sign in',
  'acceptInvitation.emailNotVerifiedTitle': 'Verify your e-mail address first',
  'acceptInvitation.emailNotVerifiedDescription': 'Open the link in the e-mail sent to {email}, then come back.',
  'acceptInvitation.unavailableTitle': 'This invitation is no longer available',
  'acceptInvitation.unavailableDescription': 'Ask the person who invited you for a new one.',
  'acceptInvitation.expiredTitle': 'This invitation has expired',
  'acceptInvitation.expiredDescription': 'It expired on {date}. Ask the person who invited you for a new one.',
  'acceptInvitation.canceledTitle': 'This invitation was canceled',
  'acceptInvitation.canceledDescription': 'Ask the person who invited you for a new one.',
  'acceptInvitation.alreadyUsedTitle': 'This invitation was already answered',
  'acceptInvitation.alreadyUsedDescription': 'It was accepted or declined before, and cannot be used again.',
  'acceptInvitation.alreadyMemberTitle': 'You are already a member',
  'acceptInvitation.alreadyMemberDescription': 'You are already in {organization}: there is nothing to accept.',
  'acceptInvitation.organizationFullTitle': 'This organization is full',
  'acceptInvitation.organizationFullDescription': {
    one: '{organization} has reached its limit of {count} member. Your invitation stays open: try again once someone leaves.',
    other:
      '{organization} has reached its limit of {count} members. Your invitation stays open: try again once someone leaves.',
  },
  'acceptInvitation.retryAcceptingButton': 'Try again',
  'acceptInvitation.organizationsDisabledTitle': 'Organizations are turned off',
  'acceptInvitation.organizationsDisabledDescription':
    'While they are off, invitations cannot be answered. Try again later.',
  'acceptInvitation.errorTitle': 'Something went wrong',
  'acceptInvitation.retryLoadingButton': 'Try again',
  'acceptInvitation.openInvitationTitle': 'Join {organization}',
  'acceptInvitation.openInvitationDescription': 'You were invited as {roles}. It expires on {date}.',
  'acceptInvitation.invitedByDescription': 'Invited by {email}',
  'acceptInvitation.unknownOrganizationName': 'An organization',
  'acceptInvitation.acceptButton': 'Accept invitation',
  'acceptInvitation.acceptingButton': 'Joining…',
  'acceptInvitation.declineButton': 'Decline',
  'acceptInvitation.decliningButton': 'Declining…',
  'acceptInvitation.acceptedTitle': 'Welcome to {organization}',
  'acceptInvitation.acceptedDescription': 'You joined as {roles}. It is now your active organization.',
  'acceptInvitation.declinedTitle': 'Invitation declined',
  'acceptInvitation.declinedDescription': 'You did not join {organization}.',
  'acceptInvitation.acceptedAnnouncement': 'You joined {organization}.',
  'acceptInvitation.declinedAnnouncement': 'Invitation to {organization} declined.',
} as const satisfies MessageDictionary

import type { MessageDictionary } from '../message'

/** Words of `<OrganizationSwitcher>` (English). */
export const organizationSwitcherMessagesEn = {
  'organizationSwitcher.triggerLabel': '{name}, switch organization',
  'organizationSwitcher.noActiveOrganizationName': 'No organization',
  'organizationSwitcher.loadingLabel': 'Loading organizations…',
  'organizationSwitcher.popoverLabel': 'Switch organization',
  'organizationSwitcher.filterLabel': 'Filter organizations',
  'organizationSwitcher.filterPlaceholder': 'Filter organizations',
  'organizationSwitcher.listLabel': 'Your organizations',
  'organizationSwitcher.noOrganizationOption': 'No organization',
  'organizationSwitcher.roleLoadingLabel': 'Loading…',
  'organizationSwitcher.switchingStatus': 'Switching to “{name}”…',
  'organizationSwitcher.switchFailedMessage': 'Could not switch: {reason}',
  'organizationSwitcher.noMatchMessage': 'No organization matches “{query}”.',
  'organizationSwitcher.noOrganizationsMessage': 'You have no organizations yet.',
  'organizationSwitcher.pendingInvitationsBadgeLabel': {
    one: '{count} pending invitation',
    other: '{count} pending invitations',
  },
  'organizationSwitcher.triggerWithInvitationsLabel': '{name}, switch organization, {invitations}',
  'organizationSwitcher.invitationsGroupLabel': 'Invitations',
  'organizationSwitcher.invitationsLoadingStatus': 'Loading invitations…',
  'organizationSwitcher.unknownOrganizationName': 'An organization',
  'organizationSwitcher.invitationRoleLabel': 'Invited as {roles}',
  'organizationSwitcher.acceptInvitationButton': 'Accept',
  'organizationSwitcher.declineInvitationButton': 'Decline',
  'organizationSwitcher.acceptInvitationAccessibleName': 'Accept the invitation to {organization}',
  'organizationSwitcher.declineInvitationAccessibleName': 'Decline the invitation to {organization}',
  'organizationSwitcher.invitationAcceptedAnnouncement':
    'You joined {organization}. It is now your active organization.',
  'organizationSwitcher.invitationDeclinedAnnouncement': 'Invitation to {organization} declined.',
  'organizationSwitcher.acceptInvitationFailedAnnouncement':
    'Could not accept the invitation to {organization}. {reason}',
  'organizationSwitcher.declineInvitationFailedAnnouncement':
    'Could not decline the invitation to {organization}. {reason}',
} as const satisfies MessageDictionary

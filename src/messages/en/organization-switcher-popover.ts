import type { MessageDictionary } from '../message'

/**
 * Words of `<OrganizationSwitcher>`'s open popover: the organizations, the pending invitations and what their
 * answers say (English). Apart from the trigger's, so a page showing only the trigger does not bundle them.
 */
export const organizationSwitcherPopoverMessagesEn = {
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
  'organizationSwitcher.recentGroupLabel': 'Recent',
  'organizationSwitcher.allGroupLabel': 'All organizations',
  'organizationSwitcher.memberCountLabel': { one: '{count} member', other: '{count} members' },
  'organizationSwitcher.roleAndMemberCount': '{roles} · {members}',
  'organizationSwitcher.loadingMoreStatus': 'Loading more organizations…',
  'organizationSwitcher.listCappedNote':
    'Only your first {count} organizations are listed: the server lists no more. Ask your administrator if one is missing.',
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

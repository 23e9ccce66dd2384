import type { MessageDictionary } from '../message'

/** Words of `<OrganizationSettings>` (English); its profile fields read `organizationProfileFields.*`. */
export const organizationSettingsMessagesEn = {
  'organizationSettings.title': 'Organization settings',
  'organizationSettings.loadingStatus': 'Loading the settings…',
  'organizationSettings.profileTitle': 'Profile',
  'organizationSettings.savedAnnouncement': 'Changes to {name} saved.',
  'organizationSettings.discardChangesButton': 'Discard changes',
  'organizationSettings.saveButton': 'Save',
  'organizationSettings.savingButton': 'Saving…',
  'organizationSettings.dangerZoneTitle': 'Danger zone',
  'organizationSettings.creatorRoleAdminNotice':
    'Here creators become admins, not owners. Only an owner can delete this organization; the last admin cannot leave.',
  'organizationSettings.leaveTitle': 'Leave organization',
  'organizationSettings.leaveDescription': 'You lose access to {name} until someone invites you again.',
  'organizationSettings.leaveButton': 'Leave organization',
  'organizationSettings.lastCreatorRoleHolderReason':
    'You are the only {role}. Make someone else {role} first, or delete the organization.',
  'organizationSettings.leaveDialogTitle': 'Leave {name}?',
  'organizationSettings.leaveDialogDescription':
    'You lose access to {name} at once: its members, invitations and settings. Only a new invitation lets you back in.',
  'organizationSettings.leaveCancelButton': 'Cancel',
  'organizationSettings.leaveConfirmButton': 'Leave',
  'organizationSettings.leavingButton': 'Leaving…',
  'organizationSettings.leftAnnouncement': 'You left {name}.',
  'organizationSettings.deleteTitle': 'Delete organization',
  'organizationSettings.deleteDescription': 'Deletes {name} with all its members and invitations, for good.',
  'organizationSettings.deleteButton': 'Delete organization',
  'organizationSettings.deleteDialogTitle': 'Delete {name}?',
  'organizationSettings.deleteDialogDescription': '{name}, {memberCount} and {invitationCount} are deleted for good.',
  'organizationSettings.deleteDialogWithoutInvitationsDescription': '{name} and {memberCount} are deleted for good.',
  'organizationSettings.deleteDialogMemberCount': { one: 'its {count} member', other: 'its {count} members' },
  'organizationSettings.deleteDialogInvitationCount': {
    one: '{count} pending invitation',
    other: '{count} pending invitations',
  },
  'organizationSettings.deleteSlugConfirmationLabel': 'Type {slug} to confirm',
  'organizationSettings.deleteCancelButton': 'Cancel',
  'organizationSettings.deleteConfirmButton': 'Delete for good',
  'organizationSettings.deletingButton': 'Deleting…',
  'organizationSettings.deletedAnnouncement': '{name} was deleted.',
} as const satisfies MessageDictionary

import type { MessageDictionary } from '../message'

/** Words of `<OrganizationSettings>` (English); its profile fields read `organizationProfileFields.*`. */
export const organizationSettingsMessagesEn = {
  'organizationSettings.title': 'Organization settings',
  'organizationSettings.loadingStatus': 'Loading…',
  'organizationSettings.profileTitle': 'Profile',
  'organizationSettings.savedStatus': 'Changes saved.',
  'organizationSettings.discardChangesButton': 'Discard changes',
  'organizationSettings.saveButton': 'Save',
  'organizationSettings.savingButton': 'Saving…',
  'organizationSettings.dangerZoneTitle': 'Danger zone',
  'organizationSettings.creatorRoleAdminNotice':
    'Here creators become admins, not owners. Only an owner can delete this organization; the last admin cannot leave.',
  'organizationSettings.leaveTitle': 'Leave organization',
  'organizationSettings.leaveDescription': 'You lose access until invited again.',
  'organizationSettings.leaveButton': 'Leave organization',
  'organizationSettings.lastCreatorRoleHolderReason':
    'You are the only {role}. Make someone else {role} first, or delete the organization.',
  'organizationSettings.leaveDialogTitle': 'Leave {name}?',
  'organizationSettings.leaveDialogDescription': 'You lose access until invited again.',
  'organizationSettings.leaveCancelButton': 'Cancel',
  'organizationSettings.leaveConfirmButton': 'Leave',
  'organizationSettings.leavingButton': 'Leaving…',
  'organizationSettings.deleteTitle': 'Delete organization',
  'organizationSettings.deleteDescription': 'Deletes {name} with all its members and invitations, for good.',
  'organizationSettings.deleteButton': 'Delete organization',
  'organizationSettings.deleteDialogTitle': 'Delete {name}?',
  'organizationSettings.deleteDialogDescription': 'Deletes {name} with all its members and invitations, for good.',
  'organizationSettings.deleteSlugConfirmationLabel': 'Type {slug} to confirm',
  'organizationSettings.deleteCancelButton': 'Cancel',
  'organizationSettings.deleteConfirmButton': 'Delete for good',
  'organizationSettings.deletingButton': 'Deleting…',
} as const satisfies MessageDictionary

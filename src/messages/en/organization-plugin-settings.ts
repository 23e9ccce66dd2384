import type { MessageDictionary } from '../message'

/** Words of `<OrganizationPluginSettings>` (English). */
export const organizationPluginSettingsMessagesEn = {
  'organizationPluginSettings.title': 'Organization plugin',
  'organizationPluginSettings.introduction':
    'How organizations work on this branch. A change applies to the next request.',
  'organizationPluginSettings.loadFailedMessage': 'The plugin settings could not be loaded.',
  'organizationPluginSettings.loadingLabel': 'Loading the plugin settings…',
  'organizationPluginSettings.enabledLabel': 'Organizations enabled',
  'organizationPluginSettings.enabledDescription':
    'While this is off, every organization call on this branch fails: nobody can create, list, switch or manage organizations.',
  'organizationPluginSettings.organizationLimitLabel': 'Organizations per user',
  'organizationPluginSettings.organizationLimitDescription':
    'The most memberships one user may hold, created and joined together. At the limit the user cannot create another organization.',
  'organizationPluginSettings.membershipLimitLabel': 'Members per organization',
  'organizationPluginSettings.membershipLimitDescription': 'The most members one organization may have.',
  'organizationPluginSettings.limitMissingError': 'Enter a number.',
  'organizationPluginSettings.limitNotWholeError': 'Enter a whole number.',
  'organizationPluginSettings.limitTooSmallError': 'Enter 1 or more.',
  'organizationPluginSettings.limitTooLargeError': 'Enter {max} or less.',
  'organizationPluginSettings.creatorRoleLegend': 'Role of an organization’s creator',
  'organizationPluginSettings.creatorRoleOwnerLabel': 'Owner',
  'organizationPluginSettings.creatorRoleOwnerDescription': 'Full control of the organization, including deleting it.',
  'organizationPluginSettings.creatorRoleAdminLabel': 'Admin',
  'organizationPluginSettings.creatorRoleAdminDescription':
    'Cannot delete the organization or change its owner. As the creator role, admins carry the owner’s protections: only an admin can change or remove another admin, and the last admin cannot leave.',
  'organizationPluginSettings.sendInvitationEmailLabel': 'Send invitation e-mails',
  'organizationPluginSettings.sendInvitationEmailDescription':
    'Invitees get an e-mail with an accept link. Needs e-mail verification at sign-up turned on in the authentication settings. When off, no e-mail is sent and your app hands out invitation links itself.',
  'organizationPluginSettings.readOnlyNotice': 'You can see these settings but not change them.',
  'organizationPluginSettings.notAllowedReason': 'Your account, or the API key in use, may not change them.',
  'organizationPluginSettings.discardChangesButton': 'Discard changes',
  'organizationPluginSettings.savedAnnouncement': 'Plugin settings saved.',
  'organizationPluginSettings.saveFailedMessage': 'The plugin settings were not saved.',
  'organizationPluginSettings.disableDialogTitle': 'Turn off organizations?',
  'organizationPluginSettings.disableDialogDescription':
    'Every organization call on this branch will fail until organizations are turned on again: members cannot create, open, switch or manage organizations, and invitations cannot be created or answered.',
  'organizationPluginSettings.disableConfirmButton': 'Turn off organizations',
  'organizationPluginSettings.disableCancelButton': 'Keep them on',
  'organizationPluginSettings.retryButton': 'Try again',
  'organizationPluginSettings.saveButton': 'Save',
  'organizationPluginSettings.savingButton': 'Saving…',
} as const satisfies MessageDictionary

/** Strings of `<OrganizationPluginSettings>` and the management API's errors (English). */
export const pluginSettingsEn = {
  'pluginSettings.title': 'Organization plugin',
  'pluginSettings.intro': 'How organizations work on this branch. A change applies to the next request.',
  'pluginSettings.loadError': 'The plugin settings could not be loaded.',
  'pluginSettings.enabled': 'Organizations enabled',
  'pluginSettings.enabledDescription':
    'While this is off, every organization call on this branch fails: nobody can create, list, switch or manage organizations.',
  'pluginSettings.organizationLimit': 'Organizations per user',
  'pluginSettings.organizationLimitDescription':
    'The most memberships one user may hold, created and joined together. At the limit the user cannot create another organization.',
  'pluginSettings.membershipLimit': 'Members per organization',
  'pluginSettings.membershipLimitDescription': 'The most members one organization may have.',
  'pluginSettings.limitRequired': 'Enter a number.',
  'pluginSettings.limitWhole': 'Enter a whole number.',
  'pluginSettings.limitMin': 'Enter 1 or more.',
  'pluginSettings.limitMax': 'Enter a smaller number.',
  'pluginSettings.creatorRole': 'Role of an organization’s creator',
  'pluginSettings.creatorRoleOwner': 'Owner',
  'pluginSettings.creatorRoleOwnerDescription': 'Full control of the organization, including deleting it.',
  'pluginSettings.creatorRoleAdmin': 'Admin',
  'pluginSettings.creatorRoleAdminDescription':
    'Cannot delete the organization or change its owner. As the creator role, admins carry the owner’s protections: only an admin can change or remove another admin, and the last admin cannot leave.',
  'pluginSettings.sendInvitationEmail': 'Send invitation e-mails',
  'pluginSettings.sendInvitationEmailDescription':
    'Invitees get an e-mail with an accept link. Needs e-mail verification at sign-up turned on in the authentication settings. When off, no e-mail is sent and your app hands out invitation links itself.',
  'pluginSettings.readOnly': 'You can see these settings but not change them.',
  'pluginSettings.reset': 'Discard changes',
  'pluginSettings.saved': 'Plugin settings saved.',
  'pluginSettings.saveFailed': 'The plugin settings were not saved.',
  'pluginSettings.disableTitle': 'Turn off organizations?',
  'pluginSettings.disableDescription':
    'Every organization call on this branch will fail until organizations are turned on again: members cannot create, open, switch or manage organizations, and invitations cannot be sent or accepted.',
  'pluginSettings.disableConfirm': 'Turn off organizations',
  'pluginSettings.disableCancel': 'Keep them on',
  'management.error.unauthorized': 'API key rejected. Check the key the management client uses.',
  'management.error.forbidden': 'Not allowed: your role, or the API key in use, does not permit this.',
  'management.error.notFound': 'This project or branch does not exist, or the API key cannot reach it.',
  'management.error.rateLimited':
    'Rate limited: too many requests to the management API. Wait a moment, then try again.',
  'management.error.locked': 'The branch is busy with another operation. Try again shortly.',
  'management.error.invalid': 'The management API refused these values.',
  'management.error.server': 'The management API failed. Try again.',
  'management.error.network': 'The management API could not be reached. Check the connection and try again.',
  'management.error.unknown': 'Something went wrong with the management API.',
  'management.error.detail': 'HTTP {status}: {message}',
  'management.error.requestId': 'Request id: {requestId}',
} as const

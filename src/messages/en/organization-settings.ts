/** Strings of `<OrganizationSettings>` (English). */
export const organizationSettingsEn = {
  'settings.title': 'Organization settings',
  'settings.profile': 'Profile',
  'settings.profileReadOnly': 'Only owners and admins can change these details.',
  'settings.loadError': 'This organization could not be loaded.',
  'settings.noOrganization': 'No organization is active. Choose one to see its settings.',
  'settings.saved': 'Changes saved.',
  'settings.reset': 'Discard changes',
  'settings.noLogo': 'No logo',
  'settings.dangerZone': 'Danger zone',
  'settings.leaveTitle': 'Leave organization',
  'settings.leaveDescription': 'You lose access to {name} until someone invites you again.',
  'settings.leaveButton': 'Leave organization',
  'settings.leaveConfirmTitle': 'Leave {name}?',
  'settings.leaveConfirm': 'Leave',
  'settings.leaving': 'Leaving…',
  'settings.leaveSoleHolder':
    'You are the only {role} of {name}. Make someone else {role} before you leave, or delete the organization.',
  'settings.deleteTitle': 'Delete organization',
  'settings.deleteDescription':
    'Deletes {name} for good, with all its members and invitations. This cannot be undone.',
  'settings.deleteButton': 'Delete organization',
  'settings.deleteOwnerOnly': 'Only an owner can delete an organization.',
  'settings.deleteConfirmTitle': 'Delete {name}?',
  'settings.deleteConfirmLabel': 'Type {slug} to confirm',
  'settings.deleteConfirm': 'Delete for good',
  'settings.deleting': 'Deleting…',
  'settings.creatorAdminTitle': 'Admins cannot delete organizations here',
  'settings.creatorAdminBody':
    'In this project whoever creates an organization becomes its admin, not its owner. Admins cannot delete an organization: only an owner can, so invite someone as owner if this one may need deleting. As the creator role, admins keep the owner’s protections: only an admin can change or remove another admin, and the last admin cannot leave.',
} as const

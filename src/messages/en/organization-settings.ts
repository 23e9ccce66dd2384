/** Strings of `<OrganizationSettings>` (English). */
export const organizationSettingsEn = {
  'settings.title': 'Organization settings',
  'settings.profile': 'Profile',
  'settings.saved': 'Changes saved.',
  'settings.reset': 'Discard changes',
  'settings.danger': 'Danger zone',
  'settings.leave': 'Leave organization',
  'settings.leaveInfo': 'You lose access until invited again.',
  'settings.leaveAsk': 'Leave {name}?',
  'settings.leaveConfirm': 'Leave',
  'settings.leaveBusy': 'Leaving…',
  'settings.lastHolder': 'You are the only {role}. Make someone else {role} first, or delete the organization.',
  'settings.delete': 'Delete organization',
  'settings.deleteInfo': 'Deletes {name} with all its members and invitations, for good.',
  'settings.deleteAsk': 'Delete {name}?',
  'settings.typeSlug': 'Type {slug} to confirm',
  'settings.deleteConfirm': 'Delete for good',
  'settings.deleteBusy': 'Deleting…',
  'settings.creatorAdmin':
    'Here creators become admins, not owners. Only an owner can delete this organization; the last admin cannot leave.',
} as const

/** Strings of the organization's invitations table (English). */
export const invitationsEn = {
  'orgInvitations.caption': 'Invitations',
  'orgInvitations.email': 'E-mail',
  'orgInvitations.status': 'Status',
  'orgInvitations.expires': 'Expires',
  'orgInvitations.actions': 'Actions',
  'orgInvitations.loading': 'Loading invitations…',
  'orgInvitations.empty': 'No invitations yet.',
  'orgInvitations.reinvite': 'Invite again',
  'orgInvitations.cancel': 'Cancel',
  'orgInvitations.copy': 'Copy link',
} as const

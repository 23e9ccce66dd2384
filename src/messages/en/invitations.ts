/** The name shown for an organization an invitation does not name (English); the accept page needs only this one. */
export const unknownOrganizationEn = { 'userInvitations.unknownOrganization': 'An organization' } as const

/** Strings of the invite dialog and its copy-link buttons (English): all the dialog needs. */
export const inviteEn = {
  'copyLink.copied': 'Link copied.',
  'copyLink.fallback': 'Copying failed; copy it by hand:',
  'invite.trigger': 'Invite members',
  'invite.noEmail': 'Invitation e-mails are off: copy each link and send it yourself.',
  'invite.emails': 'E-mail addresses',
  'invite.hint': 'Up to {max}, separated by commas, spaces or new lines.',
  'invite.found': '{valid} valid, {invalid} not valid',
  'invite.role': 'Role',
  'invite.send': 'Invite',
  'invite.required': 'Enter at least one e-mail address.',
  'invite.tooMany': 'Invite at most {max} people at once.',
  'invite.full': 'The organization is full ({count} of {limit} members): nobody can join for now.',
  'invite.near': 'Only {seats} of {limit} seats are left: not everyone can join.',
  'invite.results': 'Results',
  'invite.summary': '{sent} sent, {other} not sent.',
  'invite.kept': 'The addresses to fix stay in the field.',
  'invite.sending': 'Sending…',
  'invite.sent': 'Sent',
  'invite.resent': 'Sent again',
  'invite.resend': 'Resend',
  'invite.copyLink': 'Copy invitation link',
  'invite.pair': '{label}: {value}',
} as const

/** Strings of the invite dialog and the invitation lists (English). */
export const invitationsEn = {
  ...inviteEn,
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
  'userInvitations.title': 'Your invitations',
  'userInvitations.verify':
    'Verify your e-mail address to see your invitations: open the link sent to {email}, then come back.',
  'userInvitations.by': 'Invited by {email}',
  'userInvitations.accept': 'Accept',
  'userInvitations.reject': 'Decline',
  ...unknownOrganizationEn,
} as const

import type { MessageDictionary } from '../message'

/** The words of `<OrganizationInvitations>` (English). */
export const organizationInvitationsMessagesEn = {
  'organizationInvitations.loadingStatus': 'Loading invitations…',
  'organizationInvitations.notAllowedNotice': 'Only owners and admins can see this organization’s invitations.',
  'organizationInvitations.tableCaption': 'Invitations',
  'organizationInvitations.loadingCaption': 'Loading invitations…',
  'organizationInvitations.emailColumnHeader': 'E-mail',
  'organizationInvitations.roleColumnHeader': 'Role',
  'organizationInvitations.statusColumnHeader': 'Status',
  'organizationInvitations.expiresColumnHeader': 'Expires',
  'organizationInvitations.actionsColumnHeader': 'Actions',
  'organizationInvitations.noInvitationsMessage': 'No invitations yet.',
  'organizationInvitations.resendButton': 'Resend',
  'organizationInvitations.resendButtonLabel': 'Resend: {email}',
  'organizationInvitations.inviteAgainButton': 'Invite again',
  'organizationInvitations.inviteAgainButtonLabel': 'Invite again: {email}',
  'organizationInvitations.cancelButton': 'Cancel',
  'organizationInvitations.cancelButtonLabel': 'Cancel: {email}',
  'organizationInvitations.resentAnnouncement': 'Sent again: {email}',
  'organizationInvitations.canceledAnnouncement': 'Canceled: {email}',
} as const satisfies MessageDictionary

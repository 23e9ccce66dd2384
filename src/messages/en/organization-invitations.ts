import type { MessageDictionary } from '../message'

/**
 * The words of `<OrganizationInvitations>` (English). With invitation e-mails off nothing says "sent": an
 * open invitation's link is renewed, and a result asks to copy the link.
 */
export const organizationInvitationsMessagesEn = {
  'organizationInvitations.notAllowedNotice': 'Only owners and admins can see this organization’s invitations.',
  'organizationInvitations.tableCaption': 'Invitations',
  'organizationInvitations.loadingCaption': 'Loading invitations…',
  'organizationInvitations.emailColumnHeader': 'E-mail',
  'organizationInvitations.roleColumnHeader': 'Role',
  'organizationInvitations.statusColumnHeader': 'Status',
  'organizationInvitations.expiresColumnHeader': 'Expires',
  'organizationInvitations.actionsColumnHeader': 'Actions',
  'organizationInvitations.noInvitationsMessage': 'No invitations yet.',
  'organizationInvitations.listLimitNote':
    'The server lists at most {count} invitations, so some may not be shown here.',
  'organizationInvitations.actionsMenuLabel': 'Actions for {email}',
  'organizationInvitations.resendMenuItem': 'Resend invitation',
  'organizationInvitations.renewLinkMenuItem': 'Renew link',
  'organizationInvitations.inviteAgainMenuItem': 'Invite again',
  'organizationInvitations.copyLinkMenuItem': 'Copy link',
  'organizationInvitations.cancelMenuItem': 'Cancel invitation',
  'organizationInvitations.copyLinkByHandLabel': 'Could not copy. Copy the link yourself:',
  'organizationInvitations.cancelDialogTitle': 'Cancel the invitation to {email}?',
  'organizationInvitations.cancelDialogDescription':
    'The link stops working at once. You can invite {email} again later.',
  'organizationInvitations.cancelConfirmButton': 'Cancel invitation',
  'organizationInvitations.cancelingButton': 'Canceling…',
  'organizationInvitations.keepInvitationButton': 'Keep invitation',
  'organizationInvitations.canceledAnnouncement': 'Invitation to {email} canceled.',
  'organizationInvitations.resentAnnouncement': 'Invitation sent again to {email}.',
  'organizationInvitations.renewedAnnouncement': 'Invitation to {email} renewed; copy the link.',
  'organizationInvitations.invitedAgainAnnouncement': 'New invitation sent to {email}.',
  'organizationInvitations.invitedAgainWithoutEmailAnnouncement': 'New invitation to {email} created; copy the link.',
  'organizationInvitations.resendFailedAnnouncement': 'Could not resend the invitation to {email}. {reason}',
  'organizationInvitations.renewFailedAnnouncement': 'Could not renew the link for {email}. {reason}',
  'organizationInvitations.inviteAgainFailedAnnouncement': 'Could not invite {email} again. {reason}',
  'organizationInvitations.copyLinkDialogTitle': 'Copy the invitation link for {email}',
  'organizationInvitations.copyLinkDialogCloseButton': 'Done',
  'organizationInvitations.linkCopiedAnnouncement': 'Invitation link for {email} copied.',
} as const satisfies MessageDictionary

import type { MessageDictionary } from '../message'

/**
 * The words of `<InviteMemberDialog>` (English): its trigger, the form, the seat warnings and the results.
 * A result says "sent" only when invitation e-mails are on; when they are off, it says the invitation was
 * created and offers its link.
 */
export const inviteMemberDialogMessagesEn = {
  'inviteMemberDialog.triggerButton': 'Invite members',
  'inviteMemberDialog.title': 'Invite members',
  'inviteMemberDialog.invitationEmailsOffDescription':
    'Invitations are not e-mailed: copy each invitation’s link and share it yourself.',
  'inviteMemberDialog.loadingStatus': 'Loading…',
  'inviteMemberDialog.closeButton': 'Close',
  'inviteMemberDialog.cancelButton': 'Cancel',

  'inviteMemberDialog.emailAddressesLabel': 'E-mail addresses',
  'inviteMemberDialog.emailAddressesHint': {
    one: 'Up to {count} address.',
    other: 'Up to {count} addresses, separated by commas, spaces or new lines.',
  },
  'inviteMemberDialog.emailAddressesRequiredError': 'Enter at least one e-mail address.',
  'inviteMemberDialog.tooManyEmailAddressesError': {
    one: 'Invite at most {count} person at once.',
    other: 'Invite at most {count} people at once.',
  },
  'inviteMemberDialog.validAddressesCount': { one: '{count} valid', other: '{count} valid' },
  'inviteMemberDialog.invalidAddressesCount': { one: '{count} not valid', other: '{count} not valid' },
  'inviteMemberDialog.addressesFoundStatus': '{validAddresses}, {invalidAddresses}',
  'inviteMemberDialog.roleLabel': 'Role',
  'inviteMemberDialog.sendButton': 'Invite',
  'inviteMemberDialog.sendingButton': 'Inviting…',

  'inviteMemberDialog.organizationFullWarning': {
    one: 'The organization has reached its limit of {count} member: nobody can join until someone leaves.',
    other: 'The organization has reached its limit of {count} members: nobody can join until someone leaves.',
  },
  'inviteMemberDialog.fewSeatsLeftWarning': {
    one: 'Only {count} more member can join (the limit is {limit}): not everyone you invite will be able to.',
    other: 'Only {count} more members can join (the limit is {limit}): not everyone you invite will be able to.',
  },

  'inviteMemberDialog.resultsTitle': 'Results',
  'inviteMemberDialog.sendingStatus': 'Inviting…',
  'inviteMemberDialog.sentCount': { one: '{count} invitation sent', other: '{count} invitations sent' },
  'inviteMemberDialog.notSentCount': { one: '{count} not sent', other: '{count} not sent' },
  'inviteMemberDialog.createdCount': { one: '{count} invitation created', other: '{count} invitations created' },
  'inviteMemberDialog.notCreatedCount': { one: '{count} not created', other: '{count} not created' },
  'inviteMemberDialog.resultsSummaryStatus': '{invited}, {notInvited}.',
  'inviteMemberDialog.allInvitedSummaryStatus': '{invited}.',
  'inviteMemberDialog.addressesToFixKeptHint': 'The addresses to fix stay in the field.',
  'inviteMemberDialog.sendingResultStatus': 'Inviting…',
  'inviteMemberDialog.sentResultStatus': 'Invitation sent',
  'inviteMemberDialog.resentResultStatus': 'Invitation sent again',
  'inviteMemberDialog.createdResultStatus': 'Invitation created; copy the link',
  'inviteMemberDialog.renewedResultStatus': 'Invitation renewed; copy the link',
  'inviteMemberDialog.invalidAddressResultStatus': 'Not a valid e-mail address',
  'inviteMemberDialog.roleRefusedResultStatus': 'Not invited: see Role',
  'inviteMemberDialog.resendButton': 'Resend',
  'inviteMemberDialog.getLinkButton': 'Get link',
  'inviteMemberDialog.retryButton': 'Try again',
  'inviteMemberDialog.resultActionAccessibleName': '{action}: {email}',
} as const satisfies MessageDictionary

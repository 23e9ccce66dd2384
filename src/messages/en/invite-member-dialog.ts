import type { MessageDictionary } from '../message'

/** The words of `<InviteMemberDialog>` (English): its trigger, the form, the seat warnings and the results. */
export const inviteMemberDialogMessagesEn = {
  'inviteMemberDialog.triggerButton': 'Invite members',
  'inviteMemberDialog.title': 'Invite members',
  'inviteMemberDialog.invitationEmailsOffDescription':
    'Invitation e-mails are off: copy each link and send it yourself.',
  'inviteMemberDialog.loadingStatus': 'Loading…',
  'inviteMemberDialog.closeButton': 'Close',
  'inviteMemberDialog.cancelButton': 'Cancel',

  'inviteMemberDialog.emailAddressesLabel': 'E-mail addresses',
  'inviteMemberDialog.emailAddressesHint': {
    one: 'Up to {count} address.',
    other: 'Up to {count}, separated by commas, spaces or new lines.',
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
  'inviteMemberDialog.sendingButton': 'Sending…',

  'inviteMemberDialog.organizationFullWarning': {
    one: 'The organization is full ({memberCount} of {count} member): nobody can join for now.',
    other: 'The organization is full ({memberCount} of {count} members): nobody can join for now.',
  },
  'inviteMemberDialog.fewSeatsLeftWarning': {
    one: 'Only {count} of {limit} seats is left: not everyone can join.',
    other: 'Only {count} of {limit} seats are left: not everyone can join.',
  },

  'inviteMemberDialog.resultsTitle': 'Results',
  'inviteMemberDialog.sendingStatus': 'Sending…',
  'inviteMemberDialog.sentCount': { one: '{count} sent', other: '{count} sent' },
  'inviteMemberDialog.notSentCount': { one: '{count} not sent', other: '{count} not sent' },
  'inviteMemberDialog.resultsSummaryStatus': '{sent}, {notSent}.',
  'inviteMemberDialog.addressesToFixKeptHint': 'The addresses to fix stay in the field.',
  'inviteMemberDialog.sendingResultStatus': 'Sending…',
  'inviteMemberDialog.sentResultStatus': 'Sent',
  'inviteMemberDialog.resentResultStatus': 'Sent again',
  'inviteMemberDialog.resendButton': 'Resend',
  'inviteMemberDialog.retryButton': 'Try again',
  'inviteMemberDialog.resultActionAccessibleName': '{action}: {email}',
} as const satisfies MessageDictionary

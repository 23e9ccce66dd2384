import type { MessageDictionary } from '../message'

/** The words of the button that copies an invitation's link (English), in the invite dialog and the invitations table. */
export const copyLinkMessagesEn = {
  'copyLink.copyInvitationLinkButton': 'Copy invitation link',
  'copyLink.copyLinkButton': 'Copy link',
  'copyLink.buttonAccessibleName': '{action}: {email}',
  'copyLink.copiedStatus': 'Link copied.',
  'copyLink.copyByHandLabel': 'Could not copy. Copy the link yourself:',
} as const satisfies MessageDictionary

import type { copyLinkMessagesEn } from '../en/copy-link'
import type { TranslationOf } from '../message'

/** The words of the button that copies an invitation's link (German). */
export const copyLinkMessagesDe: TranslationOf<typeof copyLinkMessagesEn> = {
  'copyLink.copyInvitationLinkButton': 'Einladungslink kopieren',
  'copyLink.copyLinkButton': 'Link kopieren',
  'copyLink.buttonAccessibleName': '{action}: {email}',
  'copyLink.copiedStatus': 'Link kopiert.',
  'copyLink.copyByHandLabel': 'Kopieren nicht möglich. Kopiere den Link selbst:',
}

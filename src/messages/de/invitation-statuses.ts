import type { TranslationOf } from '../message'
import type { invitationStatusMessagesEn } from '../en/invitation-statuses'

/** The status of an invitation, as a badge says it (German). */
export const invitationStatusMessagesDe: TranslationOf<typeof invitationStatusMessagesEn> = {
  'invitationStatus.pending': 'Offen',
  'invitationStatus.accepted': 'Angenommen',
  'invitationStatus.rejected': 'Abgelehnt',
  'invitationStatus.canceled': 'Zurückgezogen',
  'invitationStatus.expired': 'Abgelaufen',
}

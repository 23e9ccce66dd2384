/** The status of an invitation, as a badge says it (English). */
export const invitationStatusMessagesEn = {
  'invitationStatus.pending': 'Pending',
  'invitationStatus.accepted': 'Accepted',
  'invitationStatus.rejected': 'Declined',
  'invitationStatus.canceled': 'Canceled',
  'invitationStatus.expired': 'Expired',
} as const

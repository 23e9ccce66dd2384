import type { Invitation, InvitationStatus } from './domain'

/** What the UI shows for an invitation: its stored status, or "expired" for a pending one past `expiresAt`. */
export type InvitationDisplayStatus = InvitationStatus | 'expired'

/** Derives the display status; only a pending invitation can be expired. */
export function invitationDisplayStatus(
  invitation: Pick<Invitation, 'status' | 'expiresAt'>,
  now: Date = new Date(),
): InvitationDisplayStatus {
  return invitation.status === 'pending' && invitation.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : invitation.status
}

/** Tells whether an invitation can still be accepted: pending and not expired. */
export function isInvitationOpen(
  invitation: Pick<Invitation, 'status' | 'expiresAt'>,
  now: Date = new Date(),
): boolean {
  return invitationDisplayStatus(invitation, now) === 'pending'
}

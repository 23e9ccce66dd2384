import type { Invitation } from '../../core/domain'
import { invitationDisplayStatus } from '../../core/invitation-state'
import type { InvitationDisplayStatus } from '../../core/invitation-state'

/** One row of the invitations table: an invitation and the status it shows ("expired" derived). */
export interface InvitationRow {
  invitation: Invitation
  status: InvitationDisplayStatus
}

/** Open invitations first: the order of the statuses in the table. */
const STATUS_ORDER: Record<InvitationDisplayStatus, number> = {
  pending: 0,
  expired: 1,
  accepted: 2,
  rejected: 3,
  canceled: 4,
}

/** The statuses listed unless told otherwise: the open ones, which the owner may still act on. */
export const DEFAULT_INVITATION_STATUSES: readonly InvitationDisplayStatus[] = ['pending', 'expired']

/** Options of {@link invitationRowsOf}. */
export interface InvitationRowsOptions {
  /** The statuses to keep; {@link DEFAULT_INVITATION_STATUSES} when absent. */
  statuses: readonly InvitationDisplayStatus[] | undefined
  /** The time an invitation's expiry is compared with. */
  now: Date
}

/** The table's rows: the invitations with their status, those asked for, open ones first, newest first within a status. */
export function invitationRowsOf(
  invitations: readonly Invitation[],
  { statuses = DEFAULT_INVITATION_STATUSES, now }: InvitationRowsOptions,
): InvitationRow[] {
  return invitations
    .map((invitation) => ({ invitation, status: invitationDisplayStatus(invitation, now) }))
    .filter((row) => statuses.includes(row.status))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        b.invitation.createdAt.getTime() - a.invitation.createdAt.getTime(),
    )
}

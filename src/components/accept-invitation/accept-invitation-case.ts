import type { Invitation, Session } from '../../core/domain'
import { invitationDisplayStatus } from '../../core/invitation-state'
import { isOrgKitError } from '../../core/org-kit-error'

// The accept page's decision, apart from its view: a pure function of the reads and writes.

/**
 * Every case the accept page can be in, each also the page's `data-status` (the stylesheet's hook, so the
 * values stay short): `signin`, signed out; `mismatch`, signed in as someone else; `unverified`, e-mail not
 * verified; `used`, already answered; `member`, already a member; `full`, the membership limit; `disabled`,
 * organizations turned off; `open`, ready to accept or decline.
 */
export type AcceptInvitationCase =
  | 'loading'
  | 'signin'
  | 'mismatch'
  | 'unverified'
  | 'unavailable'
  | 'expired'
  | 'canceled'
  | 'used'
  | 'member'
  | 'full'
  | 'disabled'
  | 'error'
  | 'open'
  | 'accepted'
  | 'rejected'

/** What the case is decided from: the session, the invitation read and the two writes. */
export interface AcceptInvitationCaseInput {
  session: { data: Session | null | undefined; error: unknown }
  invitation: { data: Invitation | undefined; error: unknown }
  accepted: boolean
  rejected: boolean
  /** The error of the last accept or reject. */
  writeError: unknown
  now?: Date
}

/** Refusals (of the read or of a write) that have a case of their own. */
const CODE_CASES: Readonly<Record<string, AcceptInvitationCase>> = {
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: 'mismatch',
  INVITATION_NOT_FOUND: 'unavailable',
  FAILED_TO_RETRIEVE_INVITATION: 'unavailable',
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION: 'unavailable',
  ORGANIZATION_NOT_FOUND: 'unavailable',
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'member',
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: 'full',
  UNAUTHORIZED: 'signin',
  PLUGIN_DISABLED: 'disabled',
}

/**
 * Decides the accept page's case. A finished write wins (the invitation read fails once it is used); then
 * the session; then the invitation read; then its status (expired is derived); then the last write's refusal.
 */
export function resolveAcceptInvitationCase({
  session,
  invitation,
  accepted,
  rejected,
  writeError,
  now,
}: AcceptInvitationCaseInput): AcceptInvitationCase {
  const data = invitation.data
  if (data && (accepted || rejected)) return accepted ? 'accepted' : 'rejected'
  if (session.data === undefined) return session.error ? 'error' : 'loading'
  if (session.data === null) return 'signin'
  const error = data ? writeError : invitation.error
  if (data) {
    const status = invitationDisplayStatus(data, now)
    if (status !== 'pending') return status === 'accepted' || status === 'rejected' ? 'used' : status
  } else if (!error) return 'loading'
  const code = isOrgKitError(error) ? error.code : ''
  return code.startsWith('EMAIL_VERIFICATION_REQUIRED') ? 'unverified' : (CODE_CASES[code] ?? (data ? 'open' : 'error'))
}

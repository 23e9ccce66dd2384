import type { Invitation, MemberRecord, Session } from '../../core/domain'
import { invitationDisplayStatus } from '../../core/invitation-state'
import { isOrgKitError } from '../../core/org-kit-error'

/** Every case the accept page can be in. */
export type AcceptKind =
  | 'loading'
  | 'signed-out'
  | 'wrong-account'
  | 'verify-email'
  | 'unavailable'
  | 'expired'
  | 'canceled'
  | 'used'
  | 'already-member'
  | 'membership-limit'
  | 'plugin-disabled'
  | 'error'
  | 'open'
  | 'accepted'
  | 'rejected'

/** A case and what its screen names: the invitation, the signed-in address, the error, the new membership. */
export interface AcceptCase {
  kind: AcceptKind
  invitation?: Invitation | undefined
  email?: string
  error?: unknown
  member?: MemberRecord
}

/** What the case is decided from: the session, the invitation read and the two writes. */
export interface AcceptCaseInput {
  session: { data: Session | null | undefined; error: unknown }
  invitation: { data: Invitation | undefined; error: unknown }
  accepted: { member: MemberRecord } | undefined
  rejected: boolean
  /** The error of the last accept or reject. */
  writeError: unknown
  now?: Date
}

/** Refusals (of the read or of a write) that have a case of their own. */
const CODE_CASES: Readonly<Record<string, AcceptKind>> = {
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: 'wrong-account',
  INVITATION_NOT_FOUND: 'unavailable',
  FAILED_TO_RETRIEVE_INVITATION: 'unavailable',
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION: 'unavailable',
  ORGANIZATION_NOT_FOUND: 'unavailable',
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'already-member',
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: 'membership-limit',
  UNAUTHORIZED: 'signed-out',
  PLUGIN_DISABLED: 'plugin-disabled',
}

/**
 * Decides the accept page's case. A finished write wins (the invitation read fails once it is used); then
 * the session; then the invitation read; then its status (expired is derived); then the last write's refusal.
 */
export function resolveAcceptCase({ session, invitation, accepted, rejected, writeError, now }: AcceptCaseInput): AcceptCase {
  const data = invitation.data
  if (data && accepted) return { kind: 'accepted', invitation: data, member: accepted.member }
  if (data && rejected) return { kind: 'rejected', invitation: data }
  if (session.data === undefined) return session.error ? { kind: 'error', error: session.error } : { kind: 'loading' }
  if (session.data === null) return { kind: 'signed-out' }
  const error = data ? writeError : invitation.error
  if (data) {
    const status = invitationDisplayStatus(data, now)
    if (status !== 'pending') return { kind: status === 'accepted' || status === 'rejected' ? 'used' : status, invitation: data }
  } else if (!error) return { kind: 'loading' }
  const code = isOrgKitError(error) ? error.code : ''
  const kind = code.startsWith('EMAIL_VERIFICATION_REQUIRED') ? 'verify-email' : CODE_CASES[code]
  if (kind) return { kind, invitation: data, email: session.data.user.email }
  return { kind: data ? 'open' : 'error', invitation: data, error }
}

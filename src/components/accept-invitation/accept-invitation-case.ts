import type { Invitation, MemberRecord, Session } from '../../core/domain'
import { invitationDisplayStatus } from '../../core/invitation-state'
import { isOrgKitError } from '../../core/org-kit-error'

/** Every case the accept page can be in. */
export type AcceptCase =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'wrong-account'; email: string }
  | { kind: 'verify-email'; email: string }
  | { kind: 'unavailable'; error: unknown }
  | { kind: 'expired'; invitation: Invitation }
  | { kind: 'canceled' | 'used'; invitation: Invitation }
  | { kind: 'already-member' }
  | { kind: 'membership-limit'; invitation: Invitation }
  | { kind: 'plugin-disabled' }
  | { kind: 'error'; error: unknown }
  | { kind: 'open'; invitation: Invitation; error: unknown }
  | { kind: 'accepted'; invitation: Invitation; member: MemberRecord }
  | { kind: 'rejected'; invitation: Invitation }

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

const UNAVAILABLE: ReadonlySet<string> = new Set([
  'INVITATION_NOT_FOUND',
  'FAILED_TO_RETRIEVE_INVITATION',
  'INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION',
  'ORGANIZATION_NOT_FOUND',
])

/** A coded refusal that has a case of its own, or `undefined`. */
function caseOfError(error: unknown, session: Session): AcceptCase | undefined {
  if (!isOrgKitError(error)) return undefined
  const { code } = error
  if (code === 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION') return { kind: 'wrong-account', email: session.user.email }
  if (code.startsWith('EMAIL_VERIFICATION_REQUIRED')) return { kind: 'verify-email', email: session.user.email }
  if (UNAVAILABLE.has(code)) return { kind: 'unavailable', error }
  if (code === 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION') return { kind: 'already-member' }
  if (code === 'UNAUTHORIZED') return { kind: 'signed-out' }
  if (code === 'PLUGIN_DISABLED') return { kind: 'plugin-disabled' }
  return undefined
}

/**
 * Decides the accept page's case. A finished write wins (the invitation read fails once it is used); then
 * the session; then the invitation read; then its status (expired is derived); then an accept refusal.
 */
export function resolveAcceptCase(input: AcceptCaseInput): AcceptCase {
  const { session, invitation, accepted, rejected, writeError } = input
  if (invitation.data && accepted) return { kind: 'accepted', invitation: invitation.data, member: accepted.member }
  if (invitation.data && rejected) return { kind: 'rejected', invitation: invitation.data }
  if (session.data === undefined) return session.error ? { kind: 'error', error: session.error } : { kind: 'loading' }
  if (session.data === null) return { kind: 'signed-out' }
  if (!invitation.data) {
    if (!invitation.error) return { kind: 'loading' }
    return caseOfError(invitation.error, session.data) ?? { kind: 'error', error: invitation.error }
  }
  const status = invitationDisplayStatus(invitation.data, input.now)
  if (status === 'expired') return { kind: 'expired', invitation: invitation.data }
  if (status === 'canceled') return { kind: 'canceled', invitation: invitation.data }
  if (status === 'accepted' || status === 'rejected') return { kind: 'used', invitation: invitation.data }
  if (isOrgKitError(writeError) && writeError.code === 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED') {
    return { kind: 'membership-limit', invitation: invitation.data }
  }
  return caseOfError(writeError, session.data) ?? { kind: 'open', invitation: invitation.data, error: writeError }
}

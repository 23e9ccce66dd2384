import type { Invitation, InvitationPreview, Session } from '../../core/domain'
import { invitationDisplayStatus } from '../../core/invitation-state'
import { isOrgKitError } from '../../core/org-kit-error'

// The accept page's decision, apart from its view: a pure function of the reads and writes.

/**
 * Every case the accept page can be in, each also the page's `data-status` (the stylesheet's hook, so the
 * values stay short): `signin`, signed out, without a preview; `invited`, signed out, with the preview;
 * `mismatch`, signed in as someone else; `unverified`, e-mail not verified; `unavailable`, not found (for
 * the preview, missing and expired alike); `used`, already answered; `member`, already a member; `full`,
 * the membership limit; `disabled`, organizations turned off; `open`, ready to accept or decline.
 */
export type AcceptInvitationCase =
  | 'loading'
  | 'signin'
  | 'invited'
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

/** What the case is decided from: the session, the two reads of the invitation and the two writes. */
export interface AcceptInvitationCaseInput {
  session: { data: Session | null | undefined; error: unknown }
  invitation: { data: Invitation | undefined; error: unknown }
  /** The public preview: `null` where the server has none (Neon Auth), `undefined` while it is read. */
  preview: { data: InvitationPreview | null | undefined; error: unknown }
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

/** The case of a stored status other than pending (or of a pending one past its expiry). */
function answeredCase(invitation: Pick<Invitation, 'status' | 'expiresAt'>, now: Date | undefined) {
  const status = invitationDisplayStatus(invitation, now)
  return status === 'accepted' || status === 'rejected' ? 'used' : status
}

/**
 * Signed out, from the preview: it shows the invitation (`invited`), or says plainly that there is none
 * (`unavailable`, as signed in). Without a preview endpoint, or when the preview cannot be read for another reason, the page
 * without one (`signin`): signing in still works.
 */
function signedOutCase({ data, error }: AcceptInvitationCaseInput['preview'], now: Date | undefined) {
  if (data) {
    const status = answeredCase(data, now)
    return status === 'pending' ? 'invited' : status
  }
  if (data === undefined && !error) return 'loading'
  return isOrgKitError(error) && error.code === 'INVITATION_NOT_FOUND' ? 'unavailable' : 'signin'
}

/**
 * Decides the accept page's case. A finished write wins (the invitation read fails once it is used); then
 * the session (signed out: the preview decides); then the invitation read and the preview, both settled;
 * then the invitation's status (expired is derived); then the last write's refusal.
 */
export function resolveAcceptInvitationCase({
  session,
  invitation,
  preview,
  accepted,
  rejected,
  writeError,
  now,
}: AcceptInvitationCaseInput): AcceptInvitationCase {
  const data = invitation.data
  if (data && (accepted || rejected)) return accepted ? 'accepted' : 'rejected'
  if (session.data === undefined) return session.error ? 'error' : 'loading'
  if (session.data === null) return signedOutCase(preview, now)
  const error = data ? writeError : invitation.error
  // Both reads settle before the page shows the invitation, so its details do not arrive in two steps.
  if ((!data && !error) || (preview.data === undefined && !preview.error)) return 'loading'
  if (data) {
    const status = answeredCase(data, now)
    if (status !== 'pending') return status
  }
  const code = isOrgKitError(error) ? error.code : ''
  return code.startsWith('EMAIL_VERIFICATION_REQUIRED') ? 'unverified' : (CODE_CASES[code] ?? (data ? 'open' : 'error'))
}

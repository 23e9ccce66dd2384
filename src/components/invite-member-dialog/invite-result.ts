import type { Invitation } from '../../core/domain'
import type { OrgKitErrorCode } from '../../core/error-codes'
import { isOrgKitError } from '../../core/org-kit-error'

/** An address whose request is in flight. */
export interface SendingInviteResult {
  email: string
  role: string
  status: 'sending'
}

/** An address that got its invitation: `sent`, or `resent` when an earlier invitation was sent again. */
export interface SentInviteResult {
  email: string
  role: string
  status: 'sent' | 'resent'
  invitation: Invitation
}

/**
 * An address that got no invitation, with the error whose sentence is shown: `member` (already a member),
 * `invited` (already invited; a resend is offered), `invalid` (not an e-mail address) or `failed`
 * (anything else; a retry is offered).
 */
export interface RefusedInviteResult {
  email: string
  role: string
  status: 'member' | 'invited' | 'invalid' | 'failed'
  error: unknown
}

/**
 * One address of a batch and what happened to it. Its `status` is also the row's `data-status`, which the
 * stylesheet reads.
 */
export type InviteResult = SendingInviteResult | SentInviteResult | RefusedInviteResult

/** The refusals that have a status of their own; any other error is `failed`. */
const REFUSED_STATUS_BY_ERROR_CODE: Partial<Record<OrgKitErrorCode, RefusedInviteResult['status']>> = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'member',
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: 'invited',
  INVALID_EMAIL: 'invalid',
}

/** The status of an address the server refused with `error`. */
export function refusedStatusOf(error: unknown): RefusedInviteResult['status'] {
  if (!isOrgKitError(error)) return 'failed'
  return REFUSED_STATUS_BY_ERROR_CODE[error.code] ?? 'failed'
}

/** The error codes that are about the chosen role rather than one address: they are shown on the role field. */
const ROLE_ERROR_CODES: readonly OrgKitErrorCode[] = [
  'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
  'ROLE_NOT_FOUND',
]

/** Whether a refusal is about the chosen role (shown once, on the role field) rather than one address. */
export const isRoleError = (error: unknown): boolean => isOrgKitError(error) && ROLE_ERROR_CODES.includes(error.code)

/** The first refusal of a batch that is about its role, if any. */
export function roleErrorOf(results: readonly InviteResult[]): unknown {
  return results.map((result) => ('error' in result ? result.error : undefined)).find(isRoleError)
}

/** Whether an address still needs the user (not valid, or failed): such addresses stay in the field. */
export const needsFixing = (result: InviteResult) => result.status === 'invalid' || result.status === 'failed'

/** The invitations a batch sent, in the order the addresses were typed. */
export const sentInvitationsOf = (results: readonly InviteResult[]): Invitation[] =>
  results.flatMap((result) => ('invitation' in result ? [result.invitation] : []))

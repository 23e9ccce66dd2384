import type { OrgKitErrorCode } from '../../core/error-codes'
import { OrgKitError } from '../../core/org-kit-error'
import type { RuleResult } from '../../core/role-rules'

/**
 * The HTTP status a Better Auth 1.7.7 server answers with for each code (reference §5). Codes whose status
 * depends on the route (`USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION`) are given explicitly where thrown.
 */
const STATUS_BY_CODE: Partial<Record<OrgKitErrorCode, number>> = {
  UNAUTHORIZED: 401,
  PLUGIN_DISABLED: 404,
  NETWORK_ERROR: 0,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  UNKNOWN: 500,
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: 403,
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS: 403,
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: 403,
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: 403,
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: 403,
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: 403,
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: 401,
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: 403,
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION: 403,
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE: 403,
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: 403,
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION: 403,
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: 403,
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: 403,
  INVITATION_LIMIT_REACHED: 403,
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: 403,
  YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS: 403,
  ORGANIZATION_DELETION_DISABLED: 404,
}

/** The status the real server uses for a code; 400 for every other plugin refusal. */
export function statusForCode(code: OrgKitErrorCode): number {
  return STATUS_BY_CODE[code] ?? 400
}

/** A readable default message: `MEMBER_NOT_FOUND` becomes "Member not found". */
export function messageForCode(code: OrgKitErrorCode): string {
  const text = code.toLowerCase().replace(/_/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Builds the error the server would answer with. */
export function serverError(
  code: OrgKitErrorCode,
  status: number = statusForCode(code),
  message?: string,
): OrgKitError {
  return new OrgKitError(code, { status, message: message ?? messageForCode(code) })
}

/** Throws the server's error unless a role rule allowed the action. */
export function enforce(result: RuleResult): void {
  if (!result.allowed) throw serverError(result.reason)
}

/** A `VALIDATION_ERROR` for input that passed the schema but makes no sense to the server (400, like a server). */
export function validationError(message: string, field?: string): OrgKitError {
  return new OrgKitError('VALIDATION_ERROR', { status: 400, message, ...(field ? { field } : {}) })
}

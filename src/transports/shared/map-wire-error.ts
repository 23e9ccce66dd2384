import { isOrgKitErrorCode } from '../../core/error-codes'
import type { OrgKitErrorCode } from '../../core/error-codes'
import { OrgKitError } from '../../core/org-kit-error'
import type { TransportOperation } from '../../core/transport'
import type { WireFailure } from './wire-types'
import { isOrganizationOperation } from './wire-routes'

/**
 * Errors Better Auth sends without a `code` (reference §5), by message. Lower-cased, trailing `!` and `.`
 * dropped, so wording drift between versions ("Invitation not found!" vs "Invitation not found") still maps.
 */
const CODELESS_MESSAGES: Readonly<Record<string, OrgKitErrorCode>> = {
  'not authenticated': 'UNAUTHORIZED',
  unauthorized: 'UNAUTHORIZED',
  'invitation not found': 'INVITATION_NOT_FOUND',
  'organization id is required': 'NO_ACTIVE_ORGANIZATION',
  'you are not a member of this organization': 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
  'user is not a member of the organization': 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
  'organization not found': 'ORGANIZATION_NOT_FOUND',
  'member not found': 'MEMBER_NOT_FOUND',
  'role not found': 'ROLE_NOT_FOUND',
  'no active organization': 'NO_ACTIVE_ORGANIZATION',
  'too many requests. please try again later': 'RATE_LIMITED',
}

function codeFromMessage(message: string | undefined): OrgKitErrorCode | undefined {
  if (!message) return undefined
  // "ROLE_NOT_FOUND: superuser" (invite-member) and bare codes as messages.
  const prefix = /^([A-Z][A-Z0-9_]+)(?::|$)/.exec(message.trim())?.[1]
  if (prefix && isOrgKitErrorCode(prefix)) return prefix
  const normalized = message
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '')
  return CODELESS_MESSAGES[normalized]
}

function codeFromStatus(status: number, operation: TransportOperation): OrgKitErrorCode {
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 404 && isOrganizationOperation(operation)) return 'PLUGIN_DISABLED'
  if (status >= 500) return 'SERVER_ERROR'
  return 'UNKNOWN'
}

/** The field named by a Better Auth validation message such as `[body.slug] Invalid input: ...`. */
function fieldFromMessage(message: string | undefined): string | undefined {
  return message ? /^\[(?:body|query)\.([^\]]+)\]/.exec(message)?.[1] : undefined
}

/**
 * Turns a failed answer of a Better Auth server into an {@link OrgKitError}: the body's `code` when it is
 * one of the kit's, else the code its message names (Better Auth 1.7.7 sends some errors without a code),
 * else one derived from the status: 429 `RATE_LIMITED`, 401 `UNAUTHORIZED`, 404 on an organization route
 * `PLUGIN_DISABLED` (a server without the plugin has no such route), 5xx `SERVER_ERROR`, otherwise `UNKNOWN`.
 * The wait the answer asked for (`Retry-After`) travels along as `retryAfterMs`.
 */
export function mapWireError(failure: WireFailure, operation: TransportOperation): OrgKitError {
  const { status, code: wireCode, message, retryAfterMs } = failure
  let code: OrgKitErrorCode
  if (status === 429) code = 'RATE_LIMITED'
  else if (wireCode && isOrgKitErrorCode(wireCode)) code = wireCode
  else code = codeFromMessage(message) ?? codeFromStatus(status, operation)
  const field = code === 'VALIDATION_ERROR' ? fieldFromMessage(message) : undefined
  return new OrgKitError(code, {
    status,
    message: message || `${operation} failed with HTTP ${status}${wireCode ? ` (${wireCode})` : ''}`,
    ...(field ? { field } : {}),
    retryAfterMs,
  })
}

import { isOrgKitErrorCode } from '../../core/error-codes'
import type { OrgKitErrorCode } from '../../core/error-codes'
import { OrgKitError } from '../../core/org-kit-error'
import type { TransportOperation } from '../../core/transport'
import type { WireFailure } from './wire-types'
import { isOrganizationOperation } from './wire-routes'

/**
 * Better Auth's messages whose words are not their code's, lower-cased. Every other message of the
 * organization plugin is its code in other clothes: "Organization slug already taken" is
 * `ORGANIZATION_SLUG_ALREADY_TAKEN` (see {@link codeSpelledBy}). The message is all there is when Better
 * Auth sends an error without a code, and behind Neon Auth's SDK, which puts a code of its own in place of
 * Better Auth's. test/transports/shared/codes-by-message.test.ts checks every message of Better Auth 1.6
 * and 1.7 against this.
 */
const MESSAGES_THAT_DO_NOT_SPELL_THEIR_CODE: Readonly<Record<string, OrgKitErrorCode>> = {
  'not authenticated': 'UNAUTHORIZED',
  'organization id is required': 'NO_ACTIVE_ORGANIZATION',
  'organization deletion is disabled': 'ORGANIZATION_DELETION_DISABLED',
  'email verification required to view or list invitations for the session email':
    'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION',
  'you are not allowed to invite a user with this role': 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
  'you are not allowed to access this organization as an owner': 'YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION',
  'too many requests. please try again later': 'RATE_LIMITED',
  // Teams and roles made at run time, which the kit does not use (TEAM_AND_ROLE_ERROR_CODES).
  'you are not allowed to list the members of this team': 'YOU_CAN_NOT_ACCESS_THE_MEMBERS_OF_THIS_TEAM',
  'you are not allowed to create a new member': 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER',
  'dynamic access control requires a pre-defined ac instance on the server auth plugin. read server logs for more information':
    'MISSING_AC_INSTANCE',
  'this organization has too many roles': 'TOO_MANY_ROLES',
  'the provided permission includes an invalid resource': 'INVALID_RESOURCE',
  'that role name is already taken': 'ROLE_NAME_IS_ALREADY_TAKEN',
  'cannot delete a role that is assigned to members. please reassign the members to a different role first':
    'ROLE_IS_ASSIGNED_TO_MEMBERS',
  'team id contains a reserved character': 'INVALID_TEAM_ID',
}

/**
 * Codes of Neon Auth's SDK that stand for one of Better Auth's, for the Better Auth codes whose message the SDK
 * replaces with its own (`INVALID_EMAIL` arrives as `email_address_invalid`, "Unable to validate email address:
 * invalid format"). The SDK keeps Better Auth's message for every organization code.
 */
const NEON_AUTH_SDK_CODES: Readonly<Record<string, OrgKitErrorCode>> = {
  email_address_invalid: 'INVALID_EMAIL',
}

const codeOfNeonAuthSdk = (wireCode: string | undefined) =>
  wireCode === undefined ? undefined : NEON_AUTH_SDK_CODES[wireCode]

/** The kit's code a message spells out in words ("Invitation not found!" is `INVITATION_NOT_FOUND`), if any. */
function codeSpelledBy(message: string): OrgKitErrorCode | undefined {
  const spelled = message
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return isOrgKitErrorCode(spelled) ? spelled : undefined
}

/** The code a Better Auth message stands for, when the answer's own code is missing or not Better Auth's. */
function codeFromMessage(message: string | undefined): OrgKitErrorCode | undefined {
  const trimmed = message?.trim()
  if (!trimmed) return undefined
  // "ROLE_NOT_FOUND: superuser" (invite-member) and bare codes as messages.
  const prefix = /^([A-Z][A-Z0-9_]+)(?::|$)/.exec(trimmed)?.[1]
  if (prefix && isOrgKitErrorCode(prefix)) return prefix
  // "[body.slug] Invalid input: ..." (a request the server's schema refused).
  if (fieldFromMessage(trimmed)) return 'VALIDATION_ERROR'
  const words = trimmed.toLowerCase().replace(/[.!]+$/, '')
  return MESSAGES_THAT_DO_NOT_SPELL_THEIR_CODE[words] ?? codeSpelledBy(words)
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
 * one of the kit's, else the code its message names (Better Auth sends some errors without a code, and
 * Neon Auth's SDK replaces the code with one of its own),
 * else one derived from the status: 429 `RATE_LIMITED`, 401 `UNAUTHORIZED`, 404 on an organization route
 * `PLUGIN_DISABLED` (a server without the plugin has no such route), 5xx `SERVER_ERROR`, otherwise `UNKNOWN`.
 * The wait the answer asked for (`Retry-After`) travels along as `retryAfterMs`.
 */
export function mapWireError(failure: WireFailure, operation: TransportOperation): OrgKitError {
  const { status, code: wireCode, message, retryAfterMs } = failure
  let code: OrgKitErrorCode
  if (status === 429) code = 'RATE_LIMITED'
  else if (wireCode && isOrgKitErrorCode(wireCode)) code = wireCode
  else code = codeFromMessage(message) ?? codeOfNeonAuthSdk(wireCode) ?? codeFromStatus(status, operation)
  const field = code === 'VALIDATION_ERROR' ? fieldFromMessage(message) : undefined
  return new OrgKitError(code, {
    status,
    message: message || `${operation} failed with HTTP ${status}${wireCode ? ` (${wireCode})` : ''}`,
    ...(field ? { field } : {}),
    retryAfterMs,
  })
}

import { BASE_ERROR_CODES } from '@better-auth/core/error'
import { ORGANIZATION_ERROR_CODES as ORGANIZATION_ERROR_CODES_1_7 } from 'better-auth/client/plugins'
import { ORGANIZATION_ERROR_CODES as ORGANIZATION_ERROR_CODES_1_6 } from 'better-auth-1-6/client/plugins'
import { describe, expect, it } from 'vitest'
import { isOrgKitErrorCode } from '../../../src/core/error-codes'
import { mapWireError } from '../../../src/transports/shared/map-wire-error'

/** `{ CODE: { code, message } }` (Better Auth 1.7's `defineErrorCodes`) or `{ CODE: message }`, as pairs. */
function messagesOf(codes: Readonly<Record<string, unknown>>): [code: string, message: string][] {
  return Object.entries(codes).map(([code, value]) => [
    code,
    typeof value === 'string' ? value : String((value as { message: unknown }).message),
  ])
}

// What reaches the kit behind Neon Auth's SDK: Better Auth's status and message, and a code of the SDK's own.
const behindNeonAuth = (message: string) =>
  mapWireError({ ok: false, status: 400, code: 'validation_failed', message }, 'create').code

describe.each([
  ['1.7.7', ORGANIZATION_ERROR_CODES_1_7],
  ['1.6.23', ORGANIZATION_ERROR_CODES_1_6],
])('the codes Better Auth %s names only by message', (_version, organizationCodes) => {
  const kitCodes = [...messagesOf(organizationCodes), ...messagesOf(BASE_ERROR_CODES)].filter(([code]) =>
    isOrgKitErrorCode(code),
  )

  it('covers the organization plugin', () => {
    expect(kitCodes.length).toBeGreaterThan(40)
  })

  it.each(kitCodes)('%s is found again from its message', (code, message) => {
    expect(behindNeonAuth(message)).toBe(code)
  })
})

describe('messages Better Auth sends without a code', () => {
  it.each([
    ['Invitation not found!', 'INVITATION_NOT_FOUND'],
    ['Organization deletion is disabled', 'ORGANIZATION_DELETION_DISABLED'],
    ['ROLE_NOT_FOUND: superuser', 'ROLE_NOT_FOUND'],
    ['[body.slug] Invalid input: expected string, received undefined', 'VALIDATION_ERROR'],
    ['Organization id is required', 'NO_ACTIVE_ORGANIZATION'],
  ])('%s', (message, code) => {
    expect(behindNeonAuth(message)).toBe(code)
  })

  it('leaves a message that names no code to the status', () => {
    expect(behindNeonAuth('Something else went wrong')).toBe('UNKNOWN')
    expect(mapWireError({ ok: false, status: 401, message: 'Session expired' }, 'list').code).toBe('UNAUTHORIZED')
  })
})

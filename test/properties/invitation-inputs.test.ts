import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { invitationSchema } from '../../src/core/domain'
import { OrgKitError } from '../../src/core/org-kit-error'
import { parseEmailList } from '../../src/components/invite-member-dialog/parse-email-list'
import { kitVerdict } from './support/kit-verdict'
import { startOracleServer } from './support/oracle-server'
import type { OracleServer } from './support/oracle-server'

// Issue 23: the invite dialog's e-mail list and the role strings against the real server, over a seeded,
// bounded sample. Every address the dialog finds valid the transport sends and the server takes; every one it
// finds invalid the transport refuses too (VALIDATION_ERROR). An invitation the server holds, however another
// client wrote it, the kit can resend: its e-mail and roles as the kit reads them pass the kit's validation.

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 })

/** Each property: a seeded sample of fixed size, run whole however slow the machine (never cut short). */
const RUN = { seed: 23, numRuns: 50 } as const

let oracle: OracleServer
let organizationId = ''
let invitationsInOrganization = 0
let sequence = 0

/** The organization to invite to: a fresh one every 80 invitations (Better Auth keeps at most 100 pending). */
async function organization(): Promise<string> {
  if (!organizationId || invitationsInOrganization >= 80) {
    organizationId = (await oracle.transport.create({ name: 'Invites', slug: oracle.freshSlug() })).id
    invitationsInOrganization = 0
  }
  invitationsInOrganization += 1
  return organizationId
}

beforeAll(async () => {
  oracle = await startOracleServer()
})

afterAll(async () => {
  await oracle.close()
})

/** Codes the server may answer a well-formed invitation with, for reasons of its own (not the input's form). */
const SERVER_REASONS = ['USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION', 'ROLE_NOT_FOUND']

/** Sends an invitation the kit accepted; it must succeed, or fail for one of {@link SERVER_REASONS}. */
async function inviteThroughKit(email: string, role: string | string[]) {
  const organizationId = await organization()
  try {
    return await oracle.transport.inviteMember({ email, role, organizationId })
  } catch (error) {
    expect(error).toBeInstanceOf(OrgKitError)
    expect(SERVER_REASONS).toContain((error as OrgKitError).code)
    return undefined
  }
}

/** Writes an invitation past the kit, as another client would; the held invitation as the kit reads it. */
async function inviteAsAnotherClient(email: string, role: unknown) {
  const answer = await oracle.post('/organization/invite-member', { email, role, organizationId: await organization() })
  return answer.status === 200 ? invitationSchema.parse(answer.body) : undefined
}

/**
 * A held invitation can be resent by the kit: its e-mail and roles, as read, pass the kit's validation. One
 * exception, the server's: it takes an invitation with no role at all (`role: ""`), which the kit never
 * writes; such an invitation is refused a resend with the reason, and can still be cancelled.
 */
function expectResendable(held: { email: string; role: string[]; organizationId: string }) {
  const verdict = kitVerdict('inviteMember', { ...held, resend: true })
  const roleless = held.role.every((name) => name.trim() === '')
  if (roleless)
    expect(verdict.accepted ? '' : verdict.error.message).toBe('inviteMember: role: At least one role is required')
  else expect(verdict.accepted ? [] : [verdict.error.message]).toEqual([])
}

const separator = fc.constantFrom(', ', ',', '\n', '; ', ' ', ',,', '\t')
const addressLike = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((address) => address.toUpperCase()),
  fc.constantFrom('not-an-email', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', '"ada"@example.com'),
  fc.constantFrom('ada.lovelace+kit@example.co.uk', 'ÄDA@example.com', 'ada@exämple.com', 'ada@127.0.0.1'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 16 }),
)
const pastedText = fc
  .tuple(fc.array(addressLike, { minLength: 1, maxLength: 3 }), separator)
  .map(([parts, between]) => parts.join(between))

describe('property: the invite dialog sends only what the server takes', () => {
  it('e-mail list', async () => {
    await fc.assert(
      fc.asyncProperty(pastedText, async (text) => {
        const { valid, invalid } = parseEmailList(text)
        for (const email of valid) {
          const verdict = kitVerdict('inviteMember', { email, role: 'member', organizationId: 'org1' })
          expect(verdict.accepted).toBe(true)
          const invitation = await inviteThroughKit(email, 'member')
          if (invitation) {
            expect(invitation.email).toBe(email.trim().toLowerCase())
            expectResendable(invitation)
          }
        }
        for (const email of invalid) {
          const verdict = kitVerdict('inviteMember', { email, role: 'member', organizationId: 'org1' })
          expect(verdict.accepted).toBe(false)
          const held = await inviteAsAnotherClient(email, 'member')
          if (held) expectResendable(held)
        }
      }),
      RUN,
    )
  })

  const rolePiece = fc.constantFrom('member', 'admin', 'owner', 'viewer', 'Admin', ' ', ',', '\t', '')
  const roleText = fc.array(rolePiece, { maxLength: 4 }).map((pieces) => pieces.join(''))
  const roleInput = fc.oneof(roleText, fc.array(roleText, { maxLength: 3 }), fc.string({ maxLength: 8 }))

  it('role strings', async () => {
    await fc.assert(
      fc.asyncProperty(roleInput, async (role) => {
        const email = `role.${String(++sequence)}@properties.example.com`
        const verdict = kitVerdict('inviteMember', { email, role, organizationId: 'org1' })
        if (verdict.accepted) {
          const invitation = await inviteThroughKit(email, role)
          // The server holds the names the kit sent, trimmed, once each.
          if (invitation) expect(invitation.role).toEqual(verdict.parsed.role)
          return
        }
        expect(verdict.error.field).toBe('role')
        const held = await inviteAsAnotherClient(email, role)
        if (held) expectResendable(held)
      }),
      RUN,
    )
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Organization } from '../../src/core/domain'
import { idInputSchema } from '../../src/core/field-schemas'
import { OrgKitError } from '../../src/core/org-kit-error'
import { expectDefined } from '../contract/expect-defined'
import { kitVerdict } from './support/kit-verdict'
import { startOracleServer } from './support/oracle-server'
import type { OracleServer } from './support/oracle-server'

// Issue 23: metadata and the ids that go into URLs, against the real server, over a seeded, bounded sample.
// - Metadata the kit takes, the server holds and the kit reads back as sent. A key that reaches a prototype is
//   refused with its path (the server itself drops `__proto__` in silence); metadata the server holds with
//   such a key (`constructor`, written by another client) is still read.
// - An id the kit takes goes into the URL as it is and gets the server's own answer (not found), never a
//   server error; one it refuses is a VALIDATION_ERROR before any request. Every id the server issues passes.

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 })

/** Each property: a seeded sample of fixed size, run whole however slow the machine (never cut short). */
const RUN = { seed: 23, numRuns: 50 } as const

let oracle: OracleServer
let subject: Organization
/** The organization other clients write refused metadata to (replaced when the server breaks on it). */
let held: Organization

beforeAll(async () => {
  oracle = await startOracleServer()
  subject = await oracle.transport.create({ name: 'Subject', slug: oracle.freshSlug() })
  held = await oracle.transport.create({ name: 'Held', slug: oracle.freshSlug() })
})

afterAll(async () => {
  vi.restoreAllMocks()
  await oracle.close()
})

const metadataKey = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('plan', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
)
const metadataValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant('{"__proto__": {"polluted": true}}').map((json) => JSON.parse(json) as unknown),
  fc.constantFrom([{ constructor: { prototype: 1 } }]),
)
/** Metadata as JSON.parse makes it from a request body: `__proto__` is then an own key, as an attacker sends it. */
const metadataArbitrary = fc
  .array(fc.tuple(metadataKey, metadataValue), { maxLength: 4 })
  .map(
    (entries) =>
      JSON.parse(
        `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`,
      ) as Record<string, unknown>,
  )

describe('property: metadata', () => {
  it('the server holds what the kit sends, and the kit refuses prototype keys with their path', async () => {
    // Better Auth logs its own 500s (better-json's "prototype pollution attempt") whatever the log level.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await fc.assert(
      fc.asyncProperty(metadataArbitrary, async (metadata) => {
        const verdict = kitVerdict('update', { organizationId: subject.id, data: { metadata } })
        if (verdict.accepted) {
          const updated = await oracle.transport.update({ organizationId: subject.id, data: { metadata } })
          expect(updated.metadata).toEqual(metadata)
          const read = await oracle.transport.getFullOrganization({ query: { organizationId: subject.id } })
          expect(expectDefined(read, 'the organization').metadata).toEqual(metadata)
          return
        }
        const key = /Metadata cannot have the key "(.+)"$/.exec(verdict.error.message)?.[1]
        expect(['__proto__', 'constructor', 'prototype']).toContain(key)
        expect(verdict.error.field).toMatch(new RegExp(`^metadata\\.(.*\\.)?${key ?? ''}$`))
        // Written past the kit, as another client would: the server either holds it and the kit reads it back,
        // or fails (better-json refuses nested prototype keys when it reads them, with an HTTP 500).
        const answer = await oracle.post('/organization/update', { organizationId: held.id, data: { metadata } })
        if (answer.status === 500) {
          held = await oracle.transport.create({ name: 'Held', slug: oracle.freshSlug() })
          return
        }
        expect(answer.status).toBe(200)
        const read = await oracle.transport.getFullOrganization({ query: { organizationId: held.id } })
        expect(expectDefined(read, 'the organization').metadata).toEqual(
          JSON.parse(JSON.stringify(answer.body?.metadata ?? {})),
        )
      }),
      RUN,
    )
  })
})

const idArbitrary = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom('../organization/delete', 'a/b', 'a?b=c', 'a#b', '%2e%2e', 'a b', ' padded ', 'x'.repeat(129)),
)

describe('property: ids in URLs', () => {
  it('an id the kit takes gets the server answer for an unknown invitation; others are refused first', async () => {
    await fc.assert(
      fc.asyncProperty(idArbitrary, async (id) => {
        const verdict = kitVerdict('getInvitation', { query: { id } })
        expect(kitVerdict('acceptInvitation', { invitationId: id }).accepted).toBe(verdict.accepted)
        if (!verdict.accepted) {
          expect(verdict.error.field).toBe('id')
          return
        }
        const answer = await oracle.transport.getInvitation({ query: { id } }).catch((error: unknown) => error)
        expect(answer).toBeInstanceOf(OrgKitError)
        expect((answer as OrgKitError).code).toBe('INVITATION_NOT_FOUND')
        const preview = await oracle.transport.getInvitationPreview({ query: { id } }).catch((error: unknown) => error)
        expect(preview).toBeInstanceOf(OrgKitError)
        expect((preview as OrgKitError).code).toBe('INVITATION_NOT_FOUND')
      }),
      RUN,
    )
  })

  it('every id the server issues passes the kit', async () => {
    const invitation = await oracle.transport.inviteMember({
      email: 'issued.ids@properties.example.com',
      role: 'member',
      organizationId: subject.id,
    })
    const full = await oracle.transport.getFullOrganization({ query: { organizationId: subject.id } })
    const ids = [
      subject.id,
      oracle.userId,
      invitation.id,
      ...expectDefined(full, 'the organization').members.map((member) => member.id),
    ]
    for (const id of ids) expect(idInputSchema.safeParse(id).success, id).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import {
  fullOrganizationSchema,
  invitationSchema,
  memberPageSchema,
  memberRecordSchema,
  organizationSchema,
  sessionSchema,
} from '../../../src/core/domain'
import { createMemoryTransport, demoSeed, DEMO_OWNER_EMAIL } from '../../../src/testing'
import { expectDefined } from '../../contract/expect-defined'

const NOW = new Date('2026-06-01T12:00:00Z')
const makeTransport = () => createMemoryTransport({ seed: demoSeed(NOW), signedInAs: DEMO_OWNER_EMAIL, now: NOW })

describe('memory transport: outputs', () => {
  it('are exactly what the domain schemas produce', async () => {
    const transport = makeTransport()
    const organization = await transport.create({ name: 'Schema Co', slug: 'schema-co', metadata: { a: 1 } })
    expect(organizationSchema.parse(organization)).toEqual(organization)
    const full = expectDefined(
      await transport.getFullOrganization({ query: { organizationSlug: 'acme' } }),
      'the acme organization',
    )
    expect(fullOrganizationSchema.parse(full)).toEqual(full)
    const page = await transport.listMembers({ query: { organizationSlug: 'acme' } })
    expect(memberPageSchema.parse(page)).toEqual(page)
    const invitation = await transport.inviteMember({
      email: 'new@example.com',
      role: ['admin', 'member'],
      organizationId: full.id,
    })
    expect(invitationSchema.parse(invitation)).toEqual(invitation)
    const updated = await transport.updateMemberRole({
      memberId: expectDefined(page.members[2], 'a third member').id,
      role: 'admin',
      organizationId: full.id,
    })
    expect(memberRecordSchema.parse(updated)).toEqual(updated)
    const session = await transport.getSession()
    expect(sessionSchema.parse(session)).toEqual(session)
    expect(full.createdAt).toBeInstanceOf(Date)
    expect(page.members.find((m) => m.user.email === 'dan@example.com')?.role).toEqual(['admin', 'member'])
  })

  it('are copies: changing them changes nothing inside', async () => {
    const transport = makeTransport()
    const read = async () =>
      expectDefined(await transport.getFullOrganization({ query: { organizationSlug: 'acme' } }), 'acme')
    const full = await read()
    const member = expectDefined(full.members[0], 'the first member')
    const invitation = expectDefined(full.invitations[0], 'the first invitation')
    full.metadata.plan = 'hacked'
    full.name = 'Hacked'
    member.role.push('admin')
    member.user.email = 'evil@example.com'
    invitation.expiresAt.setTime(0)
    full.createdAt.setTime(0)
    const again = await read()
    expect(again.metadata).toEqual({ plan: 'pro' })
    expect(again.name).toBe('Acme Inc')
    expect(again.members[0]?.role).toEqual(['owner'])
    expect(again.members[0]?.user.email).toBe('alice@example.com')
    expect(again.invitations[0]?.expiresAt.getTime()).toBeGreaterThan(0)
    expect(again.createdAt.getTime()).toBeGreaterThan(0)
  })
})

describe('memory transport: server behaviour kept on purpose', () => {
  it('listUserInvitations includes expired pending invitations, like Better Auth', async () => {
    const transport = makeTransport()
    transport.signInAs('frank@example.com')
    const before = await transport.listUserInvitations()
    expect(before.map((i) => i.organizationName).sort()).toEqual(['Acme Inc', 'Globex'])
    transport.advanceTime(49 * 60 * 60 * 1000)
    const after = await transport.listUserInvitations()
    expect(after).toHaveLength(2)
    expect(after.every((i) => i.status === 'pending' && i.expiresAt < transport.now())).toBe(true)
  })

  it('getInvitation refuses when the inviter has left (400 INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION)', async () => {
    const transport = makeTransport()
    transport.signInAs('bob@example.com')
    const acme = expectDefined(await transport.setActive({ organizationSlug: 'acme' }), 'acme')
    const invitation = await transport.inviteMember({ email: 'zoe@example.com', role: 'member' })
    await transport.leave({ organizationId: acme.id })
    transport.createUser({ name: 'Zoe', email: 'zoe@example.com' })
    transport.signInAs('zoe@example.com')
    await expect(transport.getInvitation({ query: { id: invitation.id } })).rejects.toMatchObject({
      code: 'INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION',
      status: 400,
    })
  })

  it('cancelInvitation does not check the status: an accepted invitation can be canceled and the member stays', async () => {
    const transport = makeTransport()
    const acme = expectDefined(await transport.setActive({ organizationSlug: 'acme' }), 'acme')
    const accepted = expectDefined(
      (await transport.listInvitations()).find((i) => i.status === 'accepted'),
      'an accepted invitation',
    )
    await expect(transport.cancelInvitation({ invitationId: accepted.id })).resolves.toMatchObject({
      status: 'canceled',
    })
    const page = await transport.listMembers({ query: { organizationId: acme.id } })
    expect(page.members.map((m) => m.user.email)).toContain('carol@example.com')
  })

  it('has no hidden 100-row caps: list, listInvitations and getFullOrganization invitations return everything', async () => {
    const transport = createMemoryTransport({ signedInAs: undefined, pluginConfig: { organization_limit: 500 } })
    transport.createUser({ name: 'Busy', email: 'busy@example.com' })
    transport.signInAs('busy@example.com')
    for (let i = 0; i < 120; i++) await transport.create({ name: `Org ${i}`, slug: `org-${i}` })
    expect(await transport.list()).toHaveLength(120)
    const seeded = Array.from({ length: 150 }, (_, i) => ({
      organization: 'org-0',
      email: `p${i}@example.com`,
      inviter: 'busy@example.com',
      status: 'canceled' as const,
    }))
    transport.seed({ invitations: seeded })
    expect(
      await transport.listInvitations({
        query: { organizationId: expectDefined((await transport.list())[0], 'the first organization').id },
      }),
    ).toHaveLength(150)
    expect((await transport.getFullOrganization({ query: { organizationSlug: 'org-0' } }))?.invitations).toHaveLength(
      150,
    )
  })

  it('keeps sorted member pages in step with role changes and removals', async () => {
    const transport = makeTransport()
    const acme = expectDefined(await transport.setActive({ organizationSlug: 'acme' }), 'acme')
    const byRole = async () =>
      (await transport.listMembers({ query: { organizationId: acme.id, sortBy: 'role' } })).members.map(
        (m) => `${m.user.name}:${m.role.join(',')}`,
      )
    expect(await byRole()).toEqual(['Bob:admin', 'Dan:admin,member', 'Carol:member', 'Alice:owner'])
    const carol = expectDefined(
      (await transport.listMembers({ query: { organizationId: acme.id } })).members.find(
        (m) => m.user.name === 'Carol',
      ),
      'Carol',
    )
    await transport.updateMemberRole({ memberId: carol.id, role: 'admin' })
    expect(await byRole()).toEqual(['Bob:admin', 'Carol:admin', 'Dan:admin,member', 'Alice:owner'])
    await transport.removeMember({ memberIdOrEmail: 'bob@example.com' })
    expect(await byRole()).toEqual(['Carol:admin', 'Dan:admin,member', 'Alice:owner'])
  })
})

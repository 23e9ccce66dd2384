import { describe, expect, it } from 'vitest'
import { DEFAULT_PLUGIN_CONFIG } from '../../../src/core/plugin-config'
import {
  createMemoryTransport,
  demoSeed,
  DEMO_OWNER_EMAIL,
  seedInvitation,
  seedMember,
  seedOrganization,
  seedUser,
} from '../../../src/testing'
import { expectDefined } from '../../contract/expect-defined'

describe('memory transport: users and sessions', () => {
  it('creates users with lower-cased unique e-mails, verified by default', () => {
    const transport = createMemoryTransport()
    const user = transport.createUser({ name: 'Mixed', email: 'Mixed.Case@Example.COM' })
    expect(user).toMatchObject({ name: 'Mixed', email: 'mixed.case@example.com', emailVerified: true, image: null })
    expect(() => transport.createUser({ name: 'Again', email: 'MIXED.case@example.com' })).toThrow(/already exists/)
    expect(() => transport.createUser({ name: 'Bad', email: 'not-an-email' })).toThrow(/Invalid e-mail/)
    expect(transport.createUser({ name: 'U', email: 'u@example.com', emailVerified: false }).emailVerified).toBe(false)
  })

  it('signs in case-insensitively with a fresh session, signs out, and refuses unknown users', async () => {
    const transport = createMemoryTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    const acme = await transport.setActive({ organizationSlug: 'acme' })
    expect((await transport.getSession())?.activeOrganizationId).toBe(acme?.id)
    expect(transport.signInAs('ALICE@example.com').email).toBe('alice@example.com')
    expect((await transport.getSession())?.activeOrganizationId).toBeNull()
    transport.signOut()
    await expect(transport.getSession()).resolves.toBeNull()
    await expect(transport.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 })
    expect(() => transport.signInAs('ghost@example.com')).toThrow()
  })

  it('setEmailVerified gates listUserInvitations', async () => {
    const transport = createMemoryTransport({
      seed: { users: [seedUser('Una', { emailVerified: false })] },
      signedInAs: 'una@example.com',
    })
    await expect(transport.listUserInvitations()).rejects.toMatchObject({
      code: 'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION',
      status: 403,
    })
    transport.setEmailVerified('una@example.com', true)
    await expect(transport.listUserInvitations()).resolves.toEqual([])
  })
})

describe('memory transport: seeds', () => {
  it('resolves organizations by slug or id and users by e-mail or id', async () => {
    const transport = createMemoryTransport({
      seed: {
        users: [seedUser('Owner'), seedUser('Helper', { id: 'helperId' })],
        organizations: [seedOrganization('Seeded Org', { id: 'orgId', logo: 'https://example.com/l.png' })],
        members: [
          seedMember('seeded-org', 'owner@example.com', 'owner'),
          seedMember('orgId', 'helperId', ['admin', 'member']),
        ],
        invitations: [seedInvitation('seeded-org', 'Guest@Example.com', 'owner@example.com', { role: 'admin' })],
      },
      signedInAs: 'owner@example.com',
    })
    const full = await transport.getFullOrganization({ query: { organizationId: 'orgId' } })
    expect(full).toMatchObject({ slug: 'seeded-org', logo: 'https://example.com/l.png' })
    expect(full?.members.map((m) => m.role)).toEqual([['owner'], ['admin', 'member']])
    expect(full?.invitations[0]).toMatchObject({ email: 'guest@example.com', role: ['admin'], status: 'pending' })
  })

  it('refuses inconsistent seeds', () => {
    expect(() => createMemoryTransport({ seed: { members: [seedMember('nowhere', 'nobody@example.com')] } })).toThrow(
      /no organization/,
    )
    expect(() => createMemoryTransport({ seed: { organizations: [{ name: 'Bad', slug: 'Bad Slug' }] } })).toThrow(
      /invalid slug/,
    )
    expect(() =>
      createMemoryTransport({
        seed: {
          users: [seedUser('A')],
          organizations: [seedOrganization('O')],
          members: [seedMember('o', 'a@example.com', 'boss')],
        },
      }),
    ).toThrow(/invalid role/)
  })

  it('demoSeed gives a signed-in owner a usable organization', async () => {
    const transport = createMemoryTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    const organizations = await transport.list()
    expect(organizations.map((o) => o.slug).sort()).toEqual(['acme', 'globex'])
    const acme = await transport.getFullOrganization({ query: { organizationSlug: 'acme' } })
    expect(acme?.members).toHaveLength(4)
    expect(acme?.invitations.map((i) => i.status).sort()).toEqual(['accepted', 'canceled', 'pending', 'pending'])
  })
})

describe('memory transport: clock', () => {
  it('a frozen clock dates records, advanceTime expires invitations after 48 hours', async () => {
    const transport = createMemoryTransport({
      seed: demoSeed('2026-03-01T00:00:00Z'),
      signedInAs: DEMO_OWNER_EMAIL,
      now: '2026-03-01T00:00:00Z',
    })
    await transport.setActive({ organizationSlug: 'acme' })
    const invitation = await transport.inviteMember({ email: 'ivy@example.com', role: 'member' })
    expect(invitation.createdAt).toEqual(new Date('2026-03-01T00:00:00Z'))
    expect(invitation.expiresAt).toEqual(new Date('2026-03-03T00:00:00Z'))
    transport.createUser({ name: 'Ivy', email: 'ivy@example.com' })
    transport.advanceTime(48 * 60 * 60 * 1000 - 1)
    transport.signInAs('ivy@example.com')
    await expect(transport.getInvitation({ query: { id: invitation.id } })).resolves.toMatchObject({
      id: invitation.id,
    })
    transport.advanceTime(1)
    await expect(transport.acceptInvitation({ invitationId: invitation.id })).rejects.toMatchObject({
      code: 'INVITATION_NOT_FOUND',
    })
    transport.setNow('2026-03-02T00:00:00Z')
    expect(transport.now()).toEqual(new Date('2026-03-02T00:00:00Z'))
    await expect(transport.acceptInvitation({ invitationId: invitation.id })).resolves.toMatchObject({
      invitation: { status: 'accepted' },
    })
  })

  it('expireInvitation expires one invitation now; resend renews it from the clock', async () => {
    const transport = createMemoryTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      now: '2026-04-01T00:00:00Z',
    })
    await transport.setActive({ organizationSlug: 'acme' })
    const invitation = await transport.inviteMember({ email: 'kai@example.com', role: 'member' })
    transport.advanceTime(60_000)
    const resent = await transport.inviteMember({ email: 'kai@example.com', role: 'member', resend: true })
    expect(resent.id).toBe(invitation.id)
    expect(resent.expiresAt.getTime() - invitation.expiresAt.getTime()).toBe(60_000)
    transport.expireInvitation(invitation.id)
    const listed = expectDefined(
      (await transport.listInvitations()).find((i) => i.id === invitation.id),
      'the expired invitation in the list',
    )
    expect(listed.expiresAt.getTime()).toBeLessThan(transport.now().getTime())
    expect(() => transport.expireInvitation('missing')).toThrow()
  })
})

describe('memory transport: plugin configuration', () => {
  it('starts from the defaults or the given patch, changes at run time, validates, and resets', () => {
    const transport = createMemoryTransport({ pluginConfig: { membership_limit: 5 } })
    expect(transport.getPluginConfig()).toEqual({ ...DEFAULT_PLUGIN_CONFIG, membership_limit: 5 })
    expect(transport.setPluginConfig({ creator_role: 'admin', organization_limit: 1 })).toMatchObject({
      creator_role: 'admin',
      organization_limit: 1,
      membership_limit: 5,
    })
    expect(() => transport.setPluginConfig({ organization_limit: 0 })).toThrow()
    expect(() => transport.setPluginConfig({ creator_role: 'member' as 'admin' })).toThrow()
    const copy = transport.getPluginConfig()
    copy.enabled = false
    expect(transport.getPluginConfig().enabled).toBe(true)
    expect(transport.resetPluginConfig()).toEqual(DEFAULT_PLUGIN_CONFIG)
  })
})

import { describe, expect, it } from 'vitest'
import { expectDefined } from '../expect-defined'
import type { ContractContext } from '../support'
import { addMember, createOrganizationAs, expectOrgKitError, setupOrganization, uniqueSlug } from '../support'

/** create, checkSlug, list, getFullOrganization, update and delete. */
export function organizationCases(ctx: ContractContext): void {
  describe('organizations', () => {
    it('create returns the normalized organization and makes the creator its owner', async () => {
      const { harness } = ctx
      const user = await harness.createUser('creator')
      await harness.signInAs(user)
      const slug = uniqueSlug()
      const organization = await harness.transport.create({
        name: 'Acme Inc',
        slug,
        logo: 'https://example.com/logo.png',
        metadata: { plan: 'pro', seats: 3 },
      })
      expect(organization).toMatchObject({
        name: 'Acme Inc',
        slug,
        logo: 'https://example.com/logo.png',
        metadata: { plan: 'pro', seats: 3 },
      })
      expect(organization.id).toEqual(expect.any(String))
      expect(organization.createdAt).toBeInstanceOf(Date)
      const full = await harness.transport.getFullOrganization({ query: { organizationId: organization.id } })
      expect(full?.members).toHaveLength(1)
      expect(full?.members[0]).toMatchObject({ userId: user.id, role: ['owner'], organizationId: organization.id })
      expect(full?.members[0]?.user.email).toBe(user.email.toLowerCase())
      expect(full?.metadata).toEqual({ plan: 'pro', seats: 3 })
    })

    it('create without logo or metadata gives logo null and empty metadata', async () => {
      const { harness } = ctx
      const organization = await createOrganizationAs(harness, await harness.createUser('plain'))
      expect(organization.logo).toBeNull()
      expect(organization.metadata).toEqual({})
      const [listed] = await harness.transport.list()
      expect(listed).toMatchObject({ id: organization.id, logo: null, metadata: {} })
    })

    it('create refuses a taken slug with 400 ORGANIZATION_ALREADY_EXISTS', async () => {
      const { harness } = ctx
      const first = await createOrganizationAs(harness, await harness.createUser('first'))
      await harness.signInAs(await harness.createUser('second'))
      await expectOrgKitError(
        harness.transport.create({ name: 'Copy', slug: first.slug }),
        'ORGANIZATION_ALREADY_EXISTS',
        400,
      )
    })

    it('checkSlug tells a free slug from a taken one', async () => {
      const { harness } = ctx
      const organization = await createOrganizationAs(harness, await harness.createUser('slugger'))
      await expect(harness.transport.checkSlug({ slug: uniqueSlug('free') })).resolves.toEqual({ status: true })
      await expect(harness.transport.checkSlug({ slug: organization.slug })).resolves.toEqual({ status: false })
    })

    it('list returns the organizations the user created or joined, and only those', async () => {
      const { harness } = ctx
      const alice = await harness.createUser('alice')
      const bob = await harness.createUser('bob')
      const own = await createOrganizationAs(harness, alice, { name: 'Alice Org' })
      const joined = await createOrganizationAs(harness, bob, { name: 'Bob Org' })
      const bobsOther = await createOrganizationAs(harness, bob, { name: 'Bob Private' })
      await addMember(harness, { inviter: bob, organizationId: joined.id, user: alice })
      const ids = (await harness.transport.list()).map((o) => o.id)
      expect(ids.sort()).toEqual([own.id, joined.id].sort())
      expect(ids).not.toContain(bobsOther.id)
    })

    it('getFullOrganization returns members with users and invitations in every status', async () => {
      const { harness } = ctx
      const { organization, owner, members } = await setupOrganization(harness, { members: 1, label: 'full' })
      const member = expectDefined(members[0], 'the member')
      const pending = await harness.transport.inviteMember({
        email: `pending-${organization.slug}@example.com`,
        role: 'admin',
      })
      const canceled = await harness.transport.inviteMember({
        email: `canceled-${organization.slug}@example.com`,
        role: 'member',
      })
      await harness.transport.cancelInvitation({ invitationId: canceled.id })
      const full = await harness.transport.getFullOrganization({ query: { organizationSlug: organization.slug } })
      expect(full).toMatchObject({ id: organization.id, name: organization.name, slug: organization.slug })
      const usersByMember = Object.fromEntries(
        (full?.members ?? []).map((m) => [m.userId, { id: m.user.id, email: m.user.email }]),
      )
      expect(usersByMember).toEqual({
        [owner.user.id]: { id: owner.user.id, email: owner.user.email.toLowerCase() },
        [member.user.id]: { id: member.user.id, email: member.user.email.toLowerCase() },
      })
      const statuses = Object.fromEntries((full?.invitations ?? []).map((i) => [i.id, i.status]))
      expect(statuses).toMatchObject({ [pending.id]: 'pending', [canceled.id]: 'canceled' })
      expect(Object.values(statuses)).toContain('accepted')
    })

    it('getFullOrganization honours membersLimit', async () => {
      const { harness } = ctx
      const { organization } = await setupOrganization(harness, { members: 2, label: 'limit' })
      const full = await harness.transport.getFullOrganization({
        query: { organizationId: organization.id, membersLimit: 2 },
      })
      expect(full?.members).toHaveLength(2)
    })

    it('getFullOrganization refuses non-members (403) and unknown slugs (400)', async () => {
      const { harness } = ctx
      const organization = await createOrganizationAs(harness, await harness.createUser('owner'))
      await harness.signInAs(await harness.createUser('stranger'))
      await expectOrgKitError(
        harness.transport.getFullOrganization({ query: { organizationId: organization.id } }),
        'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
        403,
      )
      await expectOrgKitError(
        harness.transport.getFullOrganization({ query: { organizationSlug: uniqueSlug('missing') } }),
        'ORGANIZATION_NOT_FOUND',
        400,
      )
    })

    it('update changes name, slug, logo and metadata, and defaults to the active organization', async () => {
      const { harness } = ctx
      const organization = await createOrganizationAs(harness, await harness.createUser('editor'))
      const slug = uniqueSlug('renamed')
      const updated = await harness.transport.update({
        data: { name: 'Renamed', slug, logo: 'https://example.com/new.png', metadata: { plan: 'enterprise' } },
      })
      expect(updated).toMatchObject({
        id: organization.id,
        name: 'Renamed',
        slug,
        logo: 'https://example.com/new.png',
        metadata: { plan: 'enterprise' },
      })
      const cleared = await harness.transport.update({ data: { logo: null }, organizationId: organization.id })
      expect(cleared.logo).toBeNull()
      const full = await harness.transport.getFullOrganization({ query: { organizationSlug: slug } })
      expect(full).toMatchObject({ name: 'Renamed', logo: null, metadata: { plan: 'enterprise' } })
    })

    it('update refuses a slug taken by another organization (400)', async () => {
      const { harness } = ctx
      const user = await harness.createUser('two orgs')
      const first = await createOrganizationAs(harness, user)
      const second = await createOrganizationAs(harness, user)
      await expectOrgKitError(
        harness.transport.update({ data: { slug: first.slug }, organizationId: second.id }),
        'ORGANIZATION_SLUG_ALREADY_TAKEN',
        400,
      )
    })

    it('update refuses non-members with 400 and needs an organization', async () => {
      const { harness } = ctx
      const organization = await createOrganizationAs(harness, await harness.createUser('owner'))
      await harness.signInAs(await harness.createUser('outsider'))
      await expectOrgKitError(
        harness.transport.update({ data: { name: 'Hijacked' }, organizationId: organization.id }),
        'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
        400,
      )
      await expectOrgKitError(harness.transport.update({ data: { name: 'No org' } }), 'ORGANIZATION_NOT_FOUND', 400)
    })

    it('delete returns the deleted organization and removes it with its memberships', async () => {
      const { harness } = ctx
      const { organization, members } = await setupOrganization(harness, { members: 1, label: 'doomed' })
      const member = expectDefined(members[0], 'the member')
      const deleted = await harness.transport.delete({ organizationId: organization.id })
      expect(deleted).toMatchObject({ id: organization.id, slug: organization.slug, name: organization.name })
      expect((await harness.transport.list()).map((o) => o.id)).not.toContain(organization.id)
      await expectOrgKitError(
        harness.transport.getFullOrganization({ query: { organizationId: organization.id } }),
        'ORGANIZATION_NOT_FOUND',
        400,
      )
      await expect(harness.transport.checkSlug({ slug: organization.slug })).resolves.toEqual({ status: true })
      await harness.signInAs(member.user)
      expect((await harness.transport.list()).map((o) => o.id)).not.toContain(organization.id)
    })

    it('delete refuses non-members with 400', async () => {
      const { harness } = ctx
      const organization = await createOrganizationAs(harness, await harness.createUser('owner'))
      await harness.signInAs(await harness.createUser('vandal'))
      await expectOrgKitError(
        harness.transport.delete({ organizationId: organization.id }),
        'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
        400,
      )
    })
  })
}

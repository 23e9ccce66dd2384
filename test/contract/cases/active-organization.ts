import { describe, expect, it } from 'vitest'
import { expectDefined } from '../expect-defined'
import type { ContractContext } from '../support'
import { actAs, addMember, createOrganizationAs, expectOrgKitError, setupOrganization, uniqueSlug } from '../support'

/** The session's active organization: create, setActive, accept, delete, leave, getActiveMember(Role). */
export function activeOrganizationCases(ctx: ContractContext): void {
  describe('active organization', () => {
    it('a fresh session has none: getFullOrganization() answers null', async () => {
      const { harness } = ctx
      await createOrganizationAs(harness, await harness.createUser('fresh'))
      await harness.signInAs(await harness.createUser('nobody'))
      expect((await harness.transport.getSession())?.activeOrganizationId).toBeNull()
      await expect(harness.transport.getFullOrganization()).resolves.toBeNull()
    })

    it('create switches to the new organization unless keepCurrentActiveOrganization', async () => {
      const { harness } = ctx
      const user = await harness.createUser('switcher')
      const first = await createOrganizationAs(harness, user)
      expect((await harness.transport.getSession())?.activeOrganizationId).toBe(first.id)
      expect((await harness.transport.getFullOrganization())?.id).toBe(first.id)
      const second = await harness.transport.create({
        name: 'Second',
        slug: uniqueSlug(),
        keepCurrentActiveOrganization: true,
      })
      expect((await harness.transport.getSession())?.activeOrganizationId).toBe(first.id)
      const third = await harness.transport.create({ name: 'Third', slug: uniqueSlug() })
      expect((await harness.transport.getSession())?.activeOrganizationId).toBe(third.id)
      expect(second.id).not.toBe(third.id)
    })

    it('setActive by id, by slug, {} re-reads, and null unsets', async () => {
      const { harness } = ctx
      const user = await harness.createUser('chooser')
      const a = await createOrganizationAs(harness, user)
      const b = await harness.transport.create({ name: 'B', slug: uniqueSlug(), keepCurrentActiveOrganization: true })
      expect(await harness.transport.setActive({ organizationId: b.id })).toMatchObject({ id: b.id, slug: b.slug })
      expect((await harness.transport.getFullOrganization())?.id).toBe(b.id)
      expect(await harness.transport.setActive({ organizationSlug: a.slug })).toMatchObject({ id: a.id })
      expect((await harness.transport.getSession())?.activeOrganizationId).toBe(a.id)
      expect(await harness.transport.setActive({})).toMatchObject({ id: a.id })
      await expect(harness.transport.setActive({ organizationId: null })).resolves.toBeNull()
      expect((await harness.transport.getSession())?.activeOrganizationId).toBeNull()
      await expect(harness.transport.getFullOrganization()).resolves.toBeNull()
      await expect(harness.transport.setActive({})).resolves.toBeNull()
    })

    it('setActive refuses a non-member with 403 and clears the active organization', async () => {
      const { harness } = ctx
      const theirs = await createOrganizationAs(harness, await harness.createUser('owner'))
      const mine = await createOrganizationAs(harness, await harness.createUser('intruder'))
      await expectOrgKitError(
        harness.transport.setActive({ organizationId: theirs.id }),
        'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
        403,
      )
      const session = await harness.transport.getSession()
      expect(session?.activeOrganizationId).toBeNull()
      expect(mine.id).not.toBe(theirs.id)
    })

    it('setActive with an unknown slug fails with 400 ORGANIZATION_NOT_FOUND', async () => {
      const { harness } = ctx
      await harness.signInAs(await harness.createUser('lost'))
      await expectOrgKitError(
        harness.transport.setActive({ organizationSlug: uniqueSlug('nope') }),
        'ORGANIZATION_NOT_FOUND',
        400,
      )
    })

    it('accepting an invitation switches to the invited organization', async () => {
      const { harness } = ctx
      const owner = await harness.createUser('inviter')
      const guest = await harness.createUser('guest')
      const own = await createOrganizationAs(harness, guest)
      const target = await createOrganizationAs(harness, owner)
      await harness.signInAs(owner)
      const invitation = await harness.transport.inviteMember({
        email: guest.email,
        role: 'member',
        organizationId: target.id,
      })
      await harness.signInAs(guest)
      await harness.transport.setActive({ organizationId: own.id })
      await harness.transport.acceptInvitation({ invitationId: invitation.id })
      expect((await harness.transport.getSession())?.activeOrganizationId).toBe(target.id)
    })

    it('delete clears the active organization only when it was the deleted one', async () => {
      const { harness } = ctx
      const user = await harness.createUser('deleter')
      const kept = await createOrganizationAs(harness, user)
      const other = await harness.transport.create({
        name: 'Other',
        slug: uniqueSlug(),
        keepCurrentActiveOrganization: true,
      })
      await harness.transport.delete({ organizationId: other.id })
      expect((await harness.transport.getSession())?.activeOrganizationId).toBe(kept.id)
      await harness.transport.delete({ organizationId: kept.id })
      expect((await harness.transport.getSession())?.activeOrganizationId).toBeNull()
      await expect(harness.transport.getFullOrganization()).resolves.toBeNull()
    })

    it('leave clears the active organization when it was the one left', async () => {
      const { harness } = ctx
      const { organization, members } = await setupOrganization(harness, { members: 1, label: 'leaver' })
      const member = expectDefined(members[0], 'the member')
      await actAs(harness, member, organization.id)
      await harness.transport.leave({ organizationId: organization.id })
      expect((await harness.transport.getSession())?.activeOrganizationId).toBeNull()
    })

    it('getActiveMember needs an active organization and returns the membership with its user', async () => {
      const { harness } = ctx
      const user = await harness.createUser('active member')
      await harness.signInAs(user)
      await expectOrgKitError(harness.transport.getActiveMember(), 'NO_ACTIVE_ORGANIZATION', 400)
      const organization = await harness.transport.create({ name: 'Active', slug: uniqueSlug() })
      const member = await harness.transport.getActiveMember()
      expect(member).toMatchObject({ organizationId: organization.id, userId: user.id, role: ['owner'] })
      expect(member.user).toMatchObject({ id: user.id, email: user.email.toLowerCase(), name: user.name })
      expect(member.createdAt).toBeInstanceOf(Date)
    })

    it('getActiveMemberRole reads the active or a given organization, members only', async () => {
      const { harness } = ctx
      const owner = await harness.createUser('role owner')
      const guest = await harness.createUser('role guest')
      const organization = await createOrganizationAs(harness, owner)
      await addMember(harness, { inviter: owner, organizationId: organization.id, user: guest, role: 'admin' })
      await expect(harness.transport.getActiveMemberRole()).resolves.toEqual({ role: ['admin'] })
      await harness.transport.setActive({ organizationId: null })
      await expectOrgKitError(harness.transport.getActiveMemberRole(), 'NO_ACTIVE_ORGANIZATION', 400)
      await expect(
        harness.transport.getActiveMemberRole({ query: { organizationId: organization.id } }),
      ).resolves.toEqual({ role: ['admin'] })
      await expect(
        harness.transport.getActiveMemberRole({ query: { organizationId: organization.id, userId: owner.id } }),
      ).resolves.toEqual({ role: ['owner'] })
      const foreign = await createOrganizationAs(harness, await harness.createUser('foreign'))
      await harness.signInAs(guest)
      await expectOrgKitError(
        harness.transport.getActiveMemberRole({ query: { organizationId: foreign.id } }),
        'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
        403,
      )
    })
  })
}

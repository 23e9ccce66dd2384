import { describe, expect, it } from 'vitest'
import type { Transport } from '../../../src/core/transport'
import { expectDefined } from '../expect-defined'
import type { ContractContext } from '../support'
import {
  actAs,
  addMember,
  createOrganizationAs,
  expectOrgKitError,
  setupOrganization,
  uniqueEmail,
  uniqueSlug,
} from '../support'

/** Every organization operation with valid input, for the "plugin disabled" row (the preview is the kit plugin's). */
function everyOperation(transport: Transport, ids: { organizationId: string; memberId: string; invitationId: string }) {
  const { organizationId, memberId, invitationId } = ids
  return {
    create: () => transport.create({ name: 'Nope', slug: uniqueSlug() }),
    checkSlug: () => transport.checkSlug({ slug: uniqueSlug() }),
    list: () => transport.list(),
    setActive: () => transport.setActive({ organizationId }),
    getFullOrganization: () => transport.getFullOrganization({ query: { organizationId } }),
    update: () => transport.update({ data: { name: 'Nope' }, organizationId }),
    delete: () => transport.delete({ organizationId }),
    inviteMember: () => transport.inviteMember({ email: uniqueEmail(), role: 'member', organizationId }),
    acceptInvitation: () => transport.acceptInvitation({ invitationId }),
    rejectInvitation: () => transport.rejectInvitation({ invitationId }),
    cancelInvitation: () => transport.cancelInvitation({ invitationId }),
    getInvitation: () => transport.getInvitation({ query: { id: invitationId } }),
    listInvitations: () => transport.listInvitations({ query: { organizationId } }),
    listUserInvitations: () => transport.listUserInvitations(),
    listMembers: () => transport.listMembers({ query: { organizationId } }),
    updateMemberRole: () => transport.updateMemberRole({ memberId, role: 'admin', organizationId }),
    removeMember: () => transport.removeMember({ memberIdOrEmail: memberId, organizationId }),
    getActiveMember: () => transport.getActiveMember(),
    getActiveMemberRole: () => transport.getActiveMemberRole({ query: { organizationId } }),
    leave: () => transport.leave({ organizationId }),
  } satisfies Record<
    Exclude<keyof Transport, 'getSession' | 'getInvitationPreview' | 'listOrganizationsWithRoles' | 'searchMembers'>,
    () => Promise<unknown>
  >
}

/** The plugin configuration rows of the spec's Errors and Limits tables, and the fixed server limits. */
export function pluginConfigCases(ctx: ContractContext): void {
  describe('plugin configuration and limits', () => {
    it('with the plugin disabled every organization operation fails with 404 PLUGIN_DISABLED, and works again when enabled', async () => {
      const { harness } = ctx
      const { organization, owner, members } = await setupOrganization(harness, { members: 1, label: 'disabled' })
      const member = expectDefined(members[0], 'the member')
      const invitation = await harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })
      await harness.setPluginConfig({ enabled: false })
      const operations = everyOperation(harness.transport, {
        organizationId: organization.id,
        memberId: member.member.id,
        invitationId: invitation.id,
      })
      for (const [name, run] of Object.entries(operations)) {
        const error = await expectOrgKitError(run(), 'PLUGIN_DISABLED', 404).catch((cause: unknown) => {
          throw new Error(`${name} did not fail with PLUGIN_DISABLED`, { cause })
        })
        expect(error.code).toBe('PLUGIN_DISABLED')
      }
      await expect(harness.transport.getSession()).resolves.toMatchObject({ user: { id: owner.user.id } })
      await harness.setPluginConfig({ enabled: true })
      await expect(
        harness.transport.listMembers({ query: { organizationId: organization.id } }),
      ).resolves.toMatchObject({ total: 2 })
    })

    it('organization_limit blocks create (403) once the user holds that many memberships', async () => {
      const { harness } = ctx
      await harness.setPluginConfig({ organization_limit: 2 })
      const user = await harness.createUser('collector')
      await createOrganizationAs(harness, user)
      await harness.transport.create({ name: 'Second', slug: uniqueSlug() })
      await expectOrgKitError(
        harness.transport.create({ name: 'Third', slug: uniqueSlug() }),
        'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS',
        403,
      )
      expect(await harness.transport.list()).toHaveLength(2)
    })

    it('organization_limit counts joined organizations too, and leaving frees a place', async () => {
      const { harness } = ctx
      const host = await harness.createUser('host')
      const joiner = await harness.createUser('joiner')
      const joined = await createOrganizationAs(harness, host)
      await harness.setPluginConfig({ organization_limit: 2 })
      await addMember(harness, { inviter: host, organizationId: joined.id, user: joiner })
      await harness.transport.create({ name: 'Own', slug: uniqueSlug() })
      await expectOrgKitError(
        harness.transport.create({ name: 'One too many', slug: uniqueSlug() }),
        'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS',
        403,
      )
      await harness.transport.leave({ organizationId: joined.id })
      await expect(harness.transport.create({ name: 'Now fits', slug: uniqueSlug() })).resolves.toMatchObject({
        name: 'Now fits',
      })
    })

    it('membership_limit is enforced on accept (403) and the invitation stays pending until a seat frees up', async () => {
      const { harness } = ctx
      await harness.setPluginConfig({ membership_limit: 2 })
      const { organization, owner } = await setupOrganization(harness, { members: 1, label: 'full house' })
      const late = await harness.createUser('late')
      const invitation = await harness.transport.inviteMember({ email: late.email, role: 'member' })
      await harness.signInAs(late)
      await expectOrgKitError(
        harness.transport.acceptInvitation({ invitationId: invitation.id }),
        'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED',
        403,
      )
      await actAs(harness, owner, organization.id)
      expect((await harness.transport.listInvitations()).find((i) => i.id === invitation.id)?.status).toBe('pending')
      await harness.setPluginConfig({ membership_limit: 3 })
      await harness.signInAs(late)
      await expect(harness.transport.acceptInvitation({ invitationId: invitation.id })).resolves.toMatchObject({
        invitation: { status: 'accepted' },
        member: { userId: late.id },
      })
    })

    it('creator_role admin: the creator is an admin who cannot delete, and is protected like an owner', async () => {
      const { harness } = ctx
      await harness.setPluginConfig({ creator_role: 'admin' })
      const creator = await harness.createUser('admin creator')
      const organization = await createOrganizationAs(harness, creator)
      await expect(harness.transport.getActiveMemberRole()).resolves.toEqual({ role: ['admin'] })
      await expectOrgKitError(
        harness.transport.delete({ organizationId: organization.id }),
        'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
        403,
      )
      await expectOrgKitError(
        harness.transport.leave({ organizationId: organization.id }),
        'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
        400,
      )
      // The guards protect creator_role: an owner who is not a holder of it may not invite with it.
      const owner = await harness.createUser('plain owner')
      await addMember(harness, { inviter: creator, organizationId: organization.id, user: owner, role: 'owner' })
      await expectOrgKitError(
        harness.transport.inviteMember({ email: uniqueEmail(), role: 'admin' }),
        'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
        403,
      )
    })

    it('at most 100 pending invitations per organization (403 INVITATION_LIMIT_REACHED); canceling frees a place', async () => {
      const { harness } = ctx
      await createOrganizationAs(harness, await harness.createUser('spammer'))
      const invitations = []
      for (let i = 0; i < 100; i++)
        invitations.push(await harness.transport.inviteMember({ email: uniqueEmail(`bulk${i}`), role: 'member' }))
      await expectOrgKitError(
        harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' }),
        'INVITATION_LIMIT_REACHED',
        403,
      )
      await harness.transport.cancelInvitation({
        invitationId: expectDefined(invitations[0], 'the first invitation').id,
      })
      await expect(harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })).resolves.toMatchObject({
        status: 'pending',
      })
    })

    it('listMembers and getFullOrganization return 100 members by default', async () => {
      const { harness } = ctx
      // Real servers cost a sign-up per member, so they get a small organization (all of it must come back);
      // the memory transport checks the actual default of 100 with 101 members.
      const size = harness.kind === 'memory' ? 101 : 3
      await harness.setPluginConfig({ membership_limit: 200 })
      const { organization } = await setupOrganization(harness, { members: Math.min(size - 1, 100), label: 'crowd' })
      const page = await harness.transport.listMembers({ query: { organizationId: organization.id } })
      const full = await harness.transport.getFullOrganization({ query: { organizationId: organization.id } })
      expect(page.total).toBe(size)
      expect(page.members).toHaveLength(Math.min(size, 100))
      expect(full?.members).toHaveLength(Math.min(size, 100))
    })
  })
}

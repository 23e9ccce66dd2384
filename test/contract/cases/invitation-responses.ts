import { describe, expect, it } from 'vitest'
import type { ContractContext } from '../support'
import { createOrganizationAs, expectOrgKitError, uniqueEmail } from '../support'

/** What a recipient does with an invitation: acceptInvitation, rejectInvitation, getInvitation. */
export function invitationResponseCases(ctx: ContractContext): void {
  describe('invitation responses', () => {
    it('acceptInvitation makes the recipient a member with the invited role, matching e-mail case-insensitively', async () => {
      const { harness } = ctx
      const owner = await harness.createUser('host')
      const guest = await harness.createUser('guest')
      const organization = await createOrganizationAs(harness, owner)
      const invitation = await harness.transport.inviteMember({
        email: guest.email.toUpperCase(),
        role: ['admin', 'member'],
      })
      await harness.signInAs(guest)
      const result = await harness.transport.acceptInvitation({ invitationId: invitation.id })
      expect(result.invitation).toMatchObject({ id: invitation.id, status: 'accepted' })
      expect(result.member).toMatchObject({
        organizationId: organization.id,
        userId: guest.id,
        role: ['admin', 'member'],
      })
      expect(result.member.createdAt).toBeInstanceOf(Date)
      const page = await harness.transport.listMembers({ query: { organizationId: organization.id } })
      expect(page.members.map((m) => m.userId)).toContain(guest.id)
      expect((await harness.transport.list()).map((o) => o.id)).toContain(organization.id)
    })

    it('acceptInvitation refuses anyone but the recipient (403) and leaves the invitation pending', async () => {
      const { harness } = ctx
      const owner = await harness.createUser('owner')
      const organization = await createOrganizationAs(harness, owner)
      const invitation = await harness.transport.inviteMember({ email: uniqueEmail('someone'), role: 'member' })
      await harness.signInAs(await harness.createUser('impostor'))
      await expectOrgKitError(
        harness.transport.acceptInvitation({ invitationId: invitation.id }),
        'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
        403,
      )
      await harness.signInAs(owner)
      const query = { organizationId: organization.id }
      expect((await harness.transport.listInvitations({ query })).find((i) => i.id === invitation.id)?.status).toBe(
        'pending',
      )
    })

    it('acceptInvitation answers 400 INVITATION_NOT_FOUND for expired, canceled, rejected, accepted or unknown ones', async () => {
      const { harness } = ctx
      const owner = await harness.createUser('owner')
      const guest = await harness.createUser('guest')
      const organization = await createOrganizationAs(harness, owner)
      const expired = await harness.transport.inviteMember({ email: guest.email, role: 'member' })
      await harness.expireInvitation(expired.id)
      await harness.signInAs(guest)
      await expectOrgKitError(
        harness.transport.acceptInvitation({ invitationId: expired.id }),
        'INVITATION_NOT_FOUND',
        400,
      )
      await harness.signInAs(owner)
      const canceled = await harness.transport.inviteMember({
        email: guest.email,
        role: 'member',
        organizationId: organization.id,
      })
      await harness.transport.cancelInvitation({ invitationId: canceled.id })
      const rejected = await harness.transport.inviteMember({
        email: guest.email,
        role: 'member',
        organizationId: organization.id,
      })
      await harness.signInAs(guest)
      await harness.transport.rejectInvitation({ invitationId: rejected.id })
      for (const id of [canceled.id, rejected.id, 'unknownInvitationId0000000000000']) {
        await expectOrgKitError(harness.transport.acceptInvitation({ invitationId: id }), 'INVITATION_NOT_FOUND', 400)
      }
      await harness.signInAs(owner)
      const good = await harness.transport.inviteMember({
        email: guest.email,
        role: 'member',
        organizationId: organization.id,
      })
      await harness.signInAs(guest)
      await harness.transport.acceptInvitation({ invitationId: good.id })
      await expectOrgKitError(
        harness.transport.acceptInvitation({ invitationId: good.id }),
        'INVITATION_NOT_FOUND',
        400,
      )
    })

    it('rejectInvitation marks it rejected, recipient only; an expired one can still be rejected', async () => {
      const { harness } = ctx
      const owner = await harness.createUser('owner')
      const guest = await harness.createUser('guest')
      const organization = await createOrganizationAs(harness, owner)
      const invitation = await harness.transport.inviteMember({ email: guest.email, role: 'member' })
      await harness.signInAs(await harness.createUser('other'))
      await expectOrgKitError(
        harness.transport.rejectInvitation({ invitationId: invitation.id }),
        'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
        403,
      )
      await harness.expireInvitation(invitation.id)
      await harness.signInAs(guest)
      const result = await harness.transport.rejectInvitation({ invitationId: invitation.id })
      expect(result.invitation).toMatchObject({ id: invitation.id, status: 'rejected' })
      await expectOrgKitError(
        harness.transport.rejectInvitation({ invitationId: invitation.id }),
        'INVITATION_NOT_FOUND',
        400,
      )
      await harness.signInAs(owner)
      const query = { organizationId: organization.id }
      expect((await harness.transport.listInvitations({ query })).find((i) => i.id === invitation.id)?.status).toBe(
        'rejected',
      )
    })

    it('getInvitation shows an open invitation to its recipient only, with organization and inviter details', async () => {
      const { harness } = ctx
      const owner = await harness.createUser('owner')
      const guest = await harness.createUser('guest')
      const organization = await createOrganizationAs(harness, owner)
      const invitation = await harness.transport.inviteMember({ email: guest.email, role: 'member' })
      // Owners and admins cannot read it either: recipient only.
      await expectOrgKitError(
        harness.transport.getInvitation({ query: { id: invitation.id } }),
        'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
        403,
      )
      await harness.signInAs(guest)
      const read = await harness.transport.getInvitation({ query: { id: invitation.id } })
      expect(read).toMatchObject({
        id: invitation.id,
        status: 'pending',
        organizationId: organization.id,
        organizationName: organization.name,
        organizationSlug: organization.slug,
        inviterEmail: owner.email.toLowerCase(),
      })
      await harness.expireInvitation(invitation.id)
      // Better Auth 1.7.7 sends this one without a code ("Invitation not found!"); transports map it.
      await expectOrgKitError(
        harness.transport.getInvitation({ query: { id: invitation.id } }),
        'INVITATION_NOT_FOUND',
        400,
      )
    })
  })
}

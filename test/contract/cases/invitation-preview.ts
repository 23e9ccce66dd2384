import { describe, expect, it } from 'vitest'
import type { HarnessUser } from '../harness'
import type { ContractContext } from '../support'
import { expectOrgKitError, uniqueEmail, uniqueSlug } from '../support'

const LOGO = 'https://cdn.example.com/logos/preview.png'

/** The public invitation preview of the kit's Better Auth plugin (`getInvitationPreview`), signed in or not. */
export function invitationPreviewCases(ctx: ContractContext): void {
  describe('invitation preview', () => {
    async function inviteAsNewOwner(guest: HarnessUser | string) {
      const { harness } = ctx
      const owner = await harness.createUser('Ada Lovelace')
      await harness.signInAs(owner)
      const organization = await harness.transport.create({ name: 'Preview Inc', slug: uniqueSlug(), logo: LOGO })
      const email = typeof guest === 'string' ? guest : guest.email
      const invitation = await harness.transport.inviteMember({ email, role: ['admin', 'member'] })
      return { owner, organization, invitation }
    }

    it('answers signed out with the organization, the inviter, the role, the status and the expiry, never the e-mail', async () => {
      const { harness } = ctx
      const guest = await harness.createUser('guest')
      const { owner, organization, invitation } = await inviteAsNewOwner(guest)
      await harness.signOut()
      const preview = await harness.transport.getInvitationPreview({ query: { id: invitation.id } })
      expect(preview).toEqual({
        id: invitation.id,
        organizationName: organization.name,
        organizationLogo: LOGO,
        inviterName: owner.name,
        role: 'admin,member',
        status: 'pending',
        expiresAt: invitation.expiresAt,
      })
      expect(JSON.stringify(preview).toLowerCase()).not.toContain(guest.email.toLowerCase())
      expect(JSON.stringify(preview).toLowerCase()).not.toContain(owner.email.toLowerCase())
    })

    it('answers a signed-in user too, and says accepted, rejected or canceled once the invitation is answered', async () => {
      const { harness } = ctx
      const guest = await harness.createUser('guest')
      const decliner = await harness.createUser('decliner')
      const { owner, invitation } = await inviteAsNewOwner(guest)
      const declined = await harness.transport.inviteMember({ email: decliner.email, role: 'member' })
      const withdrawn = await harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })
      await harness.transport.cancelInvitation({ invitationId: withdrawn.id })
      await harness.signInAs(guest)
      const read = (id: string) => harness.transport.getInvitationPreview({ query: { id } })
      expect(await read(invitation.id)).toMatchObject({ status: 'pending', inviterName: owner.name })
      await harness.transport.acceptInvitation({ invitationId: invitation.id })
      await harness.signInAs(decliner)
      await harness.transport.rejectInvitation({ invitationId: declined.id })
      expect(await read(invitation.id)).toMatchObject({ status: 'accepted' })
      expect(await read(declined.id)).toMatchObject({ status: 'rejected' })
      expect(await read(withdrawn.id)).toMatchObject({ status: 'canceled' })
    })

    it('answers a missing and an expired invitation alike: 404 INVITATION_NOT_FOUND', async () => {
      const { harness } = ctx
      const { invitation } = await inviteAsNewOwner(await harness.createUser('guest'))
      await harness.expireInvitation(invitation.id)
      await harness.signOut()
      const expired = await expectOrgKitError(
        harness.transport.getInvitationPreview({ query: { id: invitation.id } }),
        'INVITATION_NOT_FOUND',
        404,
      )
      const missing = await expectOrgKitError(
        harness.transport.getInvitationPreview({ query: { id: 'unknownInvitationId0000000000000' } }),
        'INVITATION_NOT_FOUND',
        404,
      )
      expect(expired.message).toBe(missing.message)
    })

    it('refuses a malformed id before any request (VALIDATION_ERROR)', async () => {
      const { harness } = ctx
      await harness.signOut()
      for (const id of ['', 'has space', '../organization/list', 'x'.repeat(129)]) {
        await expectOrgKitError(harness.transport.getInvitationPreview({ query: { id } }), 'VALIDATION_ERROR', 0)
      }
    })
  })
}

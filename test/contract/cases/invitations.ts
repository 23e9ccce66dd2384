import { describe, expect, it } from 'vitest'
import { expectDefined } from '../expect-defined'
import type { ContractContext } from '../support'
import { actAs, createOrganizationAs, expectOrgKitError, setupOrganization, uniqueEmail } from '../support'

const HOURS_48 = 48 * 60 * 60 * 1000

/** What senders do and see: inviteMember, cancelInvitation, listInvitations, listUserInvitations. */
export function invitationCases(ctx: ContractContext): void {
  describe('invitations', () => {
    it('inviteMember creates a pending invitation: e-mail lower-cased, 48 h expiry, active org by default', async () => {
      const { harness } = ctx
      const owner = await harness.createUser('inviter')
      const organization = await createOrganizationAs(harness, owner)
      const email = uniqueEmail('Mixed.Case')
      const invitation = await harness.transport.inviteMember({ email: email.toUpperCase(), role: 'admin' })
      expect(invitation).toMatchObject({
        organizationId: organization.id,
        email: email.toLowerCase(),
        role: ['admin'],
        status: 'pending',
        inviterId: owner.id,
      })
      const lifetime = invitation.expiresAt.getTime() - invitation.createdAt.getTime()
      expect(Math.abs(lifetime - HOURS_48)).toBeLessThan(60_000)
    })

    it('inviteMember refuses a second pending invitation; resend keeps the id and renews the expiry', async () => {
      const { harness } = ctx
      await createOrganizationAs(harness, await harness.createUser('resender'))
      const email = uniqueEmail()
      const first = await harness.transport.inviteMember({ email, role: 'member' })
      await expectOrgKitError(
        harness.transport.inviteMember({ email, role: 'member' }),
        'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION',
        400,
      )
      const resent = await harness.transport.inviteMember({ email, role: 'member', resend: true })
      expect(resent.id).toBe(first.id)
      expect(resent.status).toBe('pending')
      expect(resent.expiresAt.getTime()).toBeGreaterThanOrEqual(first.expiresAt.getTime())
      expect((await harness.transport.listInvitations()).filter((i) => i.email === email)).toHaveLength(1)
    })

    it('inviteMember refuses someone who is already a member (400)', async () => {
      const { harness } = ctx
      const { members } = await setupOrganization(harness, { members: 1, label: 'dup' })
      const member = expectDefined(members[0], 'the member')
      await expectOrgKitError(
        harness.transport.inviteMember({ email: member.user.email, role: 'member' }),
        'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
        400,
      )
    })

    it('inviteMember needs an organization the caller belongs to', async () => {
      const { harness } = ctx
      const organization = await createOrganizationAs(harness, await harness.createUser('owner'))
      await harness.signInAs(await harness.createUser('outsider'))
      await expectOrgKitError(
        harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' }),
        'ORGANIZATION_NOT_FOUND',
        400,
      )
      await expectOrgKitError(
        harness.transport.inviteMember({ email: uniqueEmail(), role: 'member', organizationId: organization.id }),
        'MEMBER_NOT_FOUND',
        400,
      )
    })

    it('a new invitation can follow a canceled or expired one, with a new id', async () => {
      const { harness } = ctx
      await createOrganizationAs(harness, await harness.createUser('reinviter'))
      const email = uniqueEmail()
      const canceled = await harness.transport.inviteMember({ email, role: 'member' })
      await harness.transport.cancelInvitation({ invitationId: canceled.id })
      const second = await harness.transport.inviteMember({ email, role: 'member' })
      expect(second.id).not.toBe(canceled.id)
      await harness.expireInvitation(second.id)
      const third = await harness.transport.inviteMember({ email, role: 'member' })
      expect(third.id).not.toBe(second.id)
      expect(third.status).toBe('pending')
    })

    it('cancelInvitation marks it canceled; unknown ids and non-members are refused with 400', async () => {
      const { harness } = ctx
      const owner = await harness.createUser('owner')
      await createOrganizationAs(harness, owner)
      const invitation = await harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })
      const canceled = await harness.transport.cancelInvitation({ invitationId: invitation.id })
      expect(canceled).toMatchObject({ id: invitation.id, status: 'canceled' })
      await expectOrgKitError(
        harness.transport.cancelInvitation({ invitationId: 'unknownInvitationId0000000000000' }),
        'INVITATION_NOT_FOUND',
        400,
      )
      const another = await harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })
      await harness.signInAs(await harness.createUser('stranger'))
      await expectOrgKitError(harness.transport.cancelInvitation({ invitationId: another.id }), 'MEMBER_NOT_FOUND', 400)
    })

    it('listInvitations lists every status to any member, and refuses non-members (403)', async () => {
      const { harness } = ctx
      const { organization, members } = await setupOrganization(harness, { members: 1, label: 'lister' })
      const member = expectDefined(members[0], 'the member')
      const pending = await harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' })
      const canceled = await harness.transport.inviteMember({ email: uniqueEmail(), role: 'admin' })
      await harness.transport.cancelInvitation({ invitationId: canceled.id })
      // Better Auth 1.7.7: any member may list (1.7.24 requires invitation:create).
      await actAs(harness, member, organization.id)
      const statuses = (await harness.transport.listInvitations({ query: { organizationId: organization.id } })).map(
        (i) => [i.id, i.status],
      )
      expect(Object.fromEntries(statuses)).toMatchObject({ [pending.id]: 'pending', [canceled.id]: 'canceled' })
      expect(statuses.map(([, status]) => status)).toContain('accepted')
      await harness.signInAs(await harness.createUser('nosy'))
      // 1.7.7 answers these two without a code; transports map them from the message.
      await expectOrgKitError(
        harness.transport.listInvitations({ query: { organizationId: organization.id } }),
        'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
        403,
      )
      await expectOrgKitError(harness.transport.listInvitations(), 'NO_ACTIVE_ORGANIZATION', 400)
    })

    it('listUserInvitations lists pending invitations across organizations with their names', async () => {
      const { harness } = ctx
      const guest = await harness.createUser('popular')
      const a = await createOrganizationAs(harness, await harness.createUser('host a'))
      const fromA = await harness.transport.inviteMember({ email: guest.email, role: 'member' })
      const b = await createOrganizationAs(harness, await harness.createUser('host b'))
      const canceled = await harness.transport.inviteMember({ email: guest.email, role: 'member' })
      await harness.transport.cancelInvitation({ invitationId: canceled.id })
      const fromB = await harness.transport.inviteMember({ email: guest.email, role: 'admin' })
      await harness.signInAs(guest)
      const received = await harness.transport.listUserInvitations()
      expect(received.map((i) => i.id).sort()).toEqual([fromA.id, fromB.id].sort())
      expect(received.find((i) => i.id === fromA.id)?.organizationName).toBe(a.name)
      expect(received.find((i) => i.id === fromB.id)).toMatchObject({
        organizationName: b.name,
        role: ['admin'],
        status: 'pending',
      })
      await harness.transport.rejectInvitation({ invitationId: fromA.id })
      expect((await harness.transport.listUserInvitations()).map((i) => i.id)).toEqual([fromB.id])
    })

    it('listUserInvitations needs a verified e-mail (403)', async () => {
      const { harness } = ctx
      await harness.signInAs(await harness.createUser('unverified', { emailVerified: false }))
      await expectOrgKitError(
        harness.transport.listUserInvitations(),
        'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION',
        403,
      )
    })
  })
}

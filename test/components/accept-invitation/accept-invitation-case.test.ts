import { describe, expect, it } from 'vitest'
import { resolveAcceptInvitationCase } from '../../../src/components/accept-invitation/accept-invitation-case'
import type { Invitation, InvitationPreview, Session } from '../../../src/core/domain'
import { OrgKitError } from '../../../src/core/org-kit-error'

const now = new Date('2026-06-01T12:00:00Z')
const session: Session = {
  user: { id: 'u1', name: 'Frank', email: 'frank@example.com', emailVerified: true, image: null },
  activeOrganizationId: null,
}
const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: 'inv1',
  organizationId: 'org1',
  email: 'frank@example.com',
  role: ['member'],
  status: 'pending',
  expiresAt: new Date('2026-06-02T12:00:00Z'),
  createdAt: new Date('2026-05-31T12:00:00Z'),
  inviterId: 'u0',
  organizationName: 'Acme',
  ...overrides,
})
const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  id: 'inv1',
  organizationName: 'Acme',
  organizationLogo: null,
  inviterName: 'Olivia Owner',
  role: 'member',
  status: 'pending',
  expiresAt: new Date('2026-06-02T12:00:00Z'),
  ...overrides,
})
const base = {
  session: { data: session, error: null },
  invitation: { data: invitation(), error: null },
  preview: { data: preview(), error: null },
  accepted: false,
  rejected: false,
  writeError: null,
  now,
}

describe('resolveAcceptInvitationCase', () => {
  it('derives expired from expiresAt, and names canceled and used invitations', () => {
    expect(
      resolveAcceptInvitationCase({
        ...base,
        invitation: { data: invitation({ expiresAt: new Date('2026-06-01T11:59:59Z') }), error: null },
      }),
    ).toBe('expired')
    expect(
      resolveAcceptInvitationCase({ ...base, invitation: { data: invitation({ status: 'canceled' }), error: null } }),
    ).toBe('canceled')
    expect(
      resolveAcceptInvitationCase({ ...base, invitation: { data: invitation({ status: 'accepted' }), error: null } }),
    ).toBe('used')
    expect(
      resolveAcceptInvitationCase({ ...base, invitation: { data: invitation({ status: 'rejected' }), error: null } }),
    ).toBe('used')
    expect(resolveAcceptInvitationCase(base)).toBe('open')
  })

  it('waits for the session, then for the invitation', () => {
    expect(resolveAcceptInvitationCase({ ...base, session: { data: undefined, error: null } })).toBe('loading')
    expect(resolveAcceptInvitationCase({ ...base, invitation: { data: undefined, error: null } })).toBe('loading')
    expect(resolveAcceptInvitationCase({ ...base, preview: { data: undefined, error: null } })).toBe('loading')
    expect(
      resolveAcceptInvitationCase({ ...base, session: { data: undefined, error: new OrgKitError('NETWORK_ERROR') } }),
    ).toBe('error')
  })

  it('maps read refusals to their cases, and keeps a success once the read fails', () => {
    const failed = (code: ConstructorParameters<typeof OrgKitError>[0]) =>
      resolveAcceptInvitationCase({ ...base, invitation: { data: undefined, error: new OrgKitError(code) } })
    expect(failed('YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION')).toBe('mismatch')
    expect(failed('EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION')).toBe('unverified')
    expect(failed('INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION')).toBe('unavailable')
    expect(failed('UNAUTHORIZED')).toBe('signin')
    expect(failed('PLUGIN_DISABLED')).toBe('disabled')
    expect(failed('RATE_LIMITED')).toBe('error')
    const accepted = resolveAcceptInvitationCase({
      ...base,
      accepted: true,
      invitation: { data: invitation(), error: new OrgKitError('INVITATION_NOT_FOUND') },
    })
    expect(accepted).toBe('accepted')
  })

  it('keeps the invitation open when the organization is full', () => {
    const full = resolveAcceptInvitationCase({
      ...base,
      writeError: new OrgKitError('ORGANIZATION_MEMBERSHIP_LIMIT_REACHED'),
    })
    expect(full).toBe('full')
  })

  it('signed out, shows the preview, or says plainly that there is none', () => {
    const signedOut = { ...base, session: { data: null, error: null }, invitation: { data: undefined, error: null } }
    const withPreview = (data: InvitationPreview | null | undefined, error: unknown = null) =>
      resolveAcceptInvitationCase({ ...signedOut, preview: { data, error } })
    expect(withPreview(preview())).toBe('invited')
    expect(withPreview(undefined)).toBe('loading')
    expect(withPreview(undefined, new OrgKitError('INVITATION_NOT_FOUND'))).toBe('unavailable')
    expect(withPreview(preview({ status: 'canceled' }))).toBe('canceled')
    expect(withPreview(preview({ status: 'accepted' }))).toBe('used')
    expect(withPreview(preview({ expiresAt: new Date('2026-06-01T11:00:00Z') }))).toBe('expired')
  })

  it('signed out without a preview (no plugin: null) or with a preview that failed: the page without one', () => {
    const signedOut = { ...base, session: { data: null, error: null }, invitation: { data: undefined, error: null } }
    expect(resolveAcceptInvitationCase({ ...signedOut, preview: { data: null, error: null } })).toBe('signin')
    const failed = { data: undefined, error: new OrgKitError('RATE_LIMITED') }
    expect(resolveAcceptInvitationCase({ ...signedOut, preview: failed })).toBe('signin')
  })

  it('signed in, the invitation read decides; a failed or absent preview changes nothing', () => {
    expect(resolveAcceptInvitationCase({ ...base, preview: { data: null, error: null } })).toBe('open')
    const failed = { data: undefined, error: new OrgKitError('INVITATION_NOT_FOUND') }
    expect(resolveAcceptInvitationCase({ ...base, preview: failed })).toBe('open')
  })
})

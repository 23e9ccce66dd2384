import { describe, expect, it } from 'vitest'
import {
  activeMemberRoleSchema,
  invitationSchema,
  memberSchema,
  organizationSchema,
  sessionSchema,
} from '../../src/core/domain'
import { invitationDisplayStatus } from '../../src/core/invitation-state'
import { DEFAULT_PLUGIN_CONFIG, organizationPluginConfigPatchSchema } from '../../src/core/plugin-config'

describe('domain schemas normalize wire shapes', () => {
  const wireOrg = { id: 'o1', name: 'Acme', slug: 'acme', logo: null, createdAt: '2026-11-21T05:32:18.188Z' }

  it('parses metadata given as a JSON string, an object, or nothing', () => {
    expect(organizationSchema.parse({ ...wireOrg, metadata: '{"plan":"pro"}' }).metadata).toEqual({ plan: 'pro' })
    expect(organizationSchema.parse({ ...wireOrg, metadata: { plan: 'pro' } }).metadata).toEqual({ plan: 'pro' })
    expect(organizationSchema.parse({ ...wireOrg, metadata: null }).metadata).toEqual({})
    expect(organizationSchema.parse({ ...wireOrg }).metadata).toEqual({})
    expect(organizationSchema.parse({ ...wireOrg, metadata: 'not json' }).metadata).toEqual({})
    expect(organizationSchema.parse({ ...wireOrg, metadata: '[1,2]' }).metadata).toEqual({})
  })

  it('turns dates into Date and a missing logo into null', () => {
    const org = organizationSchema.parse({ ...wireOrg, logo: undefined })
    expect(org.createdAt).toEqual(new Date('2026-11-21T05:32:18.188Z'))
    expect(org.logo).toBeNull()
  })

  const memberWith = (role: unknown) =>
    memberSchema.parse({
      id: 'm1',
      organizationId: 'o1',
      userId: 'u1',
      role,
      createdAt: '2026-11-21T05:32:18.188Z',
      user: { id: 'u1', name: 'Bob', email: 'bob@example.com', image: null },
    })

  it('turns role strings into arrays of names split as the server splits them (untrimmed)', () => {
    expect(memberWith('admin,member').role).toEqual(['admin', 'member'])
    expect(memberWith('member, owner').role).toEqual(['member', ' owner'])
    expect(memberWith(['admin', 'admin,member']).role).toEqual(['admin', 'member'])
  })

  it('accepts any role name, an app’s own or an unknown one, and never fails on an odd role', () => {
    expect(memberWith('billing').role).toEqual(['billing'])
    expect(memberWith('superuser,member').role).toEqual(['superuser', 'member'])
    expect(memberWith('').role).toEqual([])
    const base = { id: 'i1', organizationId: 'o1', email: 'a@b.co', expiresAt: 1, createdAt: 1, inviterId: 'u1' }
    expect(invitationSchema.parse({ ...base, role: 'billing', status: 'pending' }).role).toEqual(['billing'])
    expect(activeMemberRoleSchema.parse({ role: 'billing,member' })).toEqual({ role: ['billing', 'member'] })
  })

  it('rejects unknown statuses', () => {
    const base = { id: 'i1', organizationId: 'o1', email: 'a@b.co', expiresAt: 1, createdAt: 1, inviterId: 'u1' }
    expect(invitationSchema.safeParse({ ...base, role: 'member', status: 'expired' }).success).toBe(false)
    expect(invitationSchema.safeParse({ ...base, role: 'member', status: 'canceled' }).success).toBe(true)
  })

  it('reads a session with or without an active organization', () => {
    const user = { id: 'u1', name: 'A', email: 'a@b.co', emailVerified: true, image: null }
    expect(sessionSchema.parse({ user }).activeOrganizationId).toBeNull()
    expect(sessionSchema.parse({ user, activeOrganizationId: 'o1' }).activeOrganizationId).toBe('o1')
  })
})

describe('invitation display status', () => {
  const now = new Date('2026-11-21T00:00:00Z')
  it('derives "expired" only for a pending invitation past expiresAt', () => {
    expect(invitationDisplayStatus({ status: 'pending', expiresAt: new Date('2026-11-20T00:00:00Z') }, now)).toBe(
      'expired',
    )
    expect(invitationDisplayStatus({ status: 'pending', expiresAt: new Date('2026-11-22T00:00:00Z') }, now)).toBe(
      'pending',
    )
    expect(invitationDisplayStatus({ status: 'accepted', expiresAt: new Date('2026-11-20T00:00:00Z') }, now)).toBe(
      'accepted',
    )
  })
})

describe('plugin configuration', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_PLUGIN_CONFIG).toEqual({
      enabled: true,
      organization_limit: 10,
      membership_limit: 100,
      creator_role: 'owner',
      send_invitation_email: false,
    })
  })

  it('refuses limits below 1, fractions, other creator roles and unknown fields', () => {
    const bad = [{ organization_limit: 0 }, { membership_limit: 1.5 }, { creator_role: 'member' }, { plan: 'pro' }]
    for (const patch of bad) expect(organizationPluginConfigPatchSchema.safeParse(patch).success).toBe(false)
    expect(organizationPluginConfigPatchSchema.parse({ membership_limit: 1 })).toEqual({ membership_limit: 1 })
  })
})

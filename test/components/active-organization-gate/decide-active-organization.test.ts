import { describe, expect, it } from 'vitest'
import { decideActiveOrganization } from '../../../src/components/active-organization-gate/decide-active-organization'
import type { ActiveOrganizationDecisionInput } from '../../../src/components/active-organization-gate/decide-active-organization'
import type { Organization, Session } from '../../../src/core/domain'

const organization = (id: string): Organization => ({
  id,
  name: id,
  slug: id,
  logo: null,
  metadata: {},
  createdAt: new Date('2026-01-01T00:00:00Z'),
})
const session = (activeOrganizationId: string | null): Session => ({
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com', emailVerified: true, image: null },
  activeOrganizationId,
})
const decide = (input: Partial<ActiveOrganizationDecisionInput>) =>
  decideActiveOrganization({
    session: session(null),
    organizations: [organization('acme'), organization('globex')],
    lastActiveOrganizationId: null,
    openWithoutAsking: true,
    ...input,
  })

describe('decideActiveOrganization', () => {
  it('waits for the session, then for the list, then for the browser’s record', () => {
    expect(decide({ session: undefined })).toEqual({ kind: 'loading' })
    expect(decide({ organizations: undefined })).toEqual({ kind: 'loading' })
    expect(decide({ lastActiveOrganizationId: undefined })).toEqual({ kind: 'loading' })
  })

  it('signed out, or an organization already active', () => {
    expect(decide({ session: null })).toEqual({ kind: 'signed-out' })
    expect(decide({ session: session('globex'), organizations: undefined })).toEqual({ kind: 'active' })
  })

  it('opens the last used, else the only one; asks among several; none: create or join', () => {
    expect(decide({ lastActiveOrganizationId: 'globex' })).toEqual({ kind: 'open', organizationId: 'globex' })
    expect(decide({ organizations: [organization('acme')] })).toEqual({ kind: 'open', organizationId: 'acme' })
    expect(decide({})).toEqual({ kind: 'choose' })
    expect(decide({ organizations: [] })).toEqual({ kind: 'none' })
    expect(decide({ organizations: [], lastActiveOrganizationId: undefined })).toEqual({ kind: 'none' })
  })

  it('a last used the user is no longer in counts for nothing', () => {
    expect(decide({ lastActiveOrganizationId: 'left' })).toEqual({ kind: 'choose' })
    expect(decide({ lastActiveOrganizationId: 'left', organizations: [organization('acme')] })).toEqual({
      kind: 'open',
      organizationId: 'acme',
    })
  })

  it('after the first screen (or a failed opening) it asks, even among one', () => {
    const later = { openWithoutAsking: false }
    expect(decide({ ...later, lastActiveOrganizationId: 'globex' })).toEqual({ kind: 'choose' })
    expect(decide({ ...later, organizations: [organization('acme')] })).toEqual({ kind: 'choose' })
    expect(decide({ ...later, organizations: [] })).toEqual({ kind: 'none' })
  })
})

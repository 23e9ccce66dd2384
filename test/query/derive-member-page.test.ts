import type { MemberListParams } from '../../src/query/org-keys'
import { deriveMemberPage } from '../../src/query/derive-member-page'
import { membersWithRole } from '../../src/query/members-page-defaults'
import { createMemoryTransport, largeOrganizationSeed } from '../../src/testing'

async function bigOrganization(count: number) {
  const seed = largeOrganizationSeed({ members: count })
  const transport = createMemoryTransport({ seed, signedInAs: seed.ownerEmail })
  const [organization] = await transport.list()
  const organizationId = organization?.id ?? ''
  return { transport, organizationId }
}

describe('deriveMemberPage', () => {
  const pages: MemberListParams[] = [
    {},
    { limit: 7 },
    { limit: 7, offset: 14 },
    { limit: 10, offset: 35 },
    { limit: 5, sortBy: 'createdAt' },
    { limit: 5, offset: 5, sortBy: 'createdAt', sortDirection: 'desc' },
    { limit: 8, sortBy: 'role', sortDirection: 'desc' },
    { limit: 8, sortBy: 'userId' },
    { limit: 8, sortBy: 'id', sortDirection: 'desc', offset: 3 },
    // The member table's role filter (`membersWithRole`): multi-role members match too.
    { limit: 5, sortBy: 'createdAt', filterField: 'role', filterOperator: 'contains', filterValue: 'admin' },
    { limit: 100, sortBy: 'role', sortDirection: 'desc', ...membersWithRole('member') },
    { limit: 3, offset: 2, sortBy: 'createdAt', sortDirection: 'desc', ...membersWithRole('member') },
    { limit: 100, ...membersWithRole('owner') },
    { limit: 10, ...membersWithRole('billing') },
  ]

  it.each(pages)('answers %j exactly as the server does, from a complete full read', async (params) => {
    const { transport, organizationId } = await bigOrganization(40)
    const full = await transport.getFullOrganization({ query: { organizationId, membersLimit: 101 } })
    if (!full) throw new Error('no organization')
    // The factory always reads with a page size: the server's default (`membership_limit`, 100) when none is asked.
    const withPageSize = { ...params, limit: params.limit ?? 100 }
    const served = await transport.listMembers({ query: { organizationId, ...params } })
    expect(deriveMemberPage(full, 101, withPageSize)).toEqual(served)
  })

  it('declines when the member list may be cut short', async () => {
    const { transport, organizationId } = await bigOrganization(12)
    const full = await transport.getFullOrganization({ query: { organizationId, membersLimit: 12 } })
    if (!full) throw new Error('no organization')
    expect(full.members).toHaveLength(12)
    expect(deriveMemberPage(full, 12, { limit: 5 })).toBeUndefined()
    expect(deriveMemberPage(full, 13, { limit: 5 })?.total).toBe(12)
  })

  it('declines every filter but the role filter (their operator semantics are the server’s)', async () => {
    const { transport, organizationId } = await bigOrganization(5)
    const full = await transport.getFullOrganization({ query: { organizationId, membersLimit: 101 } })
    if (!full) throw new Error('no organization')
    const declined: MemberListParams[] = [
      { filterField: 'role', filterOperator: 'eq', filterValue: 'owner' },
      { filterField: 'role', filterValue: 'owner' },
      { filterField: 'userId', filterOperator: 'contains', filterValue: 'a' },
      // A comma could span two role names in the stored string.
      { filterField: 'role', filterOperator: 'contains', filterValue: 'admin,member' },
      { filterField: 'role', filterOperator: 'contains', filterValue: ['admin'] },
    ]
    for (const filter of declined) expect(deriveMemberPage(full, 101, { ...filter, limit: 100 })).toBeUndefined()
  })
})

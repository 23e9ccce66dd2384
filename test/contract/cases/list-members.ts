import { describe, expect, it } from 'vitest'
import type { MemberPage } from '../../../src/core/domain'
import type { ContractContext } from '../support'
import { expectDefined } from '../expect-defined'
import { createOrganizationAs, expectOrgKitError, setupOrganization, uniqueSlug } from '../support'

/** listMembers: organization choice, sorting, paging, every filter operator, honest totals. */
export function listMembersCases(ctx: ContractContext): void {
  describe('listMembers', () => {
    it('lists the active organization by default, with user profiles and the total', async () => {
      const { harness } = ctx
      const { owner, admins, members } = await setupOrganization(harness, { admins: 1, members: 1, label: 'lm basic' })
      const admin = expectDefined(admins[0], 'the admin')
      const member = expectDefined(members[0], 'the member')
      const page = await harness.transport.listMembers()
      expect(page.total).toBe(3)
      expect(page.members.map((m) => m.userId).sort()).toEqual([owner.user.id, admin.user.id, member.user.id].sort())
      const adminRow = page.members.find((m) => m.userId === admin.user.id)
      expect(adminRow).toMatchObject({
        id: admin.member.id,
        role: ['admin'],
        user: { id: admin.user.id, name: admin.user.name },
      })
      expect(adminRow?.createdAt).toBeInstanceOf(Date)
    })

    it('sorts by createdAt both ways and pages with limit and offset; total ignores paging', async () => {
      const { harness } = ctx
      const { organization, owner, members } = await setupOrganization(harness, { members: 2, label: 'lm sort' })
      const [first, second] = [expectDefined(members[0], 'member 0'), expectDefined(members[1], 'member 1')]
      const byAge = [owner.member.id, first.member.id, second.member.id]
      const query = { organizationId: organization.id, sortBy: 'createdAt' as const }
      const asc = await harness.transport.listMembers({ query: { ...query, sortDirection: 'asc' } })
      expect(asc.members.map((m) => m.id)).toEqual(byAge)
      const desc = await harness.transport.listMembers({ query: { ...query, sortDirection: 'desc' } })
      expect(desc.members.map((m) => m.id)).toEqual([...byAge].reverse())
      const pages: MemberPage[] = []
      for (const offset of [0, 1, 2])
        pages.push(await harness.transport.listMembers({ query: { ...query, limit: 1, offset } }))
      expect(pages.map((p) => p.members.map((m) => m.id))).toEqual(byAge.map((id) => [id]))
      expect(pages.map((p) => p.total)).toEqual([3, 3, 3])
      const rest = await harness.transport.listMembers({ query: { ...query, limit: 5, offset: 1 } })
      expect(rest).toMatchObject({ total: 3 })
      expect(rest.members.map((m) => m.id)).toEqual(byAge.slice(1))
    })

    it('filters with every operator on member columns, counting all matches', async () => {
      const { harness } = ctx
      const { organization, owner, admins, members } = await setupOrganization(harness, {
        admins: 1,
        members: 2,
        label: 'lm filter',
      })
      const admin = expectDefined(admins[0], 'the admin')
      const [first, second] = [expectDefined(members[0], 'member 0'), expectDefined(members[1], 'member 1')]
      await harness.transport.updateMemberRole({ memberId: second.member.id, role: ['admin', 'member'] })
      const ids = (page: MemberPage) => page.members.map((m) => m.id).sort()
      const run = (
        filterOperator: 'eq' | 'ne' | 'in' | 'not_in' | 'contains' | 'starts_with' | 'ends_with' | undefined,
        filterValue: string | string[],
        filterField: 'role' | 'userId' = 'role',
      ) =>
        harness.transport.listMembers({
          query: {
            organizationId: organization.id,
            filterField,
            filterValue,
            ...(filterOperator ? { filterOperator } : {}),
          },
        })
      const [o, a, m0, m1] = [owner.member.id, admin.member.id, first.member.id, second.member.id]
      const expectations: [Promise<MemberPage>, string[]][] = [
        [run(undefined, 'owner'), [o]],
        [run('eq', 'admin'), [a]],
        [run('ne', 'owner'), [a, m0, m1]],
        [run('in', ['owner', 'member']), [o, m0]],
        [run('not_in', ['owner', 'member']), [a, m1]],
        [run('contains', 'admin'), [a, m1]],
        [run('starts_with', 'admin'), [a, m1]],
        [run('ends_with', 'member'), [m0, m1]],
        [run('eq', first.user.id, 'userId'), [m0]],
      ]
      for (const [pagePromise, expected] of expectations) {
        const page = await pagePromise
        expect(ids(page)).toEqual([...expected].sort())
        expect(page.total).toBe(expected.length)
      }
      const limited = await harness.transport.listMembers({
        query: {
          organizationId: organization.id,
          filterField: 'role',
          filterOperator: 'contains',
          filterValue: 'admin',
          limit: 1,
        },
      })
      expect(limited.members).toHaveLength(1)
      expect(limited.total).toBe(2)
    })

    it('sorts by role', async () => {
      const { harness } = ctx
      const { organization, members } = await setupOrganization(harness, {
        admins: 1,
        members: 2,
        label: 'lm role sort',
      })
      const second = expectDefined(members[1], 'member 1')
      await harness.transport.updateMemberRole({ memberId: second.member.id, role: ['admin', 'member'] })
      const page = await harness.transport.listMembers({
        query: { organizationId: organization.id, sortBy: 'role', sortDirection: 'asc' },
      })
      expect(page.members.map((m) => m.role.join(','))).toEqual(['admin', 'admin,member', 'member', 'owner'])
      const desc = await harness.transport.listMembers({
        query: { organizationId: organization.id, sortBy: 'role', sortDirection: 'desc' },
      })
      expect(desc.members.map((m) => m.role.join(','))).toEqual(['owner', 'member', 'admin,member', 'admin'])
    })

    // Better Auth 1.7.7 answers both of these with 500 on the wire (test/server/wire-quirks.test.ts); every
    // transport gives the sane answer (the fetch and client transports work around the server).
    it('"in" with a single value matches that value', async () => {
      const { harness } = ctx
      const { organization, owner } = await setupOrganization(harness, { members: 1, label: 'lm in one' })
      const page = await harness.transport.listMembers({
        query: { organizationId: organization.id, filterField: 'role', filterOperator: 'in', filterValue: ['owner'] },
      })
      expect(page.members.map((m) => m.id)).toEqual([owner.member.id])
      expect(page.total).toBe(1)
    })

    it('a page past the end is empty but still counts every member', async () => {
      const { harness } = ctx
      const { organization } = await setupOrganization(harness, { members: 1, label: 'lm past end' })
      await expect(
        harness.transport.listMembers({ query: { organizationId: organization.id, offset: 10 } }),
      ).resolves.toEqual({ members: [], total: 2 })
    })

    // Better Auth 1.6.23 looks up at most 100 users for a members page and answers a longer page with 500
    // (test/server/wire-quirks.test.ts); the fetch and client transports then read the page in slices.
    it('a page holds more than 100 members when asked to, and so does the full organization', async () => {
      const { harness } = ctx
      const organization = await createOrganizationAs(harness, await harness.createUser('lm crowd owner'))
      const joined: string[] = []
      for (let i = 0; i < 100; i++) {
        const user = await harness.createUser(`lm crowd ${i}`)
        const { id } = await harness.storeMembership({
          organizationId: organization.id,
          userId: user.id,
          role: 'member',
        })
        joined.push(id)
      }
      const query = { organizationId: organization.id, sortBy: 'createdAt' as const, sortDirection: 'asc' as const }
      const everyone = await harness.transport.listMembers({ query: { ...query, limit: 150 } })
      expect(everyone.total).toBe(101)
      expect(everyone.members.slice(1).map((m) => m.id)).toEqual(joined)
      const rest = await harness.transport.listMembers({ query: { ...query, limit: 120, offset: 1 } })
      expect(rest.members.map((m) => m.id)).toEqual(joined)
      const full = await harness.transport.getFullOrganization({
        query: { organizationId: organization.id, membersLimit: 150 },
      })
      expect(full?.members).toHaveLength(101)
    })

    it('chooses the organization by id or slug; refuses non-members (403), unknown slugs and no organization (400)', async () => {
      const { harness } = ctx
      const { organization } = await setupOrganization(harness, { members: 1, label: 'lm choose' })
      await harness.transport.setActive({ organizationId: null })
      await expect(
        harness.transport.listMembers({ query: { organizationSlug: organization.slug } }),
      ).resolves.toMatchObject({ total: 2 })
      await expectOrgKitError(harness.transport.listMembers(), 'NO_ACTIVE_ORGANIZATION', 400)
      await expectOrgKitError(
        harness.transport.listMembers({ query: { organizationSlug: uniqueSlug('ghost') } }),
        'ORGANIZATION_NOT_FOUND',
        400,
      )
      await createOrganizationAs(harness, await harness.createUser('lm outsider'))
      await expectOrgKitError(
        harness.transport.listMembers({ query: { organizationId: organization.id } }),
        'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
        403,
      )
    })
  })
}

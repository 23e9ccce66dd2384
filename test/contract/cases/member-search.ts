import { describe, expect, it } from 'vitest'
import type { MemberPage } from '../../../src/core/domain'
import { OrgKitError } from '../../../src/core/org-kit-error'
import type { ContractContext } from '../support'
import { expectDefined } from '../expect-defined'
import { createOrganizationAs, expectOrgKitError, setupOrganization } from '../support'

/** What a search answered, as comparable values: the member ids in order, and the total. */
const idsAndTotal = (page: MemberPage | null) => ({
  ids: expectDefined(page, 'a search page').members.map((member) => member.id),
  total: page?.total,
})

/**
 * `searchMembers`, the member search of the kit's Better Auth plugin (every harness's server has the plugin):
 * name and e-mail, any case, sort, role filter, paging, and list-members' own permission checks.
 */
export function memberSearchCases(ctx: ContractContext): void {
  describe('searchMembers', () => {
    /** An organization with the owner and three people, two of them with "Quill" in their name. */
    async function quillOrganization() {
      const { harness } = ctx
      const scenario = await setupOrganization(harness, { label: 'search owner' })
      const organizationId = scenario.organization.id
      // One after the other, so each joins after the one before.
      const join = async (name: string, role: string) => {
        const user = await harness.createUser(name)
        const { id } = await harness.storeMembership({ organizationId, userId: user.id, role })
        return { user, memberId: id }
      }
      const ada = await join('Ada Quillfeather', 'admin')
      const bob = await join('bob quill', 'member')
      const carol = await join('Carol Stone', 'member, owner')
      return { ...scenario, organizationId, ada, bob, carol }
    }

    it('finds members by name in any case, with their profiles and the count of every match', async () => {
      const { harness } = ctx
      const { organizationId, ada, bob } = await quillOrganization()
      const page = expectDefined(
        await harness.transport.searchMembers({ query: { search: 'QUILL', organizationId, sortBy: 'role' } }),
        'the page',
      )
      expect(page.total).toBe(2)
      expect(page.members.map((member) => member.id)).toEqual([ada.memberId, bob.memberId])
      expect(page.members[0]).toMatchObject({
        organizationId,
        userId: ada.user.id,
        role: ['admin'],
        user: { id: ada.user.id, name: 'Ada Quillfeather', email: ada.user.email },
      })
      expect(page.members[0]?.createdAt).toBeInstanceOf(Date)
    })

    it('finds members by e-mail, and takes % and _ in the term literally', async () => {
      const { harness } = ctx
      const { organizationId, carol } = await quillOrganization()
      const byEmail = await harness.transport.searchMembers({
        query: { search: carol.user.email.toUpperCase(), organizationId },
      })
      expect(idsAndTotal(byEmail)).toEqual({ ids: [carol.memberId], total: 1 })
      for (const search of ['%', '_', 'quill%', 'qu_ll'])
        expect(idsAndTotal(await harness.transport.searchMembers({ query: { search, organizationId } }))).toEqual({
          ids: [],
          total: 0,
        })
    })

    it('sorts both ways, pages with limit and offset, and filters by a role held alone or with others', async () => {
      const { harness } = ctx
      const { organizationId, owner, ada, bob, carol } = await quillOrganization()
      const everyone = { search: '', organizationId, sortBy: 'role' as const }
      // Stored roles, in order: admin, member, "member, owner", owner.
      const byRole = [ada.memberId, bob.memberId, carol.memberId, owner.member.id]
      const asc = await harness.transport.searchMembers({ query: { ...everyone, sortDirection: 'asc' } })
      expect(idsAndTotal(asc)).toEqual({ ids: byRole, total: 4 })
      const desc = await harness.transport.searchMembers({ query: { ...everyone, sortDirection: 'desc' } })
      expect(idsAndTotal(desc)).toEqual({ ids: [...byRole].reverse(), total: 4 })
      const second = await harness.transport.searchMembers({ query: { ...everyone, limit: 2, offset: 2 } })
      expect(idsAndTotal(second)).toEqual({ ids: byRole.slice(2), total: 4 })
      const past = await harness.transport.searchMembers({ query: { ...everyone, limit: 2, offset: 10 } })
      expect(idsAndTotal(past)).toEqual({ ids: [], total: 4 })
      const owners = await harness.transport.searchMembers({ query: { ...everyone, role: 'owner' } })
      expect(idsAndTotal(owners)).toEqual({ ids: [carol.memberId, owner.member.id], total: 2 })
      const quillMembers = await harness.transport.searchMembers({
        query: { ...everyone, search: 'quill', role: 'member' },
      })
      expect(idsAndTotal(quillMembers)).toEqual({ ids: [bob.memberId], total: 1 })
    })

    it('reads the active organization by default and another by slug, as list-members does', async () => {
      const { harness } = ctx
      const { organization, ada } = await quillOrganization()
      const active = await harness.transport.searchMembers({ query: { search: 'ada quill' } })
      expect(idsAndTotal(active)).toEqual({ ids: [ada.memberId], total: 1 })
      const bySlug = await harness.transport.searchMembers({
        query: { search: 'ada quill', organizationSlug: organization.slug },
      })
      expect(idsAndTotal(bySlug)).toEqual({ ids: [ada.memberId], total: 1 })
    })

    it('refuses what list-members refuses, with the same code and status', async () => {
      const { harness } = ctx
      const { organizationId } = await quillOrganization()
      const stranger = await harness.createUser('search stranger')
      await createOrganizationAs(harness, stranger)
      // Each situation, asked of list-members and of the search: the same refusal.
      const refusalOf = async (run: () => Promise<unknown>) => {
        const error = await run().then(
          () => undefined,
          (cause: unknown) => cause,
        )
        return error instanceof OrgKitError ? { code: error.code, status: error.status } : error
      }
      const both = async (query: { organizationId?: string; organizationSlug?: string }) => ({
        listMembers: await refusalOf(() => harness.transport.listMembers({ query })),
        searchMembers: await refusalOf(() => harness.transport.searchMembers({ query: { search: 'a', ...query } })),
      })
      const notAMember = await both({ organizationId })
      expect(notAMember.searchMembers).toEqual({ code: 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', status: 403 })
      expect(notAMember.searchMembers).toEqual(notAMember.listMembers)
      const unknownSlug = await both({ organizationSlug: 'no-such-organization-anywhere' })
      expect(unknownSlug.searchMembers).toEqual({ code: 'ORGANIZATION_NOT_FOUND', status: 400 })
      expect(unknownSlug.searchMembers).toEqual(unknownSlug.listMembers)
      await harness.transport.setActive({ organizationId: null })
      const noActive = await both({})
      expect(noActive.searchMembers).toEqual({ code: 'NO_ACTIVE_ORGANIZATION', status: 400 })
      expect(noActive.searchMembers).toEqual(noActive.listMembers)
      await harness.signOut()
      const signedOut = await both({ organizationId })
      expect(signedOut.searchMembers).toEqual({ code: 'UNAUTHORIZED', status: 401 })
      expect(signedOut.searchMembers).toEqual(signedOut.listMembers)
    })

    it('refuses bad input before any request (VALIDATION_ERROR)', async () => {
      const { harness } = ctx
      await expectOrgKitError(
        harness.transport.searchMembers({ query: { search: 'x'.repeat(257) } }),
        'VALIDATION_ERROR',
        0,
      )
      await expectOrgKitError(
        harness.transport.searchMembers({ query: { search: 'a', limit: 0 } }),
        'VALIDATION_ERROR',
        0,
      )
      await expectOrgKitError(
        harness.transport.searchMembers({ query: { search: 'a', organizationId: 'has space' } }),
        'VALIDATION_ERROR',
        0,
      )
    })
  })
}

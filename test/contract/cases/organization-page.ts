import { describe, expect, it } from 'vitest'
import type { ContractContext } from '../support'
import { createOrganizationAs, expectOrgKitError, uniqueSlug } from '../support'

/**
 * The page of the user's organizations with roles and member counts (`listOrganizationsWithRoles`, the kit's
 * Better Auth plugin): every harness of the contract has the plugin; test/better-auth-plugin/organization-page
 * checks the `null` of servers without it.
 */
export function organizationPageCases(ctx: ContractContext): void {
  describe('organization page with roles', () => {
    it('pages the signed-in user’s organizations by name, each with the user’s roles and its member count', async () => {
      const { harness } = ctx
      const user = await harness.createUser('many orgs')
      const other = await harness.createUser('other owner')
      const othersOwn = await createOrganizationAs(harness, other, { name: 'Aaa not mine' })
      const joined = await createOrganizationAs(harness, other, { name: 'Bravo joined' })
      await harness.storeMembership({ organizationId: joined.id, userId: user.id, role: 'admin,member' })
      const charlie = await createOrganizationAs(harness, user, { name: 'Charlie own' })
      const alpha = await createOrganizationAs(harness, user, { name: 'Alpha own' })

      const first = await harness.transport.listOrganizationsWithRoles({ query: { limit: 2 } })
      expect(first).toEqual({
        total: 3,
        organizations: [
          { ...alpha, role: ['owner'], memberCount: 1 },
          { ...joined, role: ['admin', 'member'], memberCount: 2 },
        ],
      })
      const rest = await harness.transport.listOrganizationsWithRoles({ query: { limit: 2, offset: 2 } })
      expect(rest).toEqual({ total: 3, organizations: [{ ...charlie, role: ['owner'], memberCount: 1 }] })
      const all = await harness.transport.listOrganizationsWithRoles()
      expect(all?.organizations.map((organization) => organization.name)).toEqual([
        'Alpha own',
        'Bravo joined',
        'Charlie own',
      ])
      expect(all?.organizations.map((organization) => organization.id)).not.toContain(othersOwn.id)
    })

    it('answers an empty page with its total past the end, and none for a user without organizations', async () => {
      const { harness } = ctx
      await createOrganizationAs(harness, await harness.createUser('one org'), { slug: uniqueSlug() })
      await expect(harness.transport.listOrganizationsWithRoles({ query: { offset: 5 } })).resolves.toEqual({
        total: 1,
        organizations: [],
      })
      await harness.signInAs(await harness.createUser('no orgs'))
      await expect(harness.transport.listOrganizationsWithRoles()).resolves.toEqual({ total: 0, organizations: [] })
    })

    it('refuses the signed out (401 UNAUTHORIZED), and a limit below 1 or a negative offset before any request', async () => {
      const { harness } = ctx
      await createOrganizationAs(harness, await harness.createUser('signed out later'))
      for (const query of [{ limit: 0 }, { offset: -1 }, { limit: 1.5 }]) {
        await expectOrgKitError(harness.transport.listOrganizationsWithRoles({ query }), 'VALIDATION_ERROR', 0)
      }
      await harness.signOut()
      await expectOrgKitError(harness.transport.listOrganizationsWithRoles(), 'UNAUTHORIZED', 401)
    })
  })
}

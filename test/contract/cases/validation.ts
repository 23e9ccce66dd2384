import { describe, expect, it } from 'vitest'
import type { ContractContext } from '../support'
import { expectOrgKitError } from '../support'

/** Input the kit refuses before any I/O: VALIDATION_ERROR, whatever the session or the plugin state. */
export function validationCases(ctx: ContractContext): void {
  describe('input validation', () => {
    const invalidCalls = {
      'create without a name': (t) => t.create({ name: '  ', slug: 'fine-slug' }),
      'create with a bad slug': (t) => t.create({ name: 'Acme', slug: 'Not A Slug' }),
      'create with a javascript: logo': (t) =>
        t.create({ name: 'Acme', slug: 'acme-logo', logo: 'javascript:alert(1)' }),
      'checkSlug with an empty slug': (t) => t.checkSlug({ slug: '' }),
      'setActive with a malformed id': (t) => t.setActive({ organizationId: 'not an id' }),
      'getFullOrganization with membersLimit 0': (t) => t.getFullOrganization({ query: { membersLimit: 0 } }),
      'update with nothing to update': (t) => t.update({ data: {} }),
      'delete without an id': (t) => t.delete({ organizationId: '' }),
      'inviteMember with a bad e-mail': (t) => t.inviteMember({ email: 'not-an-email', role: 'member' }),
      // Any role name passes (only the server knows the app's roles: ROLE_NOT_FOUND); an empty one does not.
      'inviteMember with an empty role': (t) => t.inviteMember({ email: 'a@example.com', role: ' , ' }),
      'acceptInvitation with a path as id': (t) => t.acceptInvitation({ invitationId: '../etc/passwd' }),
      'updateMemberRole without roles': (t) => t.updateMemberRole({ memberId: 'abc', role: [] }),
      'listMembers filtering a user column': (t) =>
        t.listMembers({ query: { filterField: 'email' as never, filterValue: 'a@example.com' } }),
      'listMembers with an unknown operator': (t) =>
        t.listMembers({ query: { filterField: 'role', filterOperator: 'like' as never, filterValue: 'x' } }),
      'listMembers with limit 0': (t) => t.listMembers({ query: { limit: 0 } }),
      'listMembers with a negative offset': (t) => t.listMembers({ query: { offset: -1 } }),
      'listMembers with a filter field but no value': (t) => t.listMembers({ query: { filterField: 'role' } }),
      'removeMember with an empty value': (t) => t.removeMember({ memberIdOrEmail: '' }),
      'leave without an id': (t) => t.leave({ organizationId: '' }),
    } satisfies Record<string, (transport: ContractContext['harness']['transport']) => Promise<unknown>>

    for (const [name, run] of Object.entries(invalidCalls)) {
      // No sign-in needed: validation happens before any I/O, whoever is (or is not) signed in.
      it(`refuses ${name}`, async () => {
        await expectOrgKitError(run(ctx.harness.transport), 'VALIDATION_ERROR')
      })
    }

    it('validates before anything else: signed out and with the plugin disabled it is still VALIDATION_ERROR', async () => {
      const { harness } = ctx
      await harness.signOut()
      await harness.setPluginConfig({ enabled: false })
      const error = await expectOrgKitError(
        harness.transport.create({ name: 'Acme', slug: 'Bad Slug' }),
        'VALIDATION_ERROR',
      )
      expect(error.field).toBe('slug')
      await expectOrgKitError(harness.transport.inviteMember({ email: 'nope', role: 'member' }), 'VALIDATION_ERROR')
    })
  })
}

import { describe } from 'vitest'
import { activeOrganizationCases } from './cases/active-organization'
import { customRoleCases } from './cases/custom-roles'
import { invitationResponseCases } from './cases/invitation-responses'
import { invitationPreviewCases } from './cases/invitation-preview'
import { invitationCases } from './cases/invitations'
import { listMembersCases } from './cases/list-members'
import { memberSearchCases } from './cases/member-search'
import { memberCases } from './cases/members'
import { organizationCases } from './cases/organizations'
import { organizationPageCases } from './cases/organization-page'
import { pluginConfigCases } from './cases/plugin-config'
import { roleRuleCases } from './cases/role-rules'
import { roleStringCases } from './cases/role-strings'
import { sessionCases } from './cases/session'
import { validationCases } from './cases/validation'
import type { MakeHarness } from './harness'
import { setupHarness } from './support'

/**
 * The transport contract: the same cases against any {@link Transport} through a {@link ContractHarness}.
 * Call it once at the top level of a test file; the harness is made once for the file (and once more with
 * the app's own roles, for the custom-role cases), the plugin configuration is reset after each test, and
 * every test creates its own users and organizations.
 *
 * Codes are asserted through `OrgKitError.code` and, where the reference gives one, the HTTP status. Where
 * Better Auth answers without a code, the transport is expected to map its message onto the code it names
 * (reference §5). Cases that meet a known server bug branch on `harness.kind` and say so. The real-server
 * files run on Better Auth 1.7.7 and again on 1.6.23 (the `better-auth-1.6` project in vite.config.ts),
 * where every case must pass unchanged.
 *
 * @example
 * // test/contract/memory.test.ts
 * runTransportContract(makeMemoryHarness)
 */
export function runTransportContract(makeHarness: MakeHarness): void {
  describe('transport contract', () => {
    const ctx = setupHarness(makeHarness)
    sessionCases(ctx)
    validationCases(ctx)
    organizationCases(ctx)
    organizationPageCases(ctx)
    activeOrganizationCases(ctx)
    invitationCases(ctx)
    invitationResponseCases(ctx)
    invitationPreviewCases(ctx)
    memberCases(ctx)
    listMembersCases(ctx)
    memberSearchCases(ctx)
    roleRuleCases(ctx)
    roleStringCases(ctx)
    pluginConfigCases(ctx)
  })
  // A second server, started with the app's own roles.
  customRoleCases(makeHarness)
}

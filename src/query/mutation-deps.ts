import type { Transport } from '../core/transport'
import type { createMemberQueries } from './create-member-queries'
import type { createOrganizationQueries } from './create-organization-queries'
import type { OrgQuerySettings } from './org-query-settings'

/** What the mutation factories need: the transport, the settings and the reads they preload after a switch. */
export interface MutationDeps {
  transport: Transport
  settings: OrgQuerySettings
  reads: Pick<ReturnType<typeof createOrganizationQueries>, 'fullOrganization'> &
    Pick<ReturnType<typeof createMemberQueries>, 'activeMember'>
}

import type { Transport } from '../core/transport'
import { createInvitationMutations } from './create-invitation-mutations'
import { createInvitationQueries } from './create-invitation-queries'
import { createMemberMutations } from './create-member-mutations'
import { createMemberQueries } from './create-member-queries'
import { createOrganizationMutations } from './create-organization-mutations'
import { createOrganizationQueries } from './create-organization-queries'
import { createSessionQuery } from './create-session-query'
import { createSetActiveMutation } from './create-set-active-mutation'
import type { OrgQueriesOptions } from './org-query-settings'
import { resolveQuerySettings } from './org-query-settings'

/**
 * Every read (`queryOptions`) and write (`mutationOptions`) of the kit, bound to one transport. Hooks wrap
 * these; route loaders and apps use them directly with their own `QueryClient`. Reads that belong to a
 * user or organization take the ids as parameters (read the session first).
 *
 * @example
 * const queries = createOrgQueries(transport)
 * const loader = (queryClient: QueryClient) => async () => {
 *   const session = await queryClient.ensureQueryData(queries.session())
 *   return session && queryClient.ensureQueryData(queries.organizations(session.user.id))
 * }
 * const { mutate } = useMutation(queries.mutations.updateMemberRole())
 */
export function createOrgQueries(transport: Transport, options: OrgQueriesOptions = {}) {
  const settings = resolveQuerySettings(options)
  const reads = {
    session: createSessionQuery(transport, settings),
    ...createOrganizationQueries(transport, settings),
    ...createMemberQueries(transport, settings),
    ...createInvitationQueries(transport, settings),
  }
  const deps = { transport, settings, reads }
  return {
    ...reads,
    mutations: {
      ...createOrganizationMutations(deps),
      setActive: createSetActiveMutation(deps),
      ...createInvitationMutations(deps),
      ...createMemberMutations(deps),
    },
  }
}

/** The bundle of factories {@link createOrgQueries} returns. */
export type OrgQueries = ReturnType<typeof createOrgQueries>

import { useQuery } from '@tanstack/react-query'
import type { Organization } from '../../core/domain'
import { useOrgScope } from '../../hooks/use-org-scope'

/**
 * The organization the trigger names: the active one as the list has it. Past the server's list limit (100 on
 * Better Auth) the active organization may be missing from the list: it is then read alone, the read
 * `useActiveOrganization` makes (none when cached, none for no organization).
 */
export function useSwitcherActiveOrganization(organizations: readonly Organization[] | undefined) {
  const { queries, userId, activeOrganizationId } = useOrgScope()
  const listed = organizations?.find((organization) => organization.id === activeOrganizationId)
  const alone = useQuery({
    ...queries.fullOrganization({ userId, organizationId: activeOrganizationId }),
    enabled: organizations !== undefined && listed === undefined,
  })
  return listed ?? alone.data ?? undefined
}

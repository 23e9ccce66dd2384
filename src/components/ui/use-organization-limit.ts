import { useListOrganizations } from '../../hooks/use-list-organizations'
import { useOrgKit } from '../../query/use-org-kit'

/** Whether the signed-in user may create another organization under the configured `organization_limit`. */
export interface OrganizationLimit {
  /** Memberships held now (created plus joined). */
  count: number
  /** Whether the limit is reached: creating would be refused by the server. */
  reached: boolean
  /** Whether the memberships are still loading (then `reached` is `false` but unknown). */
  isLoading: boolean
}

/** Counts the user's memberships against `organization_limit`, from the organizations list (no call of its own). */
export function useOrganizationLimit(): OrganizationLimit {
  const { config } = useOrgKit()
  const organizations = useListOrganizations()
  const count = organizations.data?.length ?? 0
  return { count, reached: count >= config.organization_limit, isLoading: organizations.isPending }
}

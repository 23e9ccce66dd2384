import { useFullOrganization } from '../../hooks/use-full-organization'
import { MEMBER_TABLE_FULL_READ_MEMBERSHIP_LIMIT } from '../../query/members-page-defaults'
import { useOrgKit } from '../../query/use-org-kit'

/**
 * Mounts the full read of the table's organization when an organization can be read whole
 * (`membership_limit` at most {@link MEMBER_TABLE_FULL_READ_MEMBERSHIP_LIMIT}). The table's reads started
 * with it (its page, the creator-role holders, the viewer's role) are then derived from it through
 * `sharedFullOrganization`, and so are later pages, sorts, filters and searches while it is fresh.
 *
 * Its answer is never shown: when it fails, or comes back cut short (the server holds more members than the
 * configured `membership_limit`), each of those reads asks the server itself, as without it.
 */
export function useMemberTableFullRead(organizationId: string | undefined): void {
  const { config } = useOrgKit()
  useFullOrganization({
    organizationId,
    enabled: config.membership_limit <= MEMBER_TABLE_FULL_READ_MEMBERSHIP_LIMIT,
  })
}

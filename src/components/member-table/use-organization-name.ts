import { useListOrganizations } from '../../hooks/use-list-organizations'
import { useOrgScope } from '../../hooks/use-org-scope'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/**
 * The name of the given (else the active) organization, for the confirmations' sentences ("Remove Mia Member
 * from Acme Inc.?"); "the organization" until the viewer's organizations are read.
 */
export function useOrganizationName(organizationId: string | undefined): string {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const { activeOrganizationId } = useOrgScope()
  const organizations = useListOrganizations()
  const id = organizationId ?? activeOrganizationId
  const organization = organizations.data?.find((candidate) => candidate.id === id)
  return organization?.name ?? t('memberTable.organizationFallbackName')
}

import { useMembers } from '../../hooks/use-members'
import { useMessages } from '../../hooks/use-messages'
import { useOrgKit } from '../../query/use-org-kit'
import { Alert } from '../ui/alert'

/**
 * Warns when the organization is at `membership_limit` (invitations still go out, but accepting fails
 * until a seat frees up), or when the addresses typed exceed the seats left. Counts members with a
 * one-row page (`total`), not by loading them.
 */
export function MembershipLimitNotice({ organizationId, inviting }: { organizationId: string | undefined; inviting: number }) {
  const { t } = useMessages()
  const { config } = useOrgKit()
  const count = useMembers({ organizationId, limit: 1 }).data?.total
  if (count === undefined) return null
  const limit = config.membership_limit
  if (count >= limit) return <Alert tone="warning">{t('invite.limitReached', { count, limit })}</Alert>
  if (count + inviting > limit) return <Alert tone="warning">{t('invite.limitNear', { seats: limit - count, limit })}</Alert>
  return null
}

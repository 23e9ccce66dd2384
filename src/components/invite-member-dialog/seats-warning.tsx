import { useMembers } from '../../hooks/use-members'
import { inviteMemberDialogMessagesEn } from '../../messages/en/invite-member-dialog'
import { useOrgKit } from '../../query/use-org-kit'
import { Alert } from '../ui/alert'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** Props of {@link SeatsWarning}. */
export interface SeatsWarningProps {
  /** The organization invited to; the active one when absent. */
  organizationId: string | undefined
  /** How many people the form is about to invite (its valid addresses). */
  inviteeCount: number
}

/**
 * Warns, naming the configured `membership_limit`, when the organization is at it (invitations can still be
 * made, but nobody can join until someone leaves) or when more people are invited than can still join.
 * Nothing until the member count is known.
 */
export function SeatsWarning({ organizationId, inviteeCount }: SeatsWarningProps) {
  const { t } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  const limit = useOrgKit().config.membership_limit
  // A one-row page: the member count (`total`) without loading the members.
  const memberCount = useMembers({ organizationId, limit: 1 }).data?.total
  if (memberCount === undefined) return null
  if (memberCount >= limit)
    return <Alert tone="warning">{t('inviteMemberDialog.organizationFullWarning', { count: limit })}</Alert>
  const seatsLeft = limit - memberCount
  if (inviteeCount > seatsLeft)
    return <Alert tone="warning">{t('inviteMemberDialog.fewSeatsLeftWarning', { count: seatsLeft, limit })}</Alert>
  return null
}

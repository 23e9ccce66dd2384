import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { activeOrganizationGateMessagesEn } from '../../messages/en/active-organization-gate'
import { CreateOrganizationDialog } from '../create-organization-dialog/create-organization-dialog'
import { UserInvitations } from '../user-invitations/user-invitations'
import { ActiveOrganizationGateScreen } from './active-organization-gate-screen'

/**
 * For a user in no organization: "Create organization", and the invitations they received with accept and
 * decline. Creating one or accepting an invitation makes it active, and the gate opens.
 */
export function NoActiveOrganizationAvailable({ className }: { className?: string | undefined }) {
  const { t } = useLocalizedMessages(activeOrganizationGateMessagesEn)
  return (
    <ActiveOrganizationGateScreen
      state="none"
      title={t('activeOrganizationGate.noOrganizationTitle')}
      description={t('activeOrganizationGate.noOrganizationDescription')}
      className={className}
    >
      <CreateOrganizationDialog />
      <UserInvitations />
    </ActiveOrganizationGateScreen>
  )
}

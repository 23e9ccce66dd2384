import type { Organization } from '../../core/domain'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { activeOrganizationGateMessagesEn } from '../../messages/en/active-organization-gate'
import { CreateOrganizationDialog } from '../create-organization-dialog/create-organization-dialog'
import { Avatar } from '../ui/avatar'
import { Button } from '../ui/button'
import { VisuallyHidden } from '../ui/visually-hidden'
import { ActiveOrganizationGateScreen } from './active-organization-gate-screen'

/** Props of {@link ActiveOrganizationChoice}. */
export interface ActiveOrganizationChoiceProps {
  organizations: readonly Organization[]
  /** Whether an organization is being opened: the buttons wait. */
  pending: boolean
  onChoose: (organization: Organization) => void
  className?: string | undefined
}

/**
 * The forced choice, as Clerk asks right after sign-in: the user's organizations as a list of buttons (Tab
 * and Enter or Space), each with its logo or initials and its name (named "Open <organization>"), and
 * "Create organization" after them.
 */
export function ActiveOrganizationChoice({
  organizations,
  pending,
  onChoose,
  className,
}: ActiveOrganizationChoiceProps) {
  const { t } = useLocalizedMessages(activeOrganizationGateMessagesEn)
  return (
    <ActiveOrganizationGateScreen
      state="choose"
      title={t('activeOrganizationGate.chooseTitle')}
      description={t('activeOrganizationGate.chooseDescription')}
      className={className}
    >
      <ul
        data-slot="orgkit-active-organization-gate-list"
        aria-label={t('activeOrganizationGate.organizationListLabel')}
      >
        {organizations.map((organization) => (
          <li key={organization.id}>
            <Button disabled={pending} onClick={() => onChoose(organization)}>
              <Avatar name={organization.name} src={organization.logo} colorKey={organization.id} />
              {/* Named "Open <organization>" from its content (an aria-label would hide the visible name from axe's and
                  voice control's match); the name as shown is for the eye only. */}
              <VisuallyHidden>
                {t('activeOrganizationGate.openButtonAccessibleName', { organization: organization.name })}
              </VisuallyHidden>
              <span aria-hidden="true">{organization.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <CreateOrganizationDialog />
    </ActiveOrganizationGateScreen>
  )
}

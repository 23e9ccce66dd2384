import { useId } from 'react'
import type { FullOrganization } from '../../core/domain'
import type { CreatorRole } from '../../core/plugin-config'
import { canUpdateOrganization } from '../../core/role-rules'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { DeleteOrganizationSection } from './delete-organization-section'
import { LeaveOrganizationSection } from './leave-organization-section'

/** Props of {@link OrganizationDangerZone}. */
interface OrganizationDangerZoneProps {
  organization: FullOrganization
  roles: readonly string[]
  creatorRole: CreatorRole
  onLeft?: ((organizationId: string) => void) | undefined
  onDeleted?: ((organizationId: string) => void) | undefined
}

/**
 * Leave and delete. Deleting is shown to those who manage the organization (owners may, admins see why
 * not) and left out for plain members. With `creator_role: 'admin'` managers are told what that means.
 */
export function OrganizationDangerZone({ organization, roles, creatorRole, onLeft, onDeleted }: OrganizationDangerZoneProps) {
  const { t } = useMessages()
  const headingId = useId()
  const manages = canUpdateOrganization({ actorRoles: roles }).allowed
  return (
    <section data-slot="orgkit-danger-zone" aria-labelledby={headingId}>
      <h3 id={headingId} data-slot="orgkit-section-title">
        {t('settings.dangerZone')}
      </h3>
      {manages && creatorRole === 'admin' ? (
        <Alert>
          <strong data-slot="orgkit-alert-title">{t('settings.creatorAdminTitle')}</strong> {t('settings.creatorAdminBody')}
        </Alert>
      ) : null}
      <LeaveOrganizationSection organization={organization} roles={roles} creatorRole={creatorRole} onLeft={onLeft} />
      {manages ? <DeleteOrganizationSection organization={organization} roles={roles} onDeleted={onDeleted} /> : null}
    </section>
  )
}

import { useId, useState } from 'react'
import type { Organization } from '../../core/domain'
import { canDeleteOrganization } from '../../core/role-rules'
import { useMessages } from '../../hooks/use-messages'
import { Button } from '../ui/button'
import { DeleteOrganizationDialog } from './delete-organization-dialog'

/** Props of {@link DeleteOrganizationSection}. */
interface DeleteOrganizationSectionProps {
  organization: Organization
  roles: readonly string[]
  onDeleted?: ((organizationId: string) => void) | undefined
}

/** "Delete organization": owners only (`organization:delete`); anyone else sees why not. */
export function DeleteOrganizationSection({ organization, roles, onDeleted }: DeleteOrganizationSectionProps) {
  const { t } = useMessages()
  const reasonId = useId()
  const [confirming, setConfirming] = useState(false)
  const rule = canDeleteOrganization({ actorRoles: roles })
  return (
    <div data-slot="orgkit-danger-item">
      <div data-slot="orgkit-danger-item-text">
        <h4 data-slot="orgkit-danger-item-title">{t('settings.deleteTitle')}</h4>
        <p data-slot="orgkit-description">{t('settings.deleteDescription', { name: organization.name })}</p>
        {rule.allowed ? null : (
          <p id={reasonId} data-slot="orgkit-disabled-reason">
            {t('settings.deleteOwnerOnly')}
          </p>
        )}
      </div>
      <Button
        variant="danger"
        aria-haspopup="dialog"
        aria-disabled={rule.allowed ? undefined : true}
        aria-describedby={rule.allowed ? undefined : reasonId}
        onClick={() => {
          if (rule.allowed) setConfirming(true)
        }}
      >
        {t('settings.deleteButton')}
      </Button>
      {confirming ? (
        <DeleteOrganizationDialog organization={organization} open={confirming} onOpenChange={setConfirming} onDeleted={onDeleted} />
      ) : null}
    </div>
  )
}

import { useId, useState } from 'react'
import type { FullOrganization } from '../../core/domain'
import type { CreatorRole } from '../../core/plugin-config'
import { canLeaveOrganization, countCreatorRoleHolders } from '../../core/role-rules'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'

/** Props of {@link LeaveOrganizationSection}. */
interface LeaveOrganizationSectionProps {
  organization: FullOrganization
  roles: readonly string[]
  creatorRole: CreatorRole
  onLeft?: ((organizationId: string) => void) | undefined
}

/** "Leave organization", refused with its reason to the last holder of the creator role (as the server would). */
export function LeaveOrganizationSection({ organization, roles, creatorRole, onLeft }: LeaveOrganizationSectionProps) {
  const { t, errorMessage } = useMessages()
  const reasonId = useId()
  const [confirming, setConfirming] = useState(false)
  const leave = useLeaveOrganization()
  const rule = canLeaveOrganization({
    actorRoles: roles,
    creatorRole,
    creatorRoleHolders: countCreatorRoleHolders(organization.members, creatorRole),
  })
  const name = organization.name
  return (
    <div data-slot="orgkit-danger-item">
      <div data-slot="orgkit-danger-item-text">
        <h4 data-slot="orgkit-danger-item-title">{t('settings.leaveTitle')}</h4>
        <p data-slot="orgkit-description">{t('settings.leaveDescription', { name })}</p>
        {rule.allowed ? null : (
          <p id={reasonId} data-slot="orgkit-disabled-reason">
            {t('settings.leaveSoleHolder', { role: t(`role.${creatorRole}`), name })}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-disabled={rule.allowed ? undefined : true}
        aria-describedby={rule.allowed ? undefined : reasonId}
        onClick={() => {
          if (!rule.allowed) return
          leave.reset()
          setConfirming(true)
        }}
      >
        {t('settings.leaveButton')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.leaveConfirmTitle', { name })}
        description={t('settings.leaveDescription', { name })}
        slot="orgkit-confirm-dialog"
      >
        {leave.isError ? <Alert tone="danger">{errorMessage(leave.error)}</Alert> : null}
        <div data-slot="orgkit-dialog-footer">
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button
            variant="danger"
            disabled={leave.isPending}
            aria-busy={leave.isPending || undefined}
            onClick={() =>
              leave.mutate(
                { organizationId: organization.id },
                {
                  onSuccess: () => {
                    setConfirming(false)
                    onLeft?.(organization.id)
                  },
                },
              )
            }
          >
            {leave.isPending ? t('settings.leaving') : t('settings.leaveConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  )
}

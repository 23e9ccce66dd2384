import { useId } from 'react'
import type { FullOrganization } from '../../core/domain'
import { canDeleteOrganization, canLeaveOrganization, countCreatorRoleHolders } from '../../core/role-rules'
import type { useDeleteOrganization } from '../../hooks/use-delete-organization'
import type { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { organizationSettingsMessagesEn } from '../../messages/en/organization-settings'
import { useForbiddenActions } from '../can/forbidden-actions-context'
import { Alert } from '../ui/alert'
import { useRoleText } from '../ui/role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { ViewerRoles } from '../ui/use-viewer-roles'
import { DangerAction } from './danger-action'
import type { OrganizationSettingsProps } from './organization-settings'

/** Props of {@link DangerZone}. */
interface DangerZoneProps {
  organization: FullOrganization
  /** The viewer's roles, known (`ready`). */
  viewer: ViewerRoles
  /** Whether the viewer may change the organization (`organization:update`). */
  manages: boolean
  /** The settings' own props: the callbacks and URLs after leaving and deleting. */
  settings: OrganizationSettingsProps
  /**
   * The leave and delete transactions, owned by the settings: a section that unmounts once the organization
   * is gone would drop the callbacks of its own `mutate` calls.
   */
  mutations: {
    leave: ReturnType<typeof useLeaveOrganization>
    remove: ReturnType<typeof useDeleteOrganization>
  }
  /** Called once the organization is left or deleted, with what to announce. */
  afterDone: (announcement: string) => void
}

/**
 * Leaving and deleting. Leaving is refused, with the reason, to the last holder of `creator_role`; deleting
 * is offered to those who manage the organization, refused with the reason to those who may not delete it;
 * with `forbiddenActions="explain"`, everyone else sees it refused with the reason too.
 */
export function DangerZone({ organization, viewer, manages, settings, mutations, afterDone }: DangerZoneProps) {
  const { t } = useLocalizedMessages(organizationSettingsMessagesEn)
  const roleText = useRoleText()
  const titleId = useId()
  const { roles: actorRoles, creatorRole, accessControl } = viewer
  const mayLeave = canLeaveOrganization({
    actorRoles,
    creatorRole,
    accessControl,
    creatorRoleHolders: countCreatorRoleHolders(organization.members, creatorRole),
  })
  const mayDelete = canDeleteOrganization({ actorRoles, accessControl })
  const explain = useForbiddenActions(settings.forbiddenActions) === 'explain'
  const leaveRefusal = mayLeave.allowed
    ? ''
    : t('organizationSettings.lastCreatorRoleHolderReason', { role: roleText.label(creatorRole) })
  const deleteRefusal = mayDelete.allowed ? '' : t('error.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION')

  return (
    <section data-slot="orgkit-danger-zone" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('organizationSettings.dangerZoneTitle')}</h3>
      {manages && creatorRole === 'admin' ? <Alert>{t('organizationSettings.creatorRoleAdminNotice')}</Alert> : null}
      <DangerAction
        kind="leave"
        organization={organization}
        mutation={mutations.leave}
        onDone={settings.onLeft}
        redirectUrl={settings.afterLeaveUrl}
        reason={leaveRefusal}
        afterDone={afterDone}
      />
      {manages || explain ? (
        <DangerAction
          kind="delete"
          organization={organization}
          mutation={mutations.remove}
          onDone={settings.onDeleted}
          redirectUrl={settings.afterDeleteUrl}
          reason={deleteRefusal}
          afterDone={afterDone}
        />
      ) : null}
    </section>
  )
}

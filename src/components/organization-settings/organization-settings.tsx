import { useId } from 'react'
import type { ReactNode } from 'react'
import type { Organization } from '../../core/domain'
import { checkRolePermission } from '../../core/check-role-permission'
import { canLeaveOrganization, countCreatorRoleHolders } from '../../core/role-rules'
import { useDeleteOrganization } from '../../hooks/use-delete-organization'
import { useFullOrganization } from '../../hooks/use-full-organization'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { TableProblem, viewerProblem } from '../ui/table-states'
import { useViewerRoles } from '../ui/use-viewer-roles'
import { DangerAction } from './danger-action'
import { OrganizationProfile } from './organization-profile'

type Callback = ((organizationId: string) => void) | undefined

/** Props of {@link OrganizationSettings}. */
export interface OrganizationSettingsProps {
  /** The organization to show; the active one when absent. */
  organizationId?: string | undefined
  /** Called with the organization after its profile was saved. */
  onSaved?: ((organization: Organization) => void) | undefined
  /** Called after the user left the organization (e.g. to navigate away). */
  onLeft?: Callback
  /** Where to go after leaving (after `onLeft`), as a plain value, e.g. `"/"`. Goes through the provider's `navigate`. */
  afterLeaveUrl?: string | undefined
  /** Called after the organization was deleted (e.g. to navigate away). */
  onDeleted?: Callback
  /** Where to go after deleting (after `onDeleted`), as a plain value, e.g. `"/"`. */
  afterDeleteUrl?: string | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * Settings of the active (or given) organization. Owners and admins (`organization:update`) edit its
 * profile (name, slug with availability, logo, metadata; only changed fields are sent), everyone else reads
 * it; nothing is shown until the role is known, so no form flashes. The danger zone offers leaving (refused,
 * with the reason, to the last holder of `creator_role`) and, to owners, deleting after typing the slug;
 * admins see why they may not, plain members are not offered it. With `creator_role: 'admin'` managers are
 * told what that means. Renders nothing while signed out.
 *
 * @example
 * <OrganizationSettings onDeleted={() => navigate('/')} onLeft={() => navigate('/')} />
 */
export function OrganizationSettings(props: OrganizationSettingsProps) {
  return (
    <>
      <Settings {...props} />
    </>
  )
}

function Settings(props: OrganizationSettingsProps) {
  const { organizationId, onSaved, onLeft, onDeleted, className } = props
  const { t } = useMessages()
  const id = useId()
  const viewer = useViewerRoles(organizationId)
  const full = useFullOrganization({ organizationId })
  const leave = useLeaveOrganization()
  const remove = useDeleteOrganization()
  if (viewer.status === 'signed-out') return null

  const { roles: actorRoles, creatorRole, accessControl } = viewer
  // None active, the role read or the organization read failed; else shown once both the role and it are known.
  const error = viewerProblem(viewer) ?? full.error
  const organization = !error && viewer.status === 'ready' && full.data
  const manages = checkRolePermission({ role: actorRoles, permissions: { organization: ['update'] }, accessControl })
  let body: ReactNode = <p role="status">{t('common.loading')}</p>
  if (error) {
    body = (
      <TableProblem
        error={error}
        onRetry={() => {
          viewer.retry()
          void full.refetch()
        }}
      />
    )
  } else if (organization) {
    const mayLeave = canLeaveOrganization({
      actorRoles,
      creatorRole,
      accessControl,
      creatorRoleHolders: countCreatorRoleHolders(organization.members, creatorRole),
    })
    body = (
      <>
        <OrganizationProfile key={organization.id} organization={organization} editable={manages} onSaved={onSaved} />
        <section data-slot="orgkit-danger-zone" aria-labelledby={`${id}d`}>
          <h3 id={`${id}d`}>{t('settings.danger')}</h3>
          {manages && creatorRole === 'admin' && <Alert>{t('settings.creatorAdmin')}</Alert>}
          <DangerAction
            kind="leave"
            organization={organization}
            mutation={leave}
            onDone={onLeft}
            redirectUrl={props.afterLeaveUrl}
            reason={mayLeave.allowed ? '' : t('settings.lastHolder', { role: t(`role.${creatorRole}`) })}
          />
          {manages && (
            <DangerAction
              kind="delete"
              organization={organization}
              mutation={remove}
              onDone={onDeleted}
              redirectUrl={props.afterDeleteUrl}
              reason={
                checkRolePermission({ role: actorRoles, permissions: { organization: ['delete'] }, accessControl })
                  ? ''
                  : t('error.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION')
              }
            />
          )}
        </section>
      </>
    )
  }
  return (
    <section
      data-slot="orgkit-organization-settings"
      className={className}
      aria-labelledby={id}
      aria-busy={(!error && !organization) || undefined}
    >
      <h2 id={id}>{t('settings.title')}</h2>
      {body}
    </section>
  )
}

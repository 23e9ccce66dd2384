import { useId } from 'react'
import type { ReactNode } from 'react'
import type { Organization } from '../../core/domain'
import { isOrgKitError } from '../../core/org-kit-error'
import { canUpdateOrganization } from '../../core/role-rules'
import { useActiveMemberRole } from '../../hooks/use-active-member-role'
import { useFullOrganization } from '../../hooks/use-full-organization'
import { useMessages } from '../../hooks/use-messages'
import { useSession } from '../../hooks/use-session'
import { organizationFormEn } from '../../messages/en/organization-form'
import { organizationSettingsEn } from '../../messages/en/organization-settings'
import type { AreaMessages } from '../../messages/messages-scope-context'
import { useOrgKit } from '../../query/use-org-kit'
import { Alert } from '../ui/alert'
import { Avatar } from '../ui/avatar'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { MessagesScope } from '../ui/messages-scope'
import { Skeleton } from '../ui/skeleton'
import { VisuallyHidden } from '../ui/visually-hidden'
import { OrganizationDangerZone } from './organization-danger-zone'
import { OrganizationProfileForm } from './organization-profile-form'

/** English strings of the message areas this component shows (see `MessagesScope`). */
const MESSAGES: AreaMessages = { ...organizationSettingsEn, ...organizationFormEn }

/** Props of {@link OrganizationSettings}. */
export interface OrganizationSettingsProps {
  /** The organization to show; the active one when absent. */
  organizationId?: string | undefined
  /** Called with the organization after its profile was saved. */
  onSaved?: ((organization: Organization) => void) | undefined
  /** Called after the user left the organization (e.g. to navigate away). */
  onLeft?: ((organizationId: string) => void) | undefined
  /** Called after the organization was deleted (e.g. to navigate away). */
  onDeleted?: ((organizationId: string) => void) | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * Settings of the active (or given) organization. Owners and admins (`organization:update`) edit its
 * profile (name, slug with availability, logo, metadata; only changed fields are sent), everyone else reads
 * it; nothing is shown until the role is known, so no form flashes. The danger zone offers leaving (refused,
 * with the reason, to the last holder of `creator_role`) and, to owners, deleting after typing the slug.
 * Renders nothing while signed out.
 *
 * @example
 * <OrganizationSettings onDeleted={() => navigate('/')} onLeft={() => navigate('/')} />
 */
export function OrganizationSettings(props: OrganizationSettingsProps) {
  return (
    <MessagesScope messages={MESSAGES}>
      <OrganizationSettingsRoot {...props} />
    </MessagesScope>
  )
}

function OrganizationSettingsRoot({ organizationId, onSaved, onLeft, onDeleted, className }: OrganizationSettingsProps) {
  const { t, errorMessage } = useMessages()
  const { config } = useOrgKit()
  const titleId = useId()
  const session = useSession()
  const full = useFullOrganization({ organizationId })
  const role = useActiveMemberRole({ organizationId })
  if (session.data === null) return null

  const error = full.error ?? role.error
  const loading = !error && (session.isPending || full.isPending || role.isPending)
  const organization = full.data
  const roles = role.data?.role ?? []
  let body: ReactNode
  if (error) {
    body =
      isOrgKitError(error) && error.code === 'PLUGIN_DISABLED' ? (
        <Alert>{t('common.pluginDisabled')}</Alert>
      ) : (
        <Alert tone="danger" action={<Button onClick={() => void Promise.all([full.refetch(), role.refetch()])}>{t('common.retry')}</Button>}>
          {t('settings.loadError')} {errorMessage(error)}
        </Alert>
      )
  } else if (loading) {
    body = (
      <div data-slot="orgkit-organization-settings-loading" role="status">
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        <Skeleton width="40%" />
        <Skeleton width="70%" />
        <Skeleton width="55%" />
      </div>
    )
  } else if (!organization) {
    body = <Alert>{t('settings.noOrganization')}</Alert>
  } else {
    const metadata = Object.entries(organization.metadata)
    body = (
      <>
        <section data-slot="orgkit-organization-profile" aria-labelledby={`${titleId}-profile`}>
          <h3 id={`${titleId}-profile`} data-slot="orgkit-section-title">
            {t('settings.profile')}
          </h3>
          {canUpdateOrganization({ actorRoles: roles }).allowed ? (
            <OrganizationProfileForm key={organization.id} organization={organization} onSaved={onSaved} />
          ) : (
            // Read-only for those who may not change it.
            <>
              <p data-slot="orgkit-description">{t('settings.profileReadOnly')}</p>
              <dl data-slot="orgkit-definition-list">
                <dt>{t('orgForm.name')}</dt>
                <dd>
                  <Avatar name={organization.name} src={organization.logo} /> {organization.name}
                </dd>
                <dt>{t('orgForm.slug')}</dt>
                <dd>
                  <code>{organization.slug}</code>
                </dd>
                <dt>{t('orgForm.logo')}</dt>
                <dd>{organization.logo ?? t('settings.noLogo')}</dd>
                <dt>{t('orgForm.metadata')}</dt>
                <dd>
                  {metadata.length === 0 ? (
                    t('orgForm.metadataEmpty')
                  ) : (
                    <ul>
                      {metadata.map(([key, value]) => (
                        <li key={key}>
                          <code>{key}</code>: {typeof value === 'string' ? value : JSON.stringify(value)}
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </dl>
            </>
          )}
        </section>
        <OrganizationDangerZone organization={organization} roles={roles} creatorRole={config.creator_role} onLeft={onLeft} onDeleted={onDeleted} />
      </>
    )
  }
  return (
    <section data-slot="orgkit-organization-settings" className={cn(className)} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} data-slot="orgkit-organization-settings-title">
        {t('settings.title')}
      </h2>
      {body}
    </section>
  )
}

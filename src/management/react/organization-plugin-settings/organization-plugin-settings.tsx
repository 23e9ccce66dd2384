import { useId } from 'react'
import type { ReactNode } from 'react'
import type { OrganizationPluginConfig } from '../../../core/plugin-config'
import type { ForbiddenActions } from '../../../components/can/forbidden-actions-context'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../components/ui/cn'
import { Skeleton } from '../../../components/ui/skeleton'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { ManagementErrorAlert } from '../management-error-alert'
import { useManagementMessages } from '../use-management-messages'
import { usePluginConfig } from '../use-plugin-config'
import { PluginSettingsForm } from './plugin-settings-form'

/** Props of {@link OrganizationPluginSettings}. */
export interface OrganizationPluginSettingsProps {
  /** The Neon project whose branch is configured. */
  projectId: string
  /** The branch whose organization plugin is configured. */
  branchId: string
  /**
   * Called with the whole configuration after a save. Inside `<OrgKitProvider>`, pass it on to the
   * provider's `config` so the kit's components follow (limits, creator role, e-mails, plugin off).
   */
  onSaved?: ((config: OrganizationPluginConfig) => void) | undefined
  /**
   * Why the viewer may not change these settings (e.g. "Only owners and admins of an organization on this
   * branch can change them."). When set, the settings are shown disabled, after the sentence "You can see these
   * settings but not change them." and this reason, and there is no save button. Decide it where your proxy
   * decides who may write, so the page says so before anyone tries; a refusal (403) is still announced if the
   * form was open for someone who may not write. `true` says the kit's own reason ("Your account, or the API
   * key in use, may not change them.").
   */
  readOnlyReason?: ReactNode
  /**
   * With `readOnlyReason`: no save button (`hide`), or the save button disabled and described by the reason
   * (`explain`), so keyboard and screen-reader users meet the reason where they would save.
   * @default the nearest `<ForbiddenActionsProvider>`'s, else 'hide'
   */
  forbiddenActions?: ForbiddenActions | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * Settings of the organization plugin of one branch, through the management API: plugin on or off (turning
 * it off asks first and says that every organization call will then fail), organizations per user and
 * members per organization (whole numbers from 1), the creator's role (with what an admin cannot do), and
 * invitation e-mails (with their e-mail verification requirement). Input is checked before any request;
 * only the changed fields are sent; the saved or failed outcome is announced, with the API's status and
 * message on failure (401: key rejected, 403: not allowed, 429: rate limited). With `readOnlyReason`, the same
 * settings are shown disabled, with the reason.
 *
 * Needs `<ManagementProvider>` inside the app's `QueryClientProvider`; `<OrgKitProvider>` is optional.
 *
 * @example
 * <ManagementProvider client={management}>
 *   <OrganizationPluginSettings projectId={projectId} branchId={branchId} onSaved={setPluginConfig} />
 * </ManagementProvider>
 */
export function OrganizationPluginSettings({
  projectId,
  branchId,
  onSaved,
  readOnlyReason,
  forbiddenActions,
  className,
}: OrganizationPluginSettingsProps) {
  const { t } = useManagementMessages()
  const titleId = useId()
  const query = usePluginConfig(projectId, branchId)

  const shell = (body: ReactNode, busy = false) => (
    <section
      data-slot="orgkit-plugin-settings"
      className={cn(className)}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <h2 id={titleId} data-slot="orgkit-plugin-settings-title">
        {t('organizationPluginSettings.title')}
      </h2>
      <p data-slot="orgkit-description">{t('organizationPluginSettings.introduction')}</p>
      {body}
    </section>
  )

  // Data first: a failed background refetch keeps the last configuration, and the form keeps what was typed.
  if (query.data) {
    return shell(
      <PluginSettingsForm
        key={`${projectId}/${branchId}`}
        projectId={projectId}
        branchId={branchId}
        config={query.data}
        onSaved={onSaved}
        readOnlyReason={readOnlyReason}
        forbiddenActions={forbiddenActions}
      />,
    )
  }
  if (query.isError) {
    const retry = (
      <Button onClick={() => void query.refetch()} aria-busy={query.isFetching || undefined}>
        {t('organizationPluginSettings.retryButton')}
      </Button>
    )
    return shell(
      <ManagementErrorAlert
        error={query.error}
        lead={t('organizationPluginSettings.loadFailedMessage')}
        action={retry}
      />,
    )
  }
  return shell(
    <div data-slot="orgkit-plugin-settings-loading" role="status">
      <VisuallyHidden>{t('organizationPluginSettings.loadingLabel')}</VisuallyHidden>
      <Skeleton width="half" />
      <Skeleton width="third" />
      <Skeleton width="third" />
      <Skeleton width="two-thirds" />
    </div>,
    true,
  )
}

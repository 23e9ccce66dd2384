import { Suspense, useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { Organization } from '../../core/domain'
import { checkRolePermission } from '../../core/check-role-permission'
import { useDeleteOrganization } from '../../hooks/use-delete-organization'
import { useFullOrganization } from '../../hooks/use-full-organization'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { organizationSettingsMessagesEn } from '../../messages/en/organization-settings'
import { lazyPart } from '../ui/lazy-part'
import { TableProblem, viewerProblem } from '../ui/table-states'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useViewerRoles } from '../ui/use-viewer-roles'
import { useAnnounce } from '../announcer/use-announce'
import type { ForbiddenActions } from '../can/forbidden-actions-context'
import { DangerZone } from './danger-zone'

// The profile form (react-hook-form, its resolver, the schema, the fields) is fetched when the settings are
// first shown, alongside their reads, and shown with them: until both are there the settings say "Loading…".
const { Component: OrganizationProfile, preload: preloadOrganizationProfile } = lazyPart(() =>
  import('./organization-profile').then((module) => module.OrganizationProfile),
)

/** Props of {@link OrganizationSettings}. */
export interface OrganizationSettingsProps {
  /** The organization to show; the active one when absent. */
  organizationId?: string | undefined
  /** Called with the organization after its profile was saved. */
  onSaved?: ((organization: Organization) => void) | undefined
  /** Called after the user left the organization (e.g. to navigate away). */
  onLeft?: ((organizationId: string) => void) | undefined
  /** Where to go after leaving (after `onLeft`), as a plain value, e.g. `"/"`. Goes through the provider's `navigate`. */
  afterLeaveUrl?: string | undefined
  /** Called after the organization was deleted (e.g. to navigate away). */
  onDeleted?: ((organizationId: string) => void) | undefined
  /** Where to go after deleting (after `onDeleted`), as a plain value, e.g. `"/"`. */
  afterDeleteUrl?: string | undefined
  /**
   * Deleting, for those who may not: not offered (`hide`), or shown disabled with the reason (`explain`).
   * Leaving refused to the last owner, and a profile the viewer may not edit, always say why.
   * @default the nearest `<ForbiddenActionsProvider>`'s, else 'hide'
   */
  forbiddenActions?: ForbiddenActions | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * Settings of the active (or given) organization. Owners and admins (`organization:update`) edit its
 * profile (name, slug with availability, logo; only changed fields are sent, never metadata), everyone else reads
 * it; nothing is shown until the role is known, so no form flashes. The danger zone offers leaving (refused,
 * with the reason, to the last holder of `creator_role`) and, to owners, deleting after typing the slug;
 * admins see why they may not, plain members are not offered it. With `creator_role: 'admin'` managers are
 * told what that means. Renders nothing while signed out.
 *
 * @example
 * <OrganizationSettings onDeleted={() => navigate('/')} onLeft={() => navigate('/')} />
 */
export function OrganizationSettings(props: OrganizationSettingsProps) {
  const { organizationId, onSaved, className } = props
  const { t } = useLocalizedMessages(organizationSettingsMessagesEn)
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const viewer = useViewerRoles(organizationId)
  const full = useFullOrganization({ organizationId })
  // Here, not in the danger zone: it unmounts once the organization is gone, before `mutate`'s callbacks run.
  const leave = useLeaveOrganization()
  const remove = useDeleteOrganization()
  useEffect(() => preloadOrganizationProfile(), [])
  // Once the organization is left or deleted, its dialog closes (giving the focus back to a button about to
  // go). This effect runs after the dialog's clean-up: the title takes the focus, and the result is said only
  // now, as the page outside a modal dialog is inert and a live region in it would not be heard.
  const announce = useAnnounce()
  const [done, setDone] = useState<{ announcement: string } | null>(null)
  useEffect(() => {
    if (done === null) return
    titleRef.current?.focus()
    announce({ tone: 'success', message: done.announcement })
  }, [done, announce])
  if (viewer.status === 'signed-out') return null

  const { roles, accessControl } = viewer
  // None active, the role read or the organization read failed; else shown once both the role and it are known.
  const error = viewerProblem(viewer) ?? full.error
  const organization = !error && viewer.status === 'ready' ? full.data : undefined
  const manages = checkRolePermission({ role: roles, permissions: { organization: ['update'] }, accessControl })
  const loading = <p role="status">{t('organizationSettings.loadingStatus')}</p>
  let body: ReactNode = loading
  if (error) {
    const retry = () => {
      viewer.retry()
      void full.refetch()
    }
    body = <TableProblem error={error} onRetry={retry} />
  } else if (organization) {
    body = (
      <Suspense fallback={loading}>
        <OrganizationProfile key={organization.id} organization={organization} editable={manages} onSaved={onSaved} />
        <DangerZone
          organization={organization}
          viewer={viewer}
          manages={manages}
          settings={props}
          mutations={{ leave, remove }}
          afterDone={(announcement) => setDone({ announcement })}
        />
      </Suspense>
    )
  }
  return (
    <section
      data-slot="orgkit-organization-settings"
      className={className}
      aria-labelledby={titleId}
      aria-busy={(!error && !organization) || undefined}
    >
      {/* Focusable from script only: where the focus goes once the organization is left or deleted. */}
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {t('organizationSettings.title')}
      </h2>
      {body}
    </section>
  )
}

import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import type { FullOrganization, Organization } from '../../core/domain'
import { checkRolePermission } from '../../core/check-role-permission'
import { canLeaveOrganization, countCreatorRoleHolders } from '../../core/role-rules'
import { useDeleteOrganization } from '../../hooks/use-delete-organization'
import { useFullOrganization } from '../../hooks/use-full-organization'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useMessages } from '../../hooks/use-messages'
import { organizationFormEn } from '../../messages/en/organization-form'
import { organizationSettingsEn } from '../../messages/en/organization-settings'
import type { AreaMessages } from '../../messages/messages-scope-context'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Field } from '../ui/field'
import { MessagesScope } from '../ui/messages-scope'
import { TableProblem, viewerProblem } from '../ui/table-states'
import { useViewerRoles } from '../ui/use-viewer-roles'
import { OrganizationProfile } from './organization-profile'
import { useRedirect } from '../ui/use-redirect'

/** English strings of the message areas this component shows (see `MessagesScope`). */
const MESSAGES: AreaMessages = { ...organizationSettingsEn, ...organizationFormEn }

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
    <MessagesScope messages={MESSAGES}>
      <Settings {...props} />
    </MessagesScope>
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

interface DangerActionProps {
  kind: 'leave' | 'delete'
  organization: FullOrganization
  mutation: ReturnType<typeof useLeaveOrganization | typeof useDeleteOrganization>
  onDone: Callback
  /** Where to go after `onDone`. */
  redirectUrl: string | undefined
  /** Why the action is refused (the button stays focusable, `aria-disabled`, described by it); empty when allowed. */
  reason: string
}

/** Leave or delete: title, what it does, why not, and a confirmation dialog (deleting asks for the slug first). */
function DangerAction({ kind, organization, mutation, onDone, redirectUrl, reason }: DangerActionProps) {
  const redirect = useRedirect()
  const { t, errorMessage } = useMessages()
  const id = useId()
  const [open, setOpen] = useState(false)
  // Leaving needs no more; deleting, the slug typed.
  const [ready, setReady] = useState(false)
  const { name, slug } = organization
  const busy = mutation.isPending
  const title = t(`settings.${kind}`)
  const description = t(`settings.${kind}Info`, { name })
  return (
    <div data-slot="orgkit-danger-item">
      <div>
        <h4>{title}</h4>
        <p data-slot="orgkit-description">{description}</p>
        {reason && (
          <p id={id} data-slot="orgkit-disabled-reason">
            {reason}
          </p>
        )}
      </div>
      <Button
        variant={kind === 'delete' ? 'danger' : undefined}
        aria-haspopup="dialog"
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? id : undefined}
        onClick={() => {
          if (reason) return
          mutation.reset()
          setReady(kind === 'leave')
          setOpen(true)
        }}
      >
        {title}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t(`settings.${kind}Ask`, { name })} description={description}>
        <form
          data-slot={`orgkit-${kind}-organization-form`}
          onSubmit={(event) => {
            event.preventDefault()
            if (ready && !busy) {
              mutation.mutate(
                { organizationId: organization.id },
                {
                  onSuccess: () => {
                    setOpen(false)
                    onDone?.(organization.id)
                    redirect(redirectUrl, organization)
                  },
                },
              )
            }
          }}
        >
          {kind === 'delete' ? (
            <Field id={`${id}s`} label={t('settings.typeSlug', { slug })}>
              <input
                id={`${id}s`}
                data-slot="orgkit-input"
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                onChange={(event) => setReady(event.target.value.trim() === slug)}
              />
            </Field>
          ) : null}
          {mutation.isError && <Alert tone="danger">{errorMessage(mutation.error)}</Alert>}
          <div data-slot="orgkit-dialog-footer">
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="danger" disabled={!ready || busy} aria-busy={busy || undefined}>
              {t(`settings.${kind}${busy ? 'Busy' : 'Confirm'}`)}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  )
}

import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import type { FullOrganization, Organization } from '../../core/domain'
import { isOrgKitError } from '../../core/org-kit-error'
import { canDeleteOrganization, canLeaveOrganization, canUpdateOrganization, countCreatorRoleHolders } from '../../core/role-rules'
import { useActiveMemberRole } from '../../hooks/use-active-member-role'
import { useDeleteOrganization } from '../../hooks/use-delete-organization'
import { useFullOrganization } from '../../hooks/use-full-organization'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useMessages } from '../../hooks/use-messages'
import { useSession } from '../../hooks/use-session'
import { organizationFormEn } from '../../messages/en/organization-form'
import { organizationSettingsEn } from '../../messages/en/organization-settings'
import type { AreaMessages } from '../../messages/messages-scope-context'
import { useOrgKit } from '../../query/use-org-kit'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { Dialog } from '../ui/dialog'
import { Field } from '../ui/field'
import { MessagesScope } from '../ui/messages-scope'
import { Skeleton } from '../ui/skeleton'
import { VisuallyHidden } from '../ui/visually-hidden'
import { OrganizationProfile } from './organization-profile'

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
  /** Called after the organization was deleted (e.g. to navigate away). */
  onDeleted?: Callback
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

function Settings({ organizationId, onSaved, onLeft, onDeleted, className }: OrganizationSettingsProps) {
  const { t, errorMessage } = useMessages()
  const { creator_role: creatorRole } = useOrgKit().config
  const id = useId()
  const session = useSession()
  const full = useFullOrganization({ organizationId })
  const role = useActiveMemberRole({ organizationId })
  const leave = useLeaveOrganization()
  const remove = useDeleteOrganization()
  if (session.data === null) return null

  const error = full.error ?? role.error
  const loading = !error && (session.isPending || full.isPending || role.isPending)
  const organization = full.data
  const actorRoles = role.data?.role ?? []
  const manages = canUpdateOrganization({ actorRoles }).allowed
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
        {['40%', '70%', '55%'].map((width) => (
          <Skeleton key={width} width={width} />
        ))}
      </div>
    )
  } else if (!organization) {
    body = <Alert>{t('settings.noOrganization')}</Alert>
  } else {
    const { name } = organization
    const mayLeave = canLeaveOrganization({ actorRoles, creatorRole, creatorRoleHolders: countCreatorRoleHolders(organization.members, creatorRole) })
    body = (
      <>
        <OrganizationProfile key={organization.id} organization={organization} editable={manages} onSaved={onSaved} />
        <section data-slot="orgkit-danger-zone" aria-labelledby={`${id}d`}>
          <h3 id={`${id}d`}>{t('settings.dangerZone')}</h3>
          {manages && creatorRole === 'admin' ? (
            <Alert>
              <strong>{t('settings.creatorAdminTitle')}</strong> {t('settings.creatorAdminBody')}
            </Alert>
          ) : null}
          <DangerAction
            kind="leave"
            organization={organization}
            mutation={leave}
            onDone={onLeft}
            reason={mayLeave.allowed ? '' : t('settings.leaveSoleHolder', { role: t(`role.${creatorRole}`), name })}
          />
          {manages ? (
            <DangerAction
              kind="delete"
              organization={organization}
              mutation={remove}
              onDone={onDeleted}
              reason={canDeleteOrganization({ actorRoles }).allowed ? '' : t('settings.deleteOwnerOnly')}
            />
          ) : null}
        </section>
      </>
    )
  }
  return (
    <section data-slot="orgkit-organization-settings" className={cn(className)} aria-labelledby={id} aria-busy={loading || undefined}>
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
  /** Why the action is refused (the button stays focusable, `aria-disabled`, described by it); empty when allowed. */
  reason: string
}

/** Leave or delete: title, what it does, why not, and a confirmation dialog (deleting asks for the slug first). */
function DangerAction({ kind, organization, mutation, onDone, reason }: DangerActionProps) {
  const { t, errorMessage } = useMessages()
  const id = useId()
  const [open, setOpen] = useState(false)
  // Leaving needs no more; deleting, the slug typed.
  const [ready, setReady] = useState(false)
  const { name, slug } = organization
  const busy = mutation.isPending
  const title = t(`settings.${kind}Title`)
  const description = t(`settings.${kind}Description`, { name })
  return (
    <div data-slot="orgkit-danger-item">
      <div>
        <h4>{title}</h4>
        <p data-slot="orgkit-description">{description}</p>
        {reason ? (
          <p id={id} data-slot="orgkit-disabled-reason">
            {reason}
          </p>
        ) : null}
      </div>
      <Button
        variant={kind === 'delete' ? 'danger' : 'secondary'}
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
      <Dialog open={open} onOpenChange={setOpen} title={t(`settings.${kind}ConfirmTitle`, { name })} description={description} slot="orgkit-confirm-dialog">
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
                  },
                },
              )
            }
          }}
        >
          {kind === 'delete' ? (
            <Field id={`${id}s`} label={t('settings.deleteConfirmLabel', { slug })}>
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
          {mutation.isError ? <Alert tone="danger">{errorMessage(mutation.error)}</Alert> : null}
          <div data-slot="orgkit-dialog-footer">
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="danger" disabled={!ready || busy} aria-busy={busy || undefined}>
              {t(busy ? (kind === 'leave' ? 'settings.leaving' : 'settings.deleting') : `settings.${kind}Confirm`)}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  )
}

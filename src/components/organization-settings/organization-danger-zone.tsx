import { useId, useState } from 'react'
import type { FullOrganization } from '../../core/domain'
import type { CreatorRole } from '../../core/plugin-config'
import { canDeleteOrganization, canLeaveOrganization, canUpdateOrganization, countCreatorRoleHolders } from '../../core/role-rules'
import { useDeleteOrganization } from '../../hooks/use-delete-organization'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Field } from '../ui/field'

type Callback = ((organizationId: string) => void) | undefined

/** Props of {@link OrganizationDangerZone}. */
interface OrganizationDangerZoneProps {
  organization: FullOrganization
  roles: readonly string[]
  creatorRole: CreatorRole
  onLeft?: Callback
  onDeleted?: Callback
}

/**
 * Leave (refused, with the reason, to the last holder of the creator role, as the server would) and delete
 * (owners only, after typing the slug). Deleting is shown to those who manage the organization (admins see
 * why not) and left out for plain members. With `creator_role: 'admin'` managers are told what that means.
 */
export function OrganizationDangerZone({ organization, roles, creatorRole, onLeft, onDeleted }: OrganizationDangerZoneProps) {
  const { t } = useMessages()
  const headingId = useId()
  const leave = useLeaveOrganization()
  const remove = useDeleteOrganization()
  const actorRoles = roles
  const { name } = organization
  const manages = canUpdateOrganization({ actorRoles }).allowed
  const mayLeave = canLeaveOrganization({ actorRoles, creatorRole, creatorRoleHolders: countCreatorRoleHolders(organization.members, creatorRole) })
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

/** One action: title, what it does, why not, and a confirmation dialog (deleting asks for the slug first). */
function DangerAction({ kind, organization, mutation, onDone, reason }: DangerActionProps) {
  const { t, errorMessage } = useMessages()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const { name, slug } = organization
  const ready = kind === 'leave' || typed.trim() === slug
  const busy = mutation.isPending
  const title = t(`settings.${kind}Title`)
  const description = t(`settings.${kind}Description`, { name })
  return (
    <div data-slot="orgkit-danger-item">
      <div data-slot="orgkit-danger-item-text">
        <h4 data-slot="orgkit-danger-item-title">{title}</h4>
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
          setTyped('')
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
            <Field id={`${id}-slug`} label={t('settings.deleteConfirmLabel', { slug })}>
              <input
                id={`${id}-slug`}
                data-slot="orgkit-input"
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
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

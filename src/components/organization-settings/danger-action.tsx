import { useId, useState } from 'react'
import type { FullOrganization } from '../../core/domain'
import type { useDeleteOrganization } from '../../hooks/use-delete-organization'
import type { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Field } from '../ui/field'
import { useRedirect } from '../ui/use-redirect'

/** The words of each danger action, by key. */
const DANGER_TEXT = {
  leave: {
    title: 'settings.leave',
    info: 'settings.leaveInfo',
    ask: 'settings.leaveAsk',
    confirm: 'settings.leaveConfirm',
    busy: 'settings.leaveBusy',
  },
  delete: {
    title: 'settings.delete',
    info: 'settings.deleteInfo',
    ask: 'settings.deleteAsk',
    confirm: 'settings.deleteConfirm',
    busy: 'settings.deleteBusy',
  },
} as const satisfies Record<string, Record<string, MessageKey>>

/** Props of {@link DangerAction}. */
export interface DangerActionProps {
  kind: 'leave' | 'delete'
  organization: FullOrganization
  mutation: ReturnType<typeof useLeaveOrganization | typeof useDeleteOrganization>
  /** Called with the organization's id once it is done. */
  onDone: ((organizationId: string) => void) | undefined
  /** Where to go after `onDone`. */
  redirectUrl: string | undefined
  /** Why the action is refused (the button stays focusable, `aria-disabled`, described by it); empty when allowed. */
  reason: string
}

/** Leave or delete: title, what it does, why not, and a confirmation dialog (deleting asks for the slug first). */
export function DangerAction({ kind, organization, mutation, onDone, redirectUrl, reason }: DangerActionProps) {
  const redirect = useRedirect()
  const { t, errorMessage } = useMessages()
  const id = useId()
  const [open, setOpen] = useState(false)
  // Leaving needs no more; deleting, the slug typed.
  const [ready, setReady] = useState(false)
  const { name, slug } = organization
  const busy = mutation.isPending
  const text = DANGER_TEXT[kind]
  const title = t(text.title)
  const description = t(text.info, { name })
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
      <Dialog open={open} onOpenChange={setOpen} title={t(text.ask, { name })} description={description}>
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
              {t(busy ? text.busy : text.confirm)}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  )
}

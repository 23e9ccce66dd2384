import { useId, useState } from 'react'
import type { Organization } from '../../core/domain'
import { useDeleteOrganization } from '../../hooks/use-delete-organization'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Field } from '../ui/field'

/** Props of {@link DeleteOrganizationDialog}. */
interface DeleteOrganizationDialogProps {
  organization: Organization
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted?: ((organizationId: string) => void) | undefined
}

/** Confirms deletion by typing the organization's slug, then deletes it with its members and invitations. */
export function DeleteOrganizationDialog({ organization, open, onOpenChange, onDeleted }: DeleteOrganizationDialogProps) {
  const { t, errorMessage } = useMessages()
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const remove = useDeleteOrganization()
  const confirmed = typed.trim() === organization.slug
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.deleteConfirmTitle', { name: organization.name })}
      description={t('settings.deleteDescription', { name: organization.name })}
      slot="orgkit-confirm-dialog"
    >
      <form
        data-slot="orgkit-delete-organization-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (!confirmed || remove.isPending) return
          remove.mutate(
            { organizationId: organization.id },
            {
              onSuccess: () => {
                onOpenChange(false)
                onDeleted?.(organization.id)
              },
            },
          )
        }}
      >
        <Field id={inputId} label={t('settings.deleteConfirmLabel', { slug: organization.slug })}>
          <input
            id={inputId}
            data-slot="orgkit-input"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        {remove.isError ? <Alert tone="danger">{errorMessage(remove.error)}</Alert> : null}
        <div data-slot="orgkit-dialog-footer">
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button type="submit" variant="danger" disabled={!confirmed || remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? t('settings.deleting') : t('settings.deleteConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

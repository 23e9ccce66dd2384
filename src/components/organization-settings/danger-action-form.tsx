import { useId, useState } from 'react'
import type { FullOrganization } from '../../core/domain'
import { organizationSettingsMessagesEn } from '../../messages/en/organization-settings'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Field } from '../ui/field'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useRedirect } from '../ui/use-redirect'
import { useSingleFlight } from '../ui/use-single-flight'
import type { DangerMutation } from './danger-action'
import { DANGER_ACTION_TEXT } from './danger-action-text'
import type { DangerActionKind } from './danger-action-text'

/** Props of {@link DangerActionForm}. */
export interface DangerActionFormProps {
  kind: DangerActionKind
  /** Closes the dialog (Cancel, Escape, done). */
  close: () => void
  /**
   * Called once the action is done, with what to announce: the settings move the focus to their title (the
   * button is gone with the organization) and announce it once the dialog has closed.
   */
  afterDone: (announcement: string) => void
  organization: FullOrganization
  mutation: DangerMutation
  onDone: ((organizationId: string) => void) | undefined
  redirectUrl: string | undefined
}

/**
 * The confirmation form of a danger action, mounted while its dialog is open: leaving needs a click,
 * deleting the slug typed first.
 */
export function DangerActionForm(props: DangerActionFormProps) {
  const { kind, close, organization, mutation } = props
  const { t, errorMessage } = useLocalizedMessages(organizationSettingsMessagesEn)
  const redirect = useRedirect()
  const slugInputId = useId()
  const flight = useSingleFlight()
  // Deleting is ready once the slug is typed (nothing is typed when the dialog opens: it mounts then).
  const [slugTyped, setSlugTyped] = useState(false)
  const ready = kind === 'leave' || slugTyped
  const busy = mutation.isPending
  const text = DANGER_ACTION_TEXT[kind]
  const { slug } = organization

  const confirm = () => {
    if (!ready) return
    // The refusal is the mutation's error, shown in the form.
    void flight.run('confirm', async () => {
      await mutation.mutateAsync({ organizationId: organization.id })
      close()
      props.afterDone(t(text.doneAnnouncement, { name: organization.name }))
      props.onDone?.(organization.id)
      redirect(props.redirectUrl, organization)
    })
  }

  return (
    <form
      data-slot={kind === 'leave' ? 'orgkit-leave-organization-form' : 'orgkit-delete-organization-form'}
      onSubmit={(event) => {
        event.preventDefault()
        confirm()
      }}
    >
      {kind === 'delete' ? (
        <Field id={slugInputId} label={t('organizationSettings.deleteSlugConfirmationLabel', { slug })}>
          <input
            id={slugInputId}
            data-slot="orgkit-input"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            onChange={(event) => setSlugTyped(event.target.value.trim() === slug)}
          />
        </Field>
      ) : null}
      {mutation.isError ? <Alert tone="danger">{errorMessage(mutation.error)}</Alert> : null}
      <div data-slot="orgkit-dialog-footer">
        <Button onClick={close}>{t(text.cancelButton)}</Button>
        <Button type="submit" variant="danger" disabled={!ready || busy} aria-busy={busy || undefined}>
          {t(busy ? text.busyButton : text.confirmButton)}
        </Button>
      </div>
    </form>
  )
}

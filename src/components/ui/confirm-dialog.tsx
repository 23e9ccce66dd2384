import { useEffect, useRef } from 'react'
import type { ReactNode, SyntheticEvent } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

/** Props of {@link ConfirmDialog}. Every word comes from the caller's catalog. */
export interface ConfirmDialogProps {
  /** The question, naming who and what: "Remove Mia Member from Acme Inc.?" */
  title: string
  /** The consequence, plainly: "They lose access at once." */
  description: ReactNode
  /** The confirm button says the action: "Remove Mia Member". */
  confirmLabel: string
  /** The confirm button's words while the request runs: "Removing…". */
  pendingLabel: string
  cancelLabel: string
  /** `danger` for a destructive action (the confirm button in the danger colour). @default 'default' */
  tone?: 'default' | 'danger'
  /** Whether the request runs: both buttons are `aria-disabled` (they keep the focus), Escape does nothing. */
  pending: boolean
  /** Whether confirming is not possible yet (nothing chosen, nothing changed): the confirm button is `aria-disabled`. */
  confirmDisabled?: boolean | undefined
  /** The last failure, in words (the server's reason): shown inside the dialog as an alert. */
  error?: string | undefined
  /** Choices to make before confirming (a radio group, a select); they sit between the description and the buttons. */
  children?: ReactNode
  /** Called on the confirm button (or Enter in a field). The caller runs the request and closes on success. */
  onConfirm: () => void
  /** Called on Cancel and Escape (not while pending). */
  onCancel: () => void
  /**
   * Where the focus goes when the dialog has closed and the control that opened it is gone (a removed row):
   * the next sensible place. Without it, or when the opener is still there, the focus returns to the opener.
   */
  focusAfterClose?: (() => void) | undefined
  /** `data-slot` of the dialog. @default 'orgkit-confirm-dialog' */
  slot?: string
}

/**
 * Asks before an action, naming its consequence: a native modal `<dialog>` (ui/dialog.tsx) with the
 * question as its title, the consequence as its description, Cancel and a confirm button whose words say
 * the action. It opens with the focus on Cancel, the safe choice; while the request runs both buttons say so
 * and do nothing; a failure stays inside, as an alert, for another try. On close the focus returns to the
 * opener, or, when the opener is gone, goes where `focusAfterClose` puts it. Render it only while open.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, description, confirmLabel, pendingLabel, cancelLabel, tone = 'default', pending, error } = props
  const { children, onConfirm, onCancel, confirmDisabled, slot = 'orgkit-confirm-dialog' } = props
  const cancelRef = useRef<HTMLButtonElement>(null)
  const focusAfterClose = useRef(props.focusAfterClose)
  useEffect(() => {
    focusAfterClose.current = props.focusAfterClose
  })

  // The Dialog (a parent: its effect runs after this one, in the same flush) notes the opener and shows the
  // dialog, which focuses its first control (a radio, maybe); then, a microtask later, Cancel takes the focus.
  useEffect(() => {
    queueMicrotask(() => cancelRef.current?.focus())
    return () => {
      // The Dialog gave the focus back to its opener; when the opener is gone, it fell to the page.
      setTimeout(() => {
        const focused = document.activeElement
        if (!focused || focused === document.body || !focused.isConnected) focusAfterClose.current?.()
      }, 0)
    }
  }, [])

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (!pending && !confirmDisabled) onConfirm()
  }
  return (
    <Dialog
      open
      slot={slot}
      title={title}
      description={description}
      onOpenChange={() => {
        if (!pending) onCancel()
      }}
    >
      <form data-slot={`${slot}-form`} onSubmit={submit} aria-busy={pending || undefined}>
        {children}
        {error ? (
          <p data-slot="orgkit-alert" data-tone="danger" role="alert">
            {error}
          </p>
        ) : null}
        <div data-slot="orgkit-dialog-footer">
          <Button
            ref={cancelRef}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onCancel()
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant={tone === 'danger' ? 'danger' : 'primary'}
            aria-disabled={pending || confirmDisabled === true || undefined}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

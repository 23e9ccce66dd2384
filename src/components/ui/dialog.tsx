import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { cn } from './cn'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown (modal). */
  open: boolean
  /** Called with `false` when the user dismisses it (Escape, or a close control calling it). */
  onOpenChange: (open: boolean) => void
  /** The visible title; it labels the dialog. */
  title: ReactNode
  /** Optional text under the title; it describes the dialog. */
  description?: ReactNode
  children: ReactNode
  /** `data-slot` of the dialog, so each kit dialog can be styled apart. */
  slot?: string
  className?: string | undefined
}

/**
 * A native `<dialog>` shown with `showModal()` (focus trap, Escape and the top layer for free), labelled by
 * its title, returning focus to whatever had it before opening.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  slot = 'orgkit-dialog',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // jsdom has no showModal; the attribute keeps the dialog usable there (and in very old browsers).
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
      else dialog.removeAttribute('open')
      previous?.focus()
    }
  }, [open])

  if (!open) return null
  return (
    <dialog
      ref={ref}
      data-slot={slot}
      data-state="open"
      className={cn(className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onOpenChange(false)
      }}
    >
      <h2 id={titleId} data-slot="orgkit-dialog-title">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} data-slot="orgkit-description">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>
  )
}

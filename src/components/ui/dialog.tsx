import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { cn } from './cn'
import { Skeleton } from './skeleton'

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
 * its title, returning focus to whatever had it before opening. Content whose code is still loading (a
 * lazily loaded form) shows placeholders under the title, and gets the focus once it is there.
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
  // Content whose code is loading shows a placeholder (the dialog is `aria-busy` meanwhile). `showModal()`
  // found nothing to focus then and focused the dialog itself, so once the content is there the focus goes
  // on to its first control, as it would have had the content been there at once.
  const [contentLoading, setContentLoading] = useState(false)
  const waitedForContent = useRef(false)
  const placeholderShown = useCallback(() => {
    waitedForContent.current = true
    setContentLoading(true)
  }, [])
  const contentShown = useCallback(() => {
    if (!waitedForContent.current) return
    waitedForContent.current = false
    setContentLoading(false)
    const dialog = ref.current
    if (dialog && (document.activeElement === dialog || document.activeElement === document.body))
      focusFirstControl(dialog)
  }, [])

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
      aria-busy={contentLoading || undefined}
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
      <Suspense fallback={<ContentPlaceholder onShown={placeholderShown} />}>
        {children}
        <ContentShown onShown={contentShown} />
      </Suspense>
    </dialog>
  )
}

/** The controls `showModal()` would focus first, in document order (disabled ones are skipped). */
const CONTROLS = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])'

function focusFirstControl(dialog: HTMLDialogElement) {
  const control = Array.from(dialog.querySelectorAll<HTMLElement>(CONTROLS)).find(
    (element) => !element.matches(':disabled'),
  )
  control?.focus()
}

/** Two field-shaped placeholders while the content's code loads; the dialog is `aria-busy` meanwhile. */
function ContentPlaceholder({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown])
  return (
    <div data-slot="orgkit-dialog-placeholder" aria-hidden="true">
      <div data-slot="orgkit-field">
        <Skeleton width="short" />
        <Skeleton />
      </div>
      <div data-slot="orgkit-field">
        <Skeleton width="short" />
        <Skeleton />
      </div>
    </div>
  )
}

/** Tells the dialog its content is shown: mounted with it, after any placeholder. */
function ContentShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown])
  return null
}

import { X } from 'lucide'
import { useEffect, useRef } from 'react'
import { Icon } from '../ui/icon'
import type { Toast } from './use-toast-queue'

/** How long a success or a piece of information stays, while neither hovered nor focused. Errors stay until dismissed. */
export const TOAST_DURATION_MS = 6000

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  toasts: readonly Toast[]
  onDismiss: (id: number) => void
  /** The region's name for assistive technology ("Notifications"). */
  regionLabel: string
  /** The accessible name of each toast's close button ("Dismiss"). */
  dismissLabel: string
}

/**
 * Where the kit says what happened, when the app gives no `announce` of its own: a corner of the screen.
 * Each result is a `role="status"` toast (its own live region off) inside a polite live region that is in the
 * page from the start, so a screen reader hears what is added to it, once; each error is a `role="alert"`
 * toast, announced as it appears.
 */
export function ToastRegion({ toasts, onDismiss, regionLabel, dismissLabel }: ToastRegionProps) {
  const item = (toast: Toast) => (
    <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} />
  )
  return (
    <section data-slot="orgkit-toast-region" aria-label={regionLabel}>
      <div aria-live="polite" data-slot="orgkit-toast-list">
        {toasts.filter((toast) => toast.tone !== 'error').map(item)}
      </div>
      <div data-slot="orgkit-toast-list">{toasts.filter((toast) => toast.tone === 'error').map(item)}</div>
    </section>
  )
}

interface ToastItemProps {
  toast: Toast
  onDismiss: (id: number) => void
  dismissLabel: string
}

/** How often a toast that is due to go but is hovered or focused looks again. */
const RECHECK_MS = 1000

/** One toast. A success goes away by itself, but never while the pointer or the focus is on it. */
function ToastItem({ toast, onDismiss, dismissLabel }: ToastItemProps) {
  const ref = useRef<HTMLDivElement>(null)
  const staysUntilDismissed = toast.tone === 'error'
  useEffect(() => {
    if (staysUntilDismissed) return
    let timer: ReturnType<typeof setTimeout>
    const inUse = () => {
      const element = ref.current
      return element !== null && (element.matches(':hover') || element.contains(document.activeElement))
    }
    const dismissUnlessInUse = () => {
      if (inUse()) timer = setTimeout(dismissUnlessInUse, RECHECK_MS)
      else onDismiss(toast.id)
    }
    timer = setTimeout(dismissUnlessInUse, TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [staysUntilDismissed, onDismiss, toast.id])
  return (
    <div
      ref={ref}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      // A result's own live region is off: the polite region around it reads what is added, once (a live
      // region inside another is read twice by NVDA and JAWS). An alert is read as it appears.
      aria-live={toast.tone === 'error' ? undefined : 'off'}
      data-slot="orgkit-toast"
      data-tone={toast.tone}
    >
      <p data-slot="orgkit-toast-message">{toast.message}</p>
      <button
        type="button"
        data-slot="orgkit-toast-dismiss"
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <Icon icon={X} />
      </button>
    </div>
  )
}

import type { ReactNode } from 'react'

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  /** An id, so a control can point at the text (`aria-describedby`). */
  id?: string
  children: ReactNode
}

/**
 * Text for assistive technology only, hidden by the stylesheet (`[data-slot='orgkit-visually-hidden']`), not
 * by an inline style, so the kit works under a strict Content-Security-Policy. Without the stylesheet it shows.
 */
export function VisuallyHidden({ id, children }: VisuallyHiddenProps) {
  return (
    <span id={id} data-slot="orgkit-visually-hidden">
      {children}
    </span>
  )
}

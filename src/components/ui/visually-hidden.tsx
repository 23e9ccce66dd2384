import type { ReactNode } from 'react'

// The usual clip pattern: out of sight and out of the layout, still read by screen readers.
const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  /** An id, so a control can point at the text (`aria-describedby`). */
  id?: string
  children: ReactNode
}

/** Text for assistive technology only; hidden by inline style, so it works without the stylesheet. */
export function VisuallyHidden({ id, children }: VisuallyHiddenProps) {
  return (
    <span id={id} data-slot="orgkit-visually-hidden" style={visuallyHiddenStyle}>
      {children}
    </span>
  )
}

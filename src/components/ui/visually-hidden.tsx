import type { ReactNode } from 'react'

const hidden = {
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

/** Text for assistive technology only; hidden by inline style, so it works without the stylesheet. */
export function VisuallyHidden({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} data-slot="orgkit-visually-hidden" style={hidden}>
      {children}
    </span>
  )
}

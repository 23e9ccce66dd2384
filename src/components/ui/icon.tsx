import { createElement } from 'react'
import type { IconNode } from 'lucide'

/** Props of {@link Icon}. */
export interface IconProps {
  /** The drawing, from the `lucide` icon set, which tree-shakes: `import { Check } from 'lucide'`. */
  icon: IconNode
  /** `data-slot` of the `<svg>`, so each place an icon appears can be styled apart. */
  slot?: string
  className?: string | undefined
}

/**
 * An SVG icon drawn in the text's colour (`currentColor`) at the text's size (1em), on the text's baseline
 * (styles.css). Always decorative: hidden from assistive technology, since the control it sits in is named by
 * its text or its `aria-label`.
 */
export function Icon({ icon, slot = 'orgkit-icon', className }: IconProps) {
  return (
    <svg
      data-slot={slot}
      className={className}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}

/** Props of {@link SwitcherIcon}. */
interface SwitcherIconProps {
  /** The character drawn: a chevron, a check mark, a plus. */
  glyph: string
  /** `data-slot` of the icon, for the stylesheet. */
  slot?: string | undefined
}

/** An icon glyph of the switcher, hidden from assistive technology. */
export function SwitcherIcon({ glyph, slot }: SwitcherIconProps) {
  return (
    <span data-slot={slot} aria-hidden="true">
      {glyph}
    </span>
  )
}

// WCAG 2.2 contrast of the stylesheet's colour tokens, as the tests read them from the files the kit ships.
// Every colour token is written `--orgkit-name: light-dark(#light, #dark);` (src/styles/base.css explains why).

/** A token's two values. */
export type ThemeColours = Record<'light' | 'dark', string>

/** Every `--orgkit-*: light-dark(#…, #…)` declaration of a stylesheet, by token name (without `--orgkit-`). */
export function readColourTokens(css: string): Map<string, ThemeColours> {
  const tokens = new Map<string, ThemeColours>()
  const declaration = /--orgkit-([a-z-]+):\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)\s*;/gi
  for (const match of css.matchAll(declaration)) {
    const [, name, light, dark] = match
    if (name === undefined || light === undefined || dark === undefined) continue
    tokens.set(name, { light, dark })
  }
  return tokens
}

/** Relative luminance of an sRGB colour written `#rrggbb` (WCAG 2.2 definition). */
function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** The contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const lighter = Math.max(relativeLuminance(first), relativeLuminance(second))
  const darker = Math.min(relativeLuminance(first), relativeLuminance(second))
  return (lighter + 0.05) / (darker + 0.05)
}

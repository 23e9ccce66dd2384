import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AVATAR_COLORS } from '../../../src/components/ui/avatar'

// The avatar colour pairs as the stylesheet defines them, read from the file the kit ships.
const css = readFileSync(new URL('../../../src/styles/avatar.css', import.meta.url), 'utf8')

/** The `--orgkit-avatar-*` tokens declared in the first block whose selector starts with `selector`. */
function tokensOf(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`no block ${selector} in avatar.css`)
  const body = css.slice(start, css.indexOf('}', start))
  return new Map(
    Array.from(body.matchAll(/(--orgkit-avatar-[\w-]+):\s*(#[0-9a-f]{6});/gi), ([, name, value]) => [
      name ?? '',
      value ?? '',
    ]),
  )
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255)
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

const themes = {
  light: tokensOf(":root,\n[data-orgkit-theme='light']"),
  'dark (prefers-color-scheme)': tokensOf(":root:not([data-orgkit-theme='light'])"),
  "dark ([data-orgkit-theme='dark'])": tokensOf("\n[data-orgkit-theme='dark']"),
}

describe('avatar colours', () => {
  it.each(
    Object.entries(themes).flatMap(([theme, tokens]) => AVATAR_COLORS.map((hue) => [theme, hue, tokens] as const)),
  )('%s, %s: the initials are at least 4.5:1 on their background', (_theme, hue, tokens) => {
    const background = tokens.get(`--orgkit-avatar-${hue}-bg`)
    const foreground = tokens.get(`--orgkit-avatar-${hue}-fg`)
    expect(background).toMatch(/^#[0-9a-f]{6}$/i)
    expect(foreground).toMatch(/^#[0-9a-f]{6}$/i)
    expect(contrast(background ?? '', foreground ?? '')).toBeGreaterThanOrEqual(4.5)
  })

  it('gives every hue a rule that paints it', () => {
    expect(css).toContain(
      "[data-slot='orgkit-avatar'][data-color] {\n  background: var(--orgkit-avatar-bg);\n  color: var(--orgkit-avatar-fg);\n}",
    )
    for (const hue of AVATAR_COLORS) {
      expect(css).toContain(
        `[data-slot='orgkit-avatar'][data-color='${hue}'] {\n  --orgkit-avatar-bg: var(--orgkit-avatar-${hue}-bg);\n  --orgkit-avatar-fg: var(--orgkit-avatar-${hue}-fg);\n}`,
      )
    }
  })

  it('the two dark blocks agree', () => {
    expect(themes["dark ([data-orgkit-theme='dark'])"]).toEqual(themes['dark (prefers-color-scheme)'])
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AVATAR_COLORS } from '../../../src/components/ui/avatar'
import { contrastRatio, readColourTokens } from '../../support/colour-contrast'

// The avatar colour pairs as the stylesheet defines them, read from the file the kit ships.
const css = readFileSync(new URL('../../../src/styles/avatar.css', import.meta.url), 'utf8')

const tokens = readColourTokens(css)

describe('avatar colours', () => {
  it.each(AVATAR_COLORS.flatMap((hue) => (['light', 'dark'] as const).map((theme) => [hue, theme] as const)))(
    '%s, %s: the initials are at least 4.5:1 on their background',
    (hue, theme) => {
      const background = tokens.get(`avatar-${hue}-bg`)?.[theme]
      const foreground = tokens.get(`avatar-${hue}-fg`)?.[theme]
      expect(background, `--orgkit-avatar-${hue}-bg: light-dark(#light, #dark)`).toMatch(/^#[0-9a-f]{6}$/i)
      expect(foreground, `--orgkit-avatar-${hue}-fg: light-dark(#light, #dark)`).toMatch(/^#[0-9a-f]{6}$/i)
      expect(contrastRatio(background ?? '', foreground ?? '')).toBeGreaterThanOrEqual(4.5)
    },
  )

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
})

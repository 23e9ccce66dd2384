import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrastRatio, readColourTokens } from '../support/colour-contrast'

/*
 * WCAG contrast of the kit's colour tokens, read from the real stylesheet (src/styles/base.css) in both
 * themes. Each colour token there is `--orgkit-name: light-dark(#light, #dark);`. The pairs below are the
 * ones the components draw: text on its ground needs 4.5:1 (AA), the edge of a field and the focus ring
 * against what surrounds them need 3:1 (WCAG 1.4.11, non-text contrast).
 */

const stylesheet = readFileSync(new URL('../../src/styles/base.css', import.meta.url), 'utf8')

type Theme = 'light' | 'dark'

const TEXT = 4.5
const EDGE = 3

/** What the components draw on what, and the ratio it needs. */
const pairs: { foreground: string; background: string; minimum: number; where: string }[] = [
  { foreground: 'fg', background: 'bg', minimum: TEXT, where: 'body text' },
  { foreground: 'fg', background: 'muted-bg', minimum: TEXT, where: 'badges, hovered rows and buttons' },
  { foreground: 'fg', background: 'danger-bg', minimum: TEXT, where: 'an error alert' },
  { foreground: 'fg', background: 'success-bg', minimum: TEXT, where: 'a success alert' },
  { foreground: 'fg', background: 'warning-bg', minimum: TEXT, where: 'a warning alert' },
  { foreground: 'muted-fg', background: 'bg', minimum: TEXT, where: 'descriptions, hints' },
  { foreground: 'muted-fg', background: 'muted-bg', minimum: TEXT, where: 'hints on a muted surface' },
  { foreground: 'primary-fg', background: 'primary', minimum: TEXT, where: 'a primary button' },
  { foreground: 'primary-fg', background: 'primary-hover', minimum: TEXT, where: 'a hovered primary button' },
  { foreground: 'primary', background: 'bg', minimum: TEXT, where: 'links, the "you" and info badges' },
  { foreground: 'primary', background: 'muted-bg', minimum: TEXT, where: 'links on a muted surface' },
  { foreground: 'danger-fg', background: 'danger', minimum: TEXT, where: 'a danger button' },
  { foreground: 'danger', background: 'bg', minimum: TEXT, where: 'field errors, danger-zone titles' },
  { foreground: 'danger', background: 'danger-bg', minimum: TEXT, where: 'a danger badge' },
  { foreground: 'success', background: 'bg', minimum: TEXT, where: 'saved, slug available' },
  { foreground: 'success', background: 'success-bg', minimum: TEXT, where: 'a success badge' },
  { foreground: 'warning', background: 'bg', minimum: TEXT, where: 'warning text' },
  { foreground: 'warning', background: 'warning-bg', minimum: TEXT, where: 'a warning badge' },
  { foreground: 'control-border', background: 'bg', minimum: EDGE, where: 'the edge of a field' },
  { foreground: 'control-border', background: 'muted-bg', minimum: EDGE, where: 'a field on a muted surface' },
  { foreground: 'ring', background: 'bg', minimum: EDGE, where: 'the focus ring' },
  { foreground: 'ring', background: 'muted-bg', minimum: EDGE, where: 'the focus ring on a muted surface' },
  { foreground: 'danger', background: 'bg', minimum: EDGE, where: 'the danger zone and invalid fields' },
]

const tokens = readColourTokens(stylesheet)

function colour(name: string, theme: Theme): string {
  const token = tokens.get(name)
  if (!token) throw new Error(`src/styles/base.css has no --orgkit-${name}: light-dark(#rrggbb, #rrggbb) declaration`)
  return token[theme]
}

describe('colour tokens of src/styles/base.css', () => {
  it('writes every colour token a pair uses as light-dark(#light, #dark)', () => {
    const used = new Set(pairs.flatMap((pair) => [pair.foreground, pair.background]))
    expect([...used].filter((name) => !tokens.has(name))).toEqual([])
  })

  it('declares each colour token once (one place per token, both themes side by side)', () => {
    for (const name of tokens.keys()) {
      const declarations = stylesheet.match(new RegExp(`--orgkit-${name}:`, 'g')) ?? []
      expect({ name, count: declarations.length }).toEqual({ name, count: 1 })
    }
  })

  describe.each<Theme>(['light', 'dark'])('%s theme', (theme) => {
    it.each(pairs)('$foreground on $background ($where) reaches $minimum:1', ({ foreground, background, minimum }) => {
      const ratio = contrastRatio(colour(foreground, theme), colour(background, theme))
      expect(ratio).toBeGreaterThanOrEqual(minimum)
    })
  })

  it('measures as WCAG does (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})

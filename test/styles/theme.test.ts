import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/*
 * How the stylesheet chooses light or dark (src/styles/base.css): the colour tokens are light-dark()
 * pairs, so the `color-scheme` in force picks the side. These are the rules that set it, read from the
 * real file: each way an app forces a theme must land on one of them.
 */

const stylesheet = readFileSync(new URL('../../src/styles/base.css', import.meta.url), 'utf8')

/** The top-level rules of a stylesheet without comments or at-rules: selector list → declarations. */
function topLevelRules(css: string): { selectors: string[]; declarations: Map<string, string> }[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const rules: { selectors: string[]; declarations: Map<string, string> }[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < withoutComments.length; index += 1) {
    const character = withoutComments[index]
    if (character === '{') {
      if (depth === 0) start = index
      depth += 1
    } else if (character === '}') {
      depth -= 1
      if (depth !== 0) continue
      const head = withoutComments.slice(withoutComments.lastIndexOf('}', start) + 1, start).trim()
      const body = withoutComments.slice(start + 1, index)
      if (head.startsWith('@') || body.includes('{')) continue
      const declarations = new Map<string, string>()
      for (const declaration of body.split(';')) {
        const colon = declaration.indexOf(':')
        if (colon === -1) continue
        declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim())
      }
      rules.push({ selectors: head.split(',').map((selector) => selector.trim()), declarations })
    }
  }
  return rules
}

const rules = topLevelRules(stylesheet)

function declared(selector: string, property: string): string | undefined {
  return rules.find((rule) => rule.selectors.includes(selector))?.declarations.get(property)
}

describe('theme rules of src/styles/base.css', () => {
  it('follows the system by default, weighing nothing against the app’s own color-scheme', () => {
    expect(declared(':where(:root)', 'color-scheme')).toBe('light dark')
  })

  it.each([
    ['.dark', 'dark'],
    ["[data-orgkit-theme='dark']", 'dark'],
    ['.light', 'light'],
    ["[data-orgkit-theme='light']", 'light'],
  ])('%s on an ancestor forces %s', (selector, scheme) => {
    expect(declared(selector, 'color-scheme')).toBe(scheme)
  })

  it('lays out the providers’ theme element as no box at all (display: contents)', () => {
    expect(declared('[data-orgkit-theme-scope]', 'display')).toBe('contents')
  })

  it('never chooses a theme with prefers-color-scheme blocks (the light-dark() tokens follow color-scheme)', () => {
    expect(stylesheet).not.toMatch(/@media\s*\(prefers-color-scheme/)
  })
})

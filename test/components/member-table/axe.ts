import axe from 'axe-core'

/**
 * Runs axe-core on a container and returns the violations as readable strings. `color-contrast` is off
 * because jsdom computes no styles (it is checked in the browser screenshots instead).
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

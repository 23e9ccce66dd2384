import axe from 'axe-core'

/**
 * Runs axe-core on an element and fails with the violations listed. jsdom has no layout, so the colour
 * contrast rule is off here (Storybook's a11y addon checks it in a real browser).
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

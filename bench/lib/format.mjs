// Small formatting helpers shared by the bench scripts (Markdown tables, sizes, times).

/** Bytes as kB with one decimal (1 kB = 1000 B, as the budgets). */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

/** Milliseconds with two decimals. */
export const ms = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(2)} ms`)

/** A value as a percentage of a 16 ms frame. */
export const frame = (value) => (value === null || value === undefined ? 'n/a' : `${((value / 16) * 100).toFixed(1)} %`)

/** The median of a list of numbers (`null` for an empty list). */
export function median(values) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A Markdown table: `head` is a list of column titles, `rows` a list of cell lists. */
export function table(head, rows) {
  const cells = [head, ...rows].map((row) => row.map((cell) => String(cell ?? '')))
  const widths = head.map((_, i) => Math.max(3, ...cells.map((row) => row[i].length)))
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`
  return [line(cells[0]), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.slice(1).map(line)].join('\n')
}

/** The 1, 5 and 15 minute load averages (`os.loadavg()`), each with two decimals. */
export const loadAverage = (values) => values.map((value) => Number(value.toFixed(2)))

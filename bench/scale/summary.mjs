// The scale bench's samples summed up, one row per server, size and action, and checked against budgets.mjs.
import { median } from '../lib/format.mjs'
import { BUDGETS } from './budgets.mjs'

/** A row's name in the budgets and the check's messages: `plugin · members 1000 · search`. */
export const keyOf = (row) => `${row.server} · ${row.switcher ? 'switcher' : 'members'} ${row.members} · ${row.action}`
const spread = (values) => {
  const defined = values.filter((value) => value !== null && value !== undefined)
  return defined.length === 0 ? null : { median: median(defined), min: Math.min(...defined), max: Math.max(...defined) }
}

/** One row per server, size and action: exact figures (and whether they varied between runs), times' spread. */
export function summarize(samples) {
  const groups = new Map()
  for (const sample of samples) groups.set(keyOf(sample), [...(groups.get(keyOf(sample)) ?? []), sample])
  return [...groups.values()].map((group) => {
    const [first] = group
    const distinct = (pick) => [...new Set(group.map(pick))]
    return {
      server: first.server,
      members: first.members,
      switcher: first.switcher ?? false,
      action: first.action,
      runs: group.length,
      requests: first.requests,
      bytes: first.bytes,
      varies: distinct((s) => s.requests).length > 1 || distinct((s) => s.bytes).length > 1,
      requestsSeen: distinct((s) => s.requests),
      bytesSeen: distinct((s) => s.bytes),
      ms: spread(group.map((s) => s.ms)),
      progressMs: spread(group.map((s) => s.times.progress)),
      completeMs: spread(group.map((s) => s.times.complete)),
      firstMatchesMs: spread(group.map((s) => s.times.firstMatches)),
      rolesMs: spread(group.map((s) => s.times.roles)),
      atProgress: first.atProgress
        ? {
            requests: spread(group.map((s) => s.atProgress?.requests)),
            bytes: spread(group.map((s) => s.atProgress?.bytes)),
            heap: spread(group.map((s) => s.atProgress?.heap))?.median ?? null,
          }
        : null,
      heap: first.heap
        ? { peak: spread(group.map((s) => s.heap.peak)), retained: spread(group.map((s) => s.heap.retained)) }
        : null,
      options: first.options ?? null,
      matching: first.matching ?? null,
      sequence: first.sequence,
    }
  })
}

/** Every difference between the measured request and byte counts and {@link BUDGETS}: empty when they match. */
export function checkBudgets(result) {
  const failures = []
  const budgets = new Map(
    BUDGETS.map(([server, what, action, requests, bytes]) => [`${server} · ${what} · ${action}`, { requests, bytes }]),
  )
  for (const row of result.rows) {
    const key = keyOf(row)
    const budget = budgets.get(key)
    budgets.delete(key)
    if (row.varies)
      failures.push(
        `${key}: differs between runs (requests ${row.requestsSeen.join(', ')}; bytes ${row.bytesSeen.join(', ')})`,
      )
    if (!budget) failures.push(`${key}: no budget (measured ${row.requests} requests, ${row.bytes} B)`)
    else if (budget.requests !== row.requests || budget.bytes !== row.bytes)
      failures.push(
        `${key}: ${row.requests} requests, ${row.bytes} B; budget ${budget.requests} requests, ${budget.bytes} B`,
      )
  }
  for (const key of budgets.keys()) failures.push(`${key}: budgeted, not measured`)
  if (failures.length > 0) failures.push(`measured, as budgets.mjs lines:\n${budgetLines(result)}`)
  return failures
}

/** The measured figures written as budgets.mjs's lines, in aligned columns. */
export function budgetLines(result) {
  const cells = result.rows.map((row) => [
    `'${row.server}',`,
    `'${row.switcher ? 'switcher' : 'members'} ${row.members}',`,
    `'${row.action}',`,
    `${row.requests},`,
    `${row.bytes}`,
  ])
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((line) => line[i].length))) ?? []
  return cells
    .map(
      (line) => `  [${line.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ')}],`,
    )
    .join('\n')
}

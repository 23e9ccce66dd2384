/** The largest number of arrival times that fall in any window of `windowMs` (as a sliding-window limit counts). */
export function busiestWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b)
  let best = 0
  for (let start = 0, end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start++
    best = Math.max(best, end - start + 1)
  }
  return best
}

import { act } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import { vi } from 'vitest'
import type { TransportOperation } from '../../src/core/transport'
import { MAX_READ_ATTEMPTS } from '../../src/query/retry-policy'
import type { MemoryFaultCode, MemoryFaultInit, MemoryTransport } from '../../src/testing'

// The kit retries a read that failed with a transient error (network, 5xx, 429) after a backoff of a few
// seconds. Tests that show such an error run those waits on fake timers rather than waiting them out.

/** How far fake time moves per step while reads are in flight. */
const STEP_MS = 250
/** Steps in a row with nothing in flight after which the reads count as settled. */
const IDLE_STEPS_TO_SETTLE = 3
/** Fake time after which reads still in flight fail the test. */
const LIMIT_MS = 60_000

/** Makes the next read of `operation` fail with `code` on every attempt the kit makes of it; later reads work. */
export function failRead(
  transport: MemoryTransport,
  operation: TransportOperation,
  code: MemoryFaultCode,
  init?: MemoryFaultInit,
): void {
  for (let attempt = 0; attempt < MAX_READ_ATTEMPTS; attempt++) transport.failNext(operation, code, init)
}

/**
 * With fake timers on, moves them on until no read of `queryClient` is in flight any more (answered, or
 * failed after its last retry). Throws when reads are still in flight after a minute of fake time.
 */
export async function runReadsOut(queryClient: QueryClient): Promise<void> {
  let elapsed = 0
  let idleSteps = 0
  // Done once nothing has been in flight for a few steps in a row: a read that waits on another (the
  // session, the role) starts only after React rendered the first one's answer, which TanStack Query
  // announces on a timer of its own and React 18 renders only inside the act that runs that timer.
  while (idleSteps < IDLE_STEPS_TO_SETTLE) {
    await act(() => vi.advanceTimersByTimeAsync(STEP_MS))
    elapsed += STEP_MS
    if (elapsed > LIMIT_MS) throw new Error(`reads still in flight after ${LIMIT_MS} ms of fake time`)
    idleSteps = queryClient.isFetching() > 0 ? 0 : idleSteps + 1
  }
}

/**
 * Starts a render (`renderWithKit`, `renderHookWithKit`) on fake timers, runs its reads out (retries and
 * their backoff included), then goes back to real timers for the rest of the test.
 *
 * @example
 * failRead(transport, 'list', 'SERVER_ERROR')
 * const { user } = await renderWithReadsRunOut(() => renderWithKit(<OrganizationSwitcher />, { transport }))
 * expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on the server.')
 */
export async function renderWithReadsRunOut<View extends { queryClient: QueryClient }>(
  render: () => View,
): Promise<View> {
  vi.useFakeTimers()
  try {
    const view = render()
    await runReadsOut(view.queryClient)
    return view
  } finally {
    vi.useRealTimers()
  }
}

import { act, waitFor } from '@testing-library/react'
import type { Transport } from '../../src/core/transport'
import { useCheckSlug } from '../../src/hooks/use-check-slug'
import { useSession } from '../../src/hooks/use-session'
import type { MemoryTransport } from '../../src/testing'
import { EMAIL, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { failRead, renderWithReadsRunOut } from '../support/retry-timers'

const checks = (transport: MemoryTransport) =>
  transport.calls.filter((c) => c.operation === 'checkSlug').map((c) => c.args)
const DEBOUNCE_MS = 300

/** The hook beside the session read: it can only ask once the session is known. */
const renderCheck = (transport: MemoryTransport, initialSlug: string, debounceMs: number) =>
  renderHookWithKit((slug: string) => ({ session: useSession(), check: useCheckSlug(slug, { debounceMs }) }), {
    transport,
    initialProps: initialSlug,
  })

describe('useCheckSlug', () => {
  it('asks once typing pauses, for the last slug only', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result, rerender } = renderCheck(transport, '', DEBOUNCE_MS)
    await waitFor(() => expect(result.current.session.isSuccess).toBe(true))
    vi.useFakeTimers()
    try {
      // Typed faster than the debounce: each slug replaces the previous one before its time is up.
      for (const slug of ['a', 'ac', 'acm', 'acme']) {
        rerender(slug)
        await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1))
      }
      expect(result.current.check.isPending).toBe(true)
      expect(checks(transport)).toEqual([])
      // The pause: the last slug's debounce is over.
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(checks(transport)).toEqual([{ slug: 'acme' }])
      // The answer is rendered (the kit's notifications are timers too), and nothing more is asked.
      await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS))
      expect(result.current.check.data).toEqual({ status: false })
      expect(checks(transport)).toEqual([{ slug: 'acme' }])
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers for the slug shown: a free slug is available', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result } = renderHookWithKit(() => useCheckSlug('brand-new', { debounceMs: 0 }), { transport })
    await waitFor(() => expect(result.current.data).toEqual({ status: true }))
  })

  it('aborts a check in flight through its signal when the slug changes', async () => {
    const memory = await prepareDemo(EMAIL.alice)
    const signals: AbortSignal[] = []
    const transport: Transport = {
      ...memory,
      getSession: (o) => memory.getSession(o),
      checkSlug: (input, options) => {
        if (options?.signal) signals.push(options.signal)
        memory.latency = signals.length === 1 ? 5_000 : 0 // the first check stays in flight until the slug changes
        return memory.checkSlug(input, options)
      },
    }
    const { result, rerender } = renderHookWithKit((slug: string) => useCheckSlug(slug, { debounceMs: 0 }), {
      transport: transport as MemoryTransport,
      initialProps: 'first-slug',
    })
    await waitFor(() => expect(signals).toHaveLength(1), { interval: 5 })
    rerender('second-slug')
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(signals.map((s) => s.aborted)).toEqual([true, false])
    expect(result.current.data).toEqual({ status: true })
  })

  it('stays idle without a call for an empty or malformed slug', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result, rerender } = renderCheck(transport, '', 0)
    await waitFor(() => expect(result.current.session.isSuccess).toBe(true))
    expect(result.current.check.fetchStatus).toBe('idle')
    rerender('Not A Slug!')
    expect(result.current.check.fetchStatus).toBe('idle')
    // Without a debounce a slug is asked as soon as it is shown: once the next, well-formed one has been
    // asked, a call for the ones before would be in the log too.
    rerender('well-formed')
    await waitFor(() => expect(result.current.check.isSuccess).toBe(true))
    expect(checks(transport)).toEqual([{ slug: 'well-formed' }])
  })

  it('reports a failure with its code', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    failRead(transport, 'checkSlug', 'RATE_LIMITED')
    const { result } = await renderWithReadsRunOut(() =>
      renderHookWithKit(() => useCheckSlug('acme-two', { debounceMs: 0 }), { transport }),
    )
    expect(result.current.isError).toBe(true)
    expect(result.current.error?.code).toBe('RATE_LIMITED')
  })
})

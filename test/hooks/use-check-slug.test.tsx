import { waitFor } from '@testing-library/react'
import type { Transport } from '../../src/core/transport'
import { useCheckSlug } from '../../src/hooks/use-check-slug'
import type { MemoryTransport } from '../../src/testing'
import { EMAIL, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

const checks = (transport: MemoryTransport) =>
  transport.calls.filter((c) => c.operation === 'checkSlug').map((c) => c.args)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('useCheckSlug', () => {
  it('asks once typing pauses, for the last slug only', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result, rerender } = renderHookWithKit((slug: string) => useCheckSlug(slug, { debounceMs: 40 }), {
      transport,
      initialProps: 'a',
    })
    for (const slug of ['ac', 'acm', 'acme']) {
      await sleep(5)
      rerender(slug)
    }
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ status: false })
    expect(checks(transport)).toEqual([{ slug: 'acme' }])
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
    const { result, rerender } = renderHookWithKit((slug: string) => useCheckSlug(slug, { debounceMs: 0 }), {
      transport,
      initialProps: '',
    })
    rerender('Not A Slug!')
    await sleep(20)
    expect(result.current.fetchStatus).toBe('idle')
    expect(checks(transport)).toEqual([])
  })

  it('reports a failure with its code', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    transport.failNext('checkSlug', 'RATE_LIMITED')
    const { result } = renderHookWithKit(() => useCheckSlug('acme-two', { debounceMs: 0 }), { transport })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('RATE_LIMITED')
  })
})

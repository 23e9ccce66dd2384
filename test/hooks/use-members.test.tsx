import { waitFor } from '@testing-library/react'
import { useMembers } from '../../src/hooks/use-members'
import type { UseMembersInput } from '../../src/hooks/use-members'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useMembers', () => {
  it('loads a page of the active organization with the total, passing every parameter and the organization id', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const params: UseMembersInput = { limit: 2, offset: 1, sortBy: 'createdAt', sortDirection: 'desc' }
    const { result } = renderHookWithKit(() => useMembers(params), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({
      total: 4,
      members: [{ id: IDS.member.acmeCarol }, { id: IDS.member.acmeBob }],
    })
    expect(transport.calls.find((c) => c.operation === 'listMembers')?.args).toEqual({
      query: { ...params, organizationId: IDS.acme },
    })
  })

  it('keeps the previous page as placeholder while the next page of the same organization loads', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    transport.latency = 10
    const initialProps: UseMembersInput = { limit: 2 }
    const { result, rerender } = renderHookWithKit((p: UseMembersInput) => useMembers(p), { transport, initialProps })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const first = result.current.data
    rerender({ limit: 2, offset: 2 })
    expect(result.current.isPlaceholderData).toBe(true)
    expect(result.current.data).toBe(first)
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false))
    expect(result.current.data?.members.map((m) => m.id)).toEqual([IDS.member.acmeCarol, IDS.member.acmeDan])
  })

  it('never shows another organization’s page as placeholder', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    transport.latency = 10
    const initialProps: UseMembersInput = { limit: 2 }
    const { result, rerender } = renderHookWithKit((p: UseMembersInput) => useMembers(p), { transport, initialProps })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    rerender({ limit: 2, organizationId: IDS.globex })
    expect(result.current.data).toBeUndefined()
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.data?.total).toBe(2))
  })

  it('stays idle without a call when no organization is active or given', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result } = renderHookWithKit(() => useMembers(), { transport })
    await waitFor(() => expect(transport.calls).toHaveLength(1))
    expect(result.current.fetchStatus).toBe('idle')
  })

  it('reports a refusal with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.erin, 'globex')
    const { result } = renderHookWithKit(() => useMembers({ organizationId: IDS.acme }), { transport })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION')
  })
})

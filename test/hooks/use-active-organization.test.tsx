import { waitFor } from '@testing-library/react'
import { useActiveOrganization } from '../../src/hooks/use-active-organization'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useActiveOrganization', () => {
  it('loads the active organization with all its members and invitations', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result } = renderHookWithKit(() => useActiveOrganization(), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.id).toBe(IDS.acme)
    expect(result.current.data?.members.map((m) => m.id)).toEqual(Object.values(IDS.member).slice(0, 4))
    expect(result.current.data?.invitations).toHaveLength(4)
  })

  it('asks for one more member than the organization can hold, naming the organization explicitly', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme', { membership_limit: 7 })
    const { result } = renderHookWithKit(() => useActiveOrganization(), { transport, config: { membership_limit: 7 } })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const call = transport.calls.find((c) => c.operation === 'getFullOrganization')
    expect(call?.args).toEqual({ query: { organizationId: IDS.acme, membersLimit: 8 } })
  })

  it('answers null, without a call, when no organization is active', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result } = renderHookWithKit(() => useActiveOrganization(), { transport })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBeNull()
    expect(transport.calls.map((c) => c.operation)).toEqual(['getSession'])
  })

  it('reports the server’s code on failure', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    transport.failNext('getFullOrganization', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', { status: 403 })
    const { result } = renderHookWithKit(() => useActiveOrganization(), { transport })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', status: 403 })
  })
})

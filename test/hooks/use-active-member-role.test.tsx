import { waitFor } from '@testing-library/react'
import { useActiveMemberRole } from '../../src/hooks/use-active-member-role'
import { useActiveOrganization } from '../../src/hooks/use-active-organization'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useActiveMemberRole', () => {
  it('asks the server for the role in the active organization when nothing else is loading it', async () => {
    const transport = await prepareDemo(EMAIL.bob, 'acme')
    const { result } = renderHookWithKit(() => useActiveMemberRole(), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ role: ['admin'] })
    expect(transport.calls.at(-1)).toMatchObject({
      operation: 'getActiveMemberRole',
      args: { query: { organizationId: IDS.acme } },
    })
  })

  it('comes with the active organization’s read, without a call of its own', async () => {
    const transport = await prepareDemo(EMAIL.bob, 'acme')
    const { result } = renderHookWithKit(
      () => ({ organization: useActiveOrganization(), role: useActiveMemberRole() }),
      { transport },
    )
    await waitFor(() => expect(result.current.role.isSuccess).toBe(true))
    expect(result.current.role.data).toEqual({ role: ['admin'] })
    expect(transport.calls.map((c) => c.operation)).toEqual(['getSession', 'getFullOrganization'])
  })

  it('reads another organization’s role when given its id', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result } = renderHookWithKit(() => useActiveMemberRole({ organizationId: IDS.globex }), { transport })
    await waitFor(() => expect(result.current.data).toEqual({ role: ['member'] }))
  })

  it('answers null without an active organization, and reports failures with their code', async () => {
    const idle = renderHookWithKit(() => useActiveMemberRole(), { transport: await prepareDemo(EMAIL.bob) })
    await waitFor(() => expect(idle.result.current.data).toBeNull())
    const transport = await prepareDemo(EMAIL.bob, 'acme')
    transport.failNext('getActiveMemberRole', 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION')
    const { result } = renderHookWithKit(() => useActiveMemberRole(), { transport })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION')
  })
})

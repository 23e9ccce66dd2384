import { waitFor } from '@testing-library/react'
import { useActiveMember } from '../../src/hooks/use-active-member'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { failRead, renderWithReadsRunOut } from '../support/retry-timers'

describe('useActiveMember', () => {
  it('loads the caller’s membership in the active organization, naming it explicitly', async () => {
    const transport = await prepareDemo(EMAIL.dan, 'acme')
    const { result } = renderHookWithKit(() => useActiveMember(), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({
      id: IDS.member.acmeDan,
      role: ['admin', 'member'],
      user: { email: EMAIL.dan },
    })
    expect(transport.calls.at(-1)).toMatchObject({
      operation: 'listMembers',
      args: { query: { organizationId: IDS.acme, filterValue: IDS.dan } },
    })
  })

  it('answers null without a call when no organization is active', async () => {
    const transport = await prepareDemo(EMAIL.dan)
    const { result } = renderHookWithKit(() => useActiveMember(), { transport })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBeNull()
    expect(transport.calls).toHaveLength(1)
  })

  it('reports a failure with its code', async () => {
    const transport = await prepareDemo(EMAIL.dan, 'acme')
    failRead(transport, 'listMembers', 'RATE_LIMITED')
    const { result } = await renderWithReadsRunOut(() => renderHookWithKit(() => useActiveMember(), { transport }))
    expect(result.current.isError).toBe(true)
    expect(result.current.error).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
  })
})

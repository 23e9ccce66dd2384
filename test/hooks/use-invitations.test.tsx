import { waitFor } from '@testing-library/react'
import { useInvitations } from '../../src/hooks/use-invitations'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useInvitations', () => {
  it('loads the active organization’s invitations in every status', async () => {
    const transport = await prepareDemo(EMAIL.bob, 'acme')
    const { result } = renderHookWithKit(() => useInvitations(), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map((i) => [i.id, i.status])).toEqual([
      [IDS.invitation.frankAcme, 'pending'],
      [IDS.invitation.graceAcmeExpired, 'pending'],
      [IDS.invitation.carolAcmeAccepted, 'accepted'],
      [IDS.invitation.heidiAcmeCanceled, 'canceled'],
    ])
    expect(transport.calls.at(-1)?.args).toEqual({ query: { organizationId: IDS.acme } })
  })

  it('reads a given organization, and reports refusals with their code', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const given = renderHookWithKit(() => useInvitations({ organizationId: IDS.globex }), { transport })
    await waitFor(() => expect(given.result.current.data?.map((i) => i.id)).toEqual([IDS.invitation.frankGlobex]))
    transport.failNext('listInvitations', 'YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS')
    const { result } = renderHookWithKit(() => useInvitations(), { transport })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS')
  })
})

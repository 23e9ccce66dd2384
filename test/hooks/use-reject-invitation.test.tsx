import { act, waitFor } from '@testing-library/react'
import { useInvitation } from '../../src/hooks/use-invitation'
import { useRejectInvitation } from '../../src/hooks/use-reject-invitation'
import { useUserInvitations } from '../../src/hooks/use-user-invitations'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useRejectInvitation', () => {
  it('declines; the user’s invitations refetch, that invitation is dropped and not read again', async () => {
    const transport = await prepareDemo(EMAIL.frank)
    const { result } = renderHookWithKit(
      () => ({
        list: useUserInvitations(),
        one: useInvitation(IDS.invitation.frankGlobex),
        reject: useRejectInvitation(),
      }),
      { transport },
    )
    await waitFor(() => expect(result.current.list.isSuccess && result.current.one.isSuccess).toBe(true))
    await act(() => result.current.reject.mutateAsync({ invitationId: IDS.invitation.frankGlobex }))
    await waitFor(() => expect(result.current.list.data?.map((i) => i.id)).toEqual([IDS.invitation.frankAcme]))
    // Declined, the invitation is consumed (the server would answer 400 for it): its read is dropped from the
    // cache and stays idle, never asked again.
    expect(result.current.one).toMatchObject({ data: undefined, fetchStatus: 'idle', error: null })
    expect(transport.calls.filter((call) => call.operation === 'getInvitation')).toHaveLength(1)
  })

  it('reports someone else’s invitation with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result } = renderHookWithKit(() => useRejectInvitation(), { transport })
    await act(() => result.current.mutateAsync({ invitationId: IDS.invitation.frankAcme }).catch(() => undefined))
    await waitFor(() => expect(result.current.error?.code).toBe('YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION'))
  })
})

import { act, waitFor } from '@testing-library/react'
import { useInvitation } from '../../src/hooks/use-invitation'
import { useRejectInvitation } from '../../src/hooks/use-reject-invitation'
import { useUserInvitations } from '../../src/hooks/use-user-invitations'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useRejectInvitation', () => {
  it('declines; the user’s invitations and that invitation refetch', async () => {
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
    // The invitation is no longer readable once declined: its read refetched and now reports it.
    await waitFor(() => expect(result.current.one.error?.code).toBe('INVITATION_NOT_FOUND'))
  })

  it('reports someone else’s invitation with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result } = renderHookWithKit(() => useRejectInvitation(), { transport })
    await act(() => result.current.mutateAsync({ invitationId: IDS.invitation.frankAcme }).catch(() => undefined))
    await waitFor(() => expect(result.current.error?.code).toBe('YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION'))
  })
})

import { act, waitFor } from '@testing-library/react'
import { useCancelInvitation } from '../../src/hooks/use-cancel-invitation'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

async function mount(email: string) {
  const transport = await prepareDemo(email, 'acme')
  const view = renderHookWithKit(() => ({ page: useOrgPage(), cancel: useCancelInvitation() }), { transport })
  await waitFor(() =>
    expect(settled(view.result.current.page) && view.result.current.page.invitations.isSuccess).toBe(true),
  )
  transport.latency = 100
  return { ...view, transport }
}

const statusOf = (invitations: readonly { id: string; status: string }[] | undefined) =>
  invitations?.find((i) => i.id === IDS.invitation.frankAcme)?.status

describe('useCancelInvitation', () => {
  it('shows the invitation canceled at once, in the list and the full read, and keeps it so', async () => {
    const { result } = await mount(EMAIL.alice)
    let done = false
    act(
      () =>
        void result.current.cancel.mutateAsync({ invitationId: IDS.invitation.frankAcme }).then(() => (done = true)),
    )
    await waitFor(() => expect(statusOf(result.current.page.invitations.data)).toBe('canceled'), { interval: 5 })
    expect(statusOf(result.current.page.organization.data?.invitations)).toBe('canceled')
    expect(done).toBe(false)
    await waitFor(() => expect(done).toBe(true))
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    expect(statusOf(result.current.page.invitations.data)).toBe('canceled')
  })

  it('puts it back and reports the code when the server refuses', async () => {
    const { result } = await mount(EMAIL.carol)
    act(() => void result.current.cancel.mutateAsync({ invitationId: IDS.invitation.frankAcme }).catch(() => undefined))
    await waitFor(() => expect(statusOf(result.current.page.invitations.data)).toBe('canceled'), { interval: 5 })
    await waitFor(() => expect(result.current.cancel.error?.code).toBe('YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION'))
    expect(statusOf(result.current.page.invitations.data)).toBe('pending')
    expect(statusOf(result.current.page.organization.data?.invitations)).toBe('pending')
  })
})

import { act, waitFor } from '@testing-library/react'
import { useAcceptInvitation } from '../../src/hooks/use-accept-invitation'
import { useInvitationPreview } from '../../src/hooks/use-invitation-preview'
import { useRejectInvitation } from '../../src/hooks/use-reject-invitation'
import { useSession } from '../../src/hooks/use-session'
import { createMemoryTransport } from '../../src/testing'
import { EMAIL, IDS, demoSeedWithIds, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useInvitationPreview', () => {
  it('shows the preview signed out: organization, inviter, role, status and expiry, without the e-mail', async () => {
    const transport = await prepareDemo(undefined)
    const { result } = renderHookWithKit(() => useInvitationPreview(IDS.invitation.frankAcme), { transport })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({
      id: IDS.invitation.frankAcme,
      organizationName: 'Acme Inc',
      status: 'pending',
    })
    expect(result.current.data?.expiresAt).toBeInstanceOf(Date)
    expect(JSON.stringify(result.current.data)).not.toContain(EMAIL.frank)
    expect(transport.calls.map((call) => call.operation)).toContain('getInvitationPreview')
  })

  it('stays idle without an id', async () => {
    const transport = await prepareDemo(undefined)
    // A session read mounted beside it: once it has been asked, the preview would have been too.
    const { result } = renderHookWithKit(() => ({ preview: useInvitationPreview(undefined), session: useSession() }), {
      transport,
    })
    await waitFor(() => expect(result.current.session.isSuccess).toBe(true))
    expect(result.current.preview.fetchStatus).toBe('idle')
    expect(transport.calls.map((call) => call.operation)).toEqual(['getSession'])
  })

  it('gives null where the server has no preview endpoint (Neon Auth, an app without the plugin)', async () => {
    const transport = createMemoryTransport({ seed: demoSeedWithIds(), invitationPreview: false })
    const { result } = renderHookWithKit(() => useInvitationPreview(IDS.invitation.frankAcme), { transport })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBeNull()
  })

  it('reports a missing or expired invitation as INVITATION_NOT_FOUND, without retrying', async () => {
    const transport = await prepareDemo(undefined)
    transport.expireInvitation(IDS.invitation.frankAcme)
    const { result } = renderHookWithKit(() => useInvitationPreview(IDS.invitation.frankAcme), { transport })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('INVITATION_NOT_FOUND')
    expect(transport.calls.filter((call) => call.operation === 'getInvitationPreview')).toHaveLength(1)
  })

  it('refreshes after the signed-in invitee accepts: the preview then says accepted', async () => {
    const transport = await prepareDemo(EMAIL.frank)
    const { result } = renderHookWithKit(
      () => ({ preview: useInvitationPreview(IDS.invitation.frankAcme), accept: useAcceptInvitation() }),
      { transport },
    )
    await waitFor(() => expect(result.current.preview.data?.status).toBe('pending'))
    await act(() => result.current.accept.mutateAsync({ invitationId: IDS.invitation.frankAcme }))
    await waitFor(() => expect(result.current.preview.data?.status).toBe('accepted'))
  })

  it('refreshes after the signed-in invitee declines: the preview then says rejected', async () => {
    const transport = await prepareDemo(EMAIL.frank)
    const { result } = renderHookWithKit(
      () => ({ preview: useInvitationPreview(IDS.invitation.frankGlobex), reject: useRejectInvitation() }),
      { transport },
    )
    await waitFor(() => expect(result.current.preview.data?.status).toBe('pending'))
    await act(() => result.current.reject.mutateAsync({ invitationId: IDS.invitation.frankGlobex }))
    await waitFor(() => expect(result.current.preview.data?.status).toBe('rejected'))
  })
})

import { waitFor } from '@testing-library/react'
import { useUserInvitations } from '../../src/hooks/use-user-invitations'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useUserInvitations', () => {
  it('loads the invitations addressed to the signed-in user', async () => {
    const transport = await prepareDemo(EMAIL.frank)
    const { result } = renderHookWithKit(() => useUserInvitations(), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map((i) => i.id).sort()).toEqual([IDS.invitation.frankAcme, IDS.invitation.frankGlobex])
  })

  it('reports an unverified e-mail with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.frank)
    transport.setEmailVerified(EMAIL.frank, false)
    const { result } = renderHookWithKit(() => useUserInvitations(), { transport })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION')
  })
})

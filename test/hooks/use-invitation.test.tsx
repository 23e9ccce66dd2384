import { waitFor } from '@testing-library/react'
import { useInvitation } from '../../src/hooks/use-invitation'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useInvitation', () => {
  it('loads one invitation addressed to the user, with organization and inviter details', async () => {
    const transport = await prepareDemo(EMAIL.frank)
    const { result } = renderHookWithKit(() => useInvitation(IDS.invitation.frankAcme), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({
      organizationName: 'Acme Inc',
      organizationSlug: 'acme',
      inviterEmail: EMAIL.alice,
    })
  })

  it('stays idle without an id', async () => {
    const transport = await prepareDemo(EMAIL.frank)
    const { result } = renderHookWithKit(() => useInvitation(undefined), { transport })
    await waitFor(() => expect(transport.calls).toHaveLength(1))
    expect(result.current.fetchStatus).toBe('idle')
  })

  it('reports someone else’s invitation with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result } = renderHookWithKit(() => useInvitation(IDS.invitation.frankAcme), { transport })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION')
  })
})

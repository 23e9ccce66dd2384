import { act, waitFor } from '@testing-library/react'
import { useAcceptInvitation } from '../../src/hooks/use-accept-invitation'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

describe('useAcceptInvitation', () => {
  it('joins the organization and makes it active; the user’s lists refetch, the session is not refetched', async () => {
    const transport = await prepareDemo(EMAIL.frank)
    const { result } = renderHookWithKit(() => ({ page: useOrgPage(), accept: useAcceptInvitation() }), { transport })
    await waitFor(() =>
      expect(settled(result.current.page) && result.current.page.userInvitations.isSuccess).toBe(true),
    )
    expect(result.current.page.organization.data).toBeNull()
    await act(() => result.current.accept.mutateAsync({ invitationId: IDS.invitation.frankAcme }))
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    const { page } = result.current
    expect(page.session.data?.activeOrganizationId).toBe(IDS.acme)
    expect(page.organization.data?.id).toBe(IDS.acme)
    expect(page.role.data).toEqual({ role: ['member'] })
    expect(page.organizations.data?.map((o) => o.id)).toEqual([IDS.acme])
    await waitFor(() => expect(page.userInvitations.data?.map((i) => i.id)).toEqual([IDS.invitation.frankGlobex]))
    expect(transport.calls.filter((c) => c.operation === 'getSession')).toHaveLength(1)
  })

  it('reports an invitation already used with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.frank)
    await transport.acceptInvitation({ invitationId: IDS.invitation.frankAcme })
    const { result } = renderHookWithKit(() => useAcceptInvitation(), { transport })
    await act(() => result.current.mutateAsync({ invitationId: IDS.invitation.frankAcme }).catch(() => undefined))
    await waitFor(() => expect(result.current.error?.code).toBe('INVITATION_NOT_FOUND'))
  })
})

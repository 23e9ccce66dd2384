import { act, waitFor } from '@testing-library/react'
import { useInviteMember } from '../../src/hooks/use-invite-member'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

describe('useInviteMember', () => {
  it('invites to the active organization (named explicitly); its invitations and full read refetch', async () => {
    const transport = await prepareDemo(EMAIL.bob, 'acme')
    const { result } = renderHookWithKit(() => ({ page: useOrgPage(), invite: useInviteMember() }), { transport })
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    transport.clearCalls()
    const invitation = await act(() => result.current.invite.mutateAsync({ email: 'Ivy@Example.com', role: 'member' }))
    expect(invitation).toMatchObject({ email: 'ivy@example.com', status: 'pending', organizationId: IDS.acme })
    expect(result.current.page.invitations.data?.map((i) => i.id)).toContain(invitation.id)
    expect(result.current.page.organization.data?.invitations.map((i) => i.id)).toContain(invitation.id)
    expect(transport.calls[0]?.args).toMatchObject({ organizationId: IDS.acme })
    expect(transport.calls.map((c) => c.operation).sort()).toEqual([
      'getFullOrganization',
      'inviteMember',
      'listInvitations',
    ])
  })

  it('resends a pending invitation, keeping its id', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result } = renderHookWithKit(() => useInviteMember(), { transport })
    const again = await act(() => result.current.mutateAsync({ email: EMAIL.frank, role: 'member', resend: true }))
    expect(again.id).toBe(IDS.invitation.frankAcme)
  })

  it('reports a refusal with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.carol, 'acme')
    const { result } = renderHookWithKit(() => useInviteMember(), { transport })
    await act(() => result.current.mutateAsync({ email: 'ivy@example.com', role: 'member' }).catch(() => undefined))
    await waitFor(() =>
      expect(result.current.error?.code).toBe('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
    )
  })
})

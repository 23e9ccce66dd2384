import { act, waitFor } from '@testing-library/react'
import { useUpdateMemberRole } from '../../src/hooks/use-update-member-role'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

async function mount(email: string) {
  const transport = await prepareDemo(email, 'acme')
  const view = renderHookWithKit(() => ({ page: useOrgPage(), update: useUpdateMemberRole() }), { transport })
  await waitFor(() =>
    expect(settled(view.result.current.page) && view.result.current.page.members.isSuccess).toBe(true),
  )
  transport.latency = 100
  return { ...view, transport }
}

const roleIn = (members: readonly { id: string; role: string[] }[] | undefined, id: string) =>
  members?.find((m) => m.id === id)?.role

describe('useUpdateMemberRole', () => {
  it('shows the new role at once in the members page and the full read, then confirms it', async () => {
    const { result, transport } = await mount(EMAIL.alice)
    let done = false
    act(
      () =>
        void result.current.update
          .mutateAsync({ memberId: IDS.member.acmeBob, role: 'member' })
          .then(() => (done = true)),
    )
    await waitFor(
      () => expect(roleIn(result.current.page.members.data?.members, IDS.member.acmeBob)).toEqual(['member']),
      { interval: 5 },
    )
    expect(roleIn(result.current.page.organization.data?.members, IDS.member.acmeBob)).toEqual(['member'])
    expect(done).toBe(false)
    await waitFor(() => expect(done).toBe(true))
    expect(transport.calls.find((c) => c.operation === 'updateMemberRole')?.args).toEqual({
      memberId: IDS.member.acmeBob,
      role: 'member',
      organizationId: IDS.acme,
    })
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    expect(roleIn(result.current.page.members.data?.members, IDS.member.acmeBob)).toEqual(['member'])
  })

  it('updates the caller’s own role and permissions at once when they change themselves', async () => {
    const { result } = await mount(EMAIL.dan)
    expect(result.current.page.canManageMembers.allowed).toBe(true)
    act(() => void result.current.update.mutateAsync({ memberId: IDS.member.acmeDan, role: ['member'] }))
    await waitFor(() => expect(result.current.page.role.data).toEqual({ role: ['member'] }), { interval: 5 })
    expect(result.current.page.canManageMembers).toMatchObject({ allowed: false, reason: 'forbidden' })
  })

  it('rolls back and reports the code when the server refuses', async () => {
    const { result } = await mount(EMAIL.bob)
    act(
      () =>
        void result.current.update
          .mutateAsync({ memberId: IDS.member.acmeAlice, role: 'member' })
          .catch(() => undefined),
    )
    await waitFor(
      () => expect(roleIn(result.current.page.members.data?.members, IDS.member.acmeAlice)).toEqual(['member']),
      { interval: 5 },
    )
    await waitFor(() => expect(result.current.update.error?.code).toBe('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER'))
    expect(roleIn(result.current.page.members.data?.members, IDS.member.acmeAlice)).toEqual(['owner'])
    expect(roleIn(result.current.page.organization.data?.members, IDS.member.acmeAlice)).toEqual(['owner'])
  })
})

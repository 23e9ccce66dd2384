import { act, waitFor } from '@testing-library/react'
import { useRemoveMember } from '../../src/hooks/use-remove-member'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

async function mount(email: string) {
  const transport = await prepareDemo(email, 'acme')
  const view = renderHookWithKit(() => ({ page: useOrgPage(), remove: useRemoveMember() }), { transport })
  await waitFor(() =>
    expect(settled(view.result.current.page) && view.result.current.page.members.isSuccess).toBe(true),
  )
  transport.latency = 100
  return { ...view, transport }
}

const ids = (members: readonly { id: string }[] | undefined) => members?.map((m) => m.id)

describe('useRemoveMember', () => {
  it('removes the member at once from the page (total included) and the full read', async () => {
    const { result } = await mount(EMAIL.alice)
    let done = false
    act(
      () => void result.current.remove.mutateAsync({ memberIdOrEmail: IDS.member.acmeCarol }).then(() => (done = true)),
    )
    await waitFor(() => expect(result.current.page.members.data?.total).toBe(3), { interval: 5 })
    expect(ids(result.current.page.members.data?.members)).not.toContain(IDS.member.acmeCarol)
    expect(ids(result.current.page.organization.data?.members)).not.toContain(IDS.member.acmeCarol)
    expect(done).toBe(false)
    await waitFor(() => expect(done).toBe(true))
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    expect(result.current.page.members.data?.total).toBe(3)
  })

  it('removes by e-mail too', async () => {
    const { result } = await mount(EMAIL.alice)
    act(() => void result.current.remove.mutateAsync({ memberIdOrEmail: 'Carol@Example.com' }))
    await waitFor(() => expect(ids(result.current.page.members.data?.members)).not.toContain(IDS.member.acmeCarol), {
      interval: 5,
    })
  })

  it('puts the member back and reports the code when the server refuses', async () => {
    const { result } = await mount(EMAIL.carol)
    act(() => void result.current.remove.mutateAsync({ memberIdOrEmail: IDS.member.acmeBob }).catch(() => undefined))
    await waitFor(() => expect(result.current.page.members.data?.total).toBe(3), { interval: 5 })
    await waitFor(() =>
      expect(result.current.remove.error).toMatchObject({
        code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
        status: 401,
      }),
    )
    expect(result.current.page.members.data?.total).toBe(4)
    expect(ids(result.current.page.organization.data?.members)).toContain(IDS.member.acmeBob)
  })

  it('treats removing oneself as leaving: no organization is active afterwards', async () => {
    const { result } = await mount(EMAIL.bob)
    await act(() => result.current.remove.mutateAsync({ memberIdOrEmail: IDS.member.acmeBob }))
    await waitFor(() => expect(result.current.page.session.data?.activeOrganizationId).toBeNull())
    await waitFor(() => expect(result.current.page.organizations.data).toEqual([]))
    expect(result.current.page.organization.data).toBeNull()
  })
})

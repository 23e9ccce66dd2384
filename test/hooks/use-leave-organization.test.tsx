import { act, waitFor } from '@testing-library/react'
import { useLeaveOrganization } from '../../src/hooks/use-leave-organization'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

async function mount(email: string) {
  const transport = await prepareDemo(email, 'acme')
  const view = renderHookWithKit(() => ({ page: useOrgPage(), leave: useLeaveOrganization() }), { transport })
  await waitFor(() => expect(settled(view.result.current.page)).toBe(true))
  return { ...view, transport }
}

describe('useLeaveOrganization', () => {
  it('leaves another organization: the list refetches, the active one stays', async () => {
    const { result } = await mount(EMAIL.alice)
    await act(() => result.current.leave.mutateAsync({ organizationId: IDS.globex }))
    await waitFor(() => expect(result.current.page.organizations.data?.map((o) => o.id)).toEqual([IDS.acme]))
    expect(result.current.page.session.data?.activeOrganizationId).toBe(IDS.acme)
    expect(result.current.page.organization.data?.id).toBe(IDS.acme)
  })

  it('leaves the active organization: none is active afterwards, without refetching the session', async () => {
    const { result, transport } = await mount(EMAIL.carol)
    await act(() => result.current.leave.mutateAsync({ organizationId: IDS.acme }))
    await waitFor(() => expect(result.current.page.organization.data).toBeNull())
    expect(result.current.page.session.data?.activeOrganizationId).toBeNull()
    expect(transport.calls.filter((c) => c.operation === 'getSession')).toHaveLength(1)
  })

  it('reports the only owner’s attempt with the server’s code', async () => {
    const { result } = await mount(EMAIL.alice)
    await act(() => result.current.leave.mutateAsync({ organizationId: IDS.acme }).catch(() => undefined))
    await waitFor(() =>
      expect(result.current.leave.error?.code).toBe('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER'),
    )
    expect(result.current.page.session.data?.activeOrganizationId).toBe(IDS.acme)
  })
})

import { act, waitFor } from '@testing-library/react'
import { useDeleteOrganization } from '../../src/hooks/use-delete-organization'
import { orgKeys } from '../../src/query/org-keys'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

describe('useDeleteOrganization', () => {
  it('deletes the active organization: none is active after, its entries are gone', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result, queryClient } = renderHookWithKit(() => ({ page: useOrgPage(), remove: useDeleteOrganization() }), {
      transport,
    })
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    await act(() => result.current.remove.mutateAsync({ organizationId: IDS.acme }))
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    expect(result.current.page.session.data?.activeOrganizationId).toBeNull()
    expect(result.current.page.organization.data).toBeNull()
    expect(result.current.page.organizations.data?.map((o) => o.id)).toEqual([IDS.globex])
    expect(queryClient.getQueryCache().findAll({ queryKey: orgKeys.organization(IDS.alice, IDS.acme) })).toEqual([])
    expect(transport.calls.filter((c) => c.operation === 'getSession')).toHaveLength(1)
  })

  it('reports an admin’s attempt with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.bob, 'acme')
    const { result } = renderHookWithKit(() => useDeleteOrganization(), { transport })
    await act(() => result.current.mutateAsync({ organizationId: IDS.acme }).catch(() => undefined))
    await waitFor(() => expect(result.current.error?.code).toBe('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION'))
  })
})

import { act, waitFor } from '@testing-library/react'
import { useUpdateOrganization } from '../../src/hooks/use-update-organization'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

describe('useUpdateOrganization', () => {
  it('updates the active organization (named explicitly); the list and the full read refetch', async () => {
    const transport = await prepareDemo(EMAIL.bob, 'acme')
    const { result } = renderHookWithKit(() => ({ page: useOrgPage(), update: useUpdateOrganization() }), { transport })
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    transport.clearCalls()
    await act(() => result.current.update.mutateAsync({ data: { name: 'Acme Corp' } }))
    expect(result.current.page.organization.data?.name).toBe('Acme Corp')
    expect(result.current.page.organizations.data?.[0]?.name).toBe('Acme Corp')
    expect(transport.calls[0]).toMatchObject({
      operation: 'update',
      args: { data: { name: 'Acme Corp' }, organizationId: IDS.acme },
    })
    expect(transport.calls.map((c) => c.operation).sort()).toEqual(['getFullOrganization', 'list', 'update'])
  })

  it('reports a refusal with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.carol, 'acme')
    const { result } = renderHookWithKit(() => useUpdateOrganization(), { transport })
    await act(() =>
      result.current.mutateAsync({ data: { name: 'Mine' }, organizationId: IDS.acme }).catch(() => undefined),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION')
  })
})

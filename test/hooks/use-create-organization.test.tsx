import { act, waitFor } from '@testing-library/react'
import { useCreateOrganization } from '../../src/hooks/use-create-organization'
import type { OrganizationSwitchEvent } from '../../src/query/organization-switch-event'
import { orgKeys } from '../../src/query/org-keys'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

describe('useCreateOrganization', () => {
  it('creates an organization, makes it active without refetching the session, and drops the old one', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const switched: OrganizationSwitchEvent[] = []
    const { result, queryClient } = renderHookWithKit(() => ({ page: useOrgPage(), create: useCreateOrganization() }), {
      transport,
      provider: { onSwitched: (event) => void switched.push(event) },
    })
    await waitFor(() => expect(settled(result.current.page) && result.current.page.members.isSuccess).toBe(true))
    const created = await act(() => result.current.create.mutateAsync({ name: 'New Co', slug: 'new-co' }))
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    const { page } = result.current
    expect(page.session.data?.activeOrganizationId).toBe(created.id)
    expect(page.organization.data).toMatchObject({ id: created.id, name: 'New Co' })
    expect(page.role.data).toEqual({ role: ['owner'] })
    expect(page.organizations.data?.map((o) => o.slug)).toEqual(['acme', 'globex', 'new-co'])
    expect(transport.calls.filter((c) => c.operation === 'getSession')).toHaveLength(1)
    expect(queryClient.getQueryCache().findAll({ queryKey: orgKeys.organization(IDS.alice, IDS.acme) })).toEqual([])
    expect(switched).toEqual([
      expect.objectContaining({ from: IDS.acme, to: created.id, cause: 'create', userId: IDS.alice }),
    ])
  })

  it('keeps the active organization when asked to', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result } = renderHookWithKit(() => ({ page: useOrgPage(), create: useCreateOrganization() }), { transport })
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    await act(() =>
      result.current.create.mutateAsync({ name: 'Side', slug: 'side', keepCurrentActiveOrganization: true }),
    )
    await waitFor(() => expect(result.current.page.organizations.data).toHaveLength(3))
    expect(result.current.page.session.data?.activeOrganizationId).toBe(IDS.acme)
    expect(result.current.page.organization.data?.id).toBe(IDS.acme)
  })

  it('reports a taken slug with the server’s code and changes nothing', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result } = renderHookWithKit(() => ({ page: useOrgPage(), create: useCreateOrganization() }), { transport })
    await waitFor(() => expect(settled(result.current.page)).toBe(true))
    await act(() => result.current.create.mutateAsync({ name: 'Again', slug: 'acme' }).catch(() => undefined))
    await waitFor(() => expect(result.current.create.error?.code).toBe('ORGANIZATION_ALREADY_EXISTS'))
    expect(result.current.page.session.data?.activeOrganizationId).toBe(IDS.acme)
    expect(result.current.page.organizations.data).toHaveLength(2)
  })
})

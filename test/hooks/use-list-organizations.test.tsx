import { waitFor } from '@testing-library/react'
import { useListOrganizations } from '../../src/hooks/use-list-organizations'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useListOrganizations', () => {
  it('is pending until the session and then the list are loaded', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    const { result } = renderHookWithKit(() => useListOrganizations(), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map((o) => o.id)).toEqual([IDS.acme, IDS.globex])
    expect(result.current.data?.[0]).toMatchObject({ name: 'Acme Inc', slug: 'acme', metadata: { plan: 'pro' } })
  })

  it('stays idle without a call while signed out', async () => {
    const transport = await prepareDemo(undefined)
    const { result } = renderHookWithKit(() => useListOrganizations(), { transport })
    await waitFor(() => expect(transport.calls.map((c) => c.operation)).toEqual(['getSession']))
    expect(result.current.isPending).toBe(true)
    expect(result.current.fetchStatus).toBe('idle')
  })

  it('reports the server’s code when the plugin is disabled', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    transport.setPluginConfig({ enabled: false })
    const { result } = renderHookWithKit(() => useListOrganizations(), { transport })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('PLUGIN_DISABLED')
  })
})

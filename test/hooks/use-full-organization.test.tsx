import { waitFor } from '@testing-library/react'
import { useFullOrganization } from '../../src/hooks/use-full-organization'
import type { UseFullOrganizationInput } from '../../src/hooks/use-full-organization'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useFullOrganization', () => {
  it('reads by id, by slug and the active one, each under its own key', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result, rerender } = renderHookWithKit((input: UseFullOrganizationInput) => useFullOrganization(input), {
      transport,
      initialProps: {},
    })
    await waitFor(() => expect(result.current.data?.id).toBe(IDS.acme))
    rerender({ organizationId: IDS.globex })
    expect(result.current.data).toBeUndefined() // never Acme's data while Globex loads
    await waitFor(() => expect(result.current.data?.id).toBe(IDS.globex))
    rerender({ organizationSlug: 'globex', membersLimit: 1 })
    await waitFor(() => expect(result.current.data?.members).toHaveLength(1))
    expect(transport.calls.at(-1)?.args).toEqual({ query: { organizationSlug: 'globex', membersLimit: 1 } })
  })

  it('reports an unknown slug with the server’s code', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result } = renderHookWithKit(() => useFullOrganization({ organizationSlug: 'nope' }), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.code).toBe('ORGANIZATION_NOT_FOUND')
  })
})

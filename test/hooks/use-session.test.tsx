import { waitFor } from '@testing-library/react'
import { OrgKitError } from '../../src/core/org-kit-error'
import { useSession } from '../../src/hooks/use-session'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { failRead, renderWithReadsRunOut } from '../support/retry-timers'

describe('useSession', () => {
  it('loads the signed-in user and the active organization', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result } = renderHookWithKit(() => useSession(), { transport })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({
      user: { id: IDS.alice, email: EMAIL.alice },
      activeOrganizationId: IDS.acme,
    })
  })

  it('answers null when signed out', async () => {
    const transport = await prepareDemo(undefined)
    const { result } = renderHookWithKit(() => useSession(), { transport })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBeNull()
  })

  it('reports a failure as an OrgKitError with its code', async () => {
    const transport = await prepareDemo(EMAIL.alice)
    failRead(transport, 'getSession', 'NETWORK_ERROR')
    const { result } = await renderWithReadsRunOut(() => renderHookWithKit(() => useSession(), { transport }))
    expect(result.current.isError).toBe(true)
    expect(result.current.error).toBeInstanceOf(OrgKitError)
    expect(result.current.error?.code).toBe('NETWORK_ERROR')
  })
})

import { waitFor } from '@testing-library/react'
import { usePermission } from '../../src/hooks/use-permission'
import { EMAIL, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { failRead, renderWithReadsRunOut } from '../support/retry-timers'

describe('usePermission', () => {
  it('is loading, not refused, until the role is known; then answers from it', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result } = renderHookWithKit(() => usePermission({ organization: ['delete'] }), { transport })
    expect(result.current).toEqual({ allowed: false, isLoading: true, reason: 'loading', roles: [] })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current).toEqual({ allowed: true, isLoading: false, roles: ['owner'] })
  })

  it('refuses with the reason "forbidden" what the role does not grant (an admin deleting the organization)', async () => {
    const transport = await prepareDemo(EMAIL.bob, 'acme')
    const { result } = renderHookWithKit(() => usePermission({ organization: ['delete'] }), { transport })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current).toEqual({ allowed: false, isLoading: false, reason: 'forbidden', roles: ['admin'] })
  })

  it('allows when one of several roles grants everything asked', async () => {
    const transport = await prepareDemo(EMAIL.dan, 'acme')
    const { result } = renderHookWithKit(() => usePermission({ member: ['update'], invitation: ['cancel'] }), {
      transport,
    })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.allowed).toBe(true) // admin alone grants both
  })

  it('says why when signed out, without an active organization, or when the role cannot be read', async () => {
    const signedOut = renderHookWithKit(() => usePermission({ member: ['update'] }), {
      transport: await prepareDemo(undefined),
    })
    await waitFor(() => expect(signedOut.result.current.reason).toBe('signed-out'))
    const noOrg = renderHookWithKit(() => usePermission({ member: ['update'] }), {
      transport: await prepareDemo(EMAIL.bob),
    })
    await waitFor(() => expect(noOrg.result.current.reason).toBe('no-active-organization'))
    const transport = await prepareDemo(EMAIL.bob, 'acme')
    failRead(transport, 'getActiveMemberRole', 'NETWORK_ERROR')
    const failed = await renderWithReadsRunOut(() =>
      renderHookWithKit(() => usePermission({ member: ['update'] }), { transport }),
    )
    expect(failed.result.current).toMatchObject({ allowed: false, isLoading: false, reason: 'error' })
  })
})

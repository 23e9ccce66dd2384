import { act, waitFor } from '@testing-library/react'
import { useListOrganizations } from '../../src/hooks/use-list-organizations'
import { orgKeys } from '../../src/query/org-keys'
import { refreshOrgKitSession } from '../../src/query/refresh-org-kit-session'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'
import { prepareTransport, renderHookWithKit } from '../support/render-with-kit'

describe('refreshOrgKitSession', () => {
  it('after the app signs in as someone else: the next render shows their data, and nothing of the previous user is cached', async () => {
    const transport = await prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    const { result, queryClient } = renderHookWithKit(() => useListOrganizations(), { transport })
    await waitFor(() => expect(result.current.data?.map((o) => o.slug).sort()).toEqual(['acme', 'globex']))
    const alice = (await transport.getSession())?.user.id ?? ''
    transport.signInAs('erin@example.com') // the app's own sign-in: Erin is only in Globex
    await act(() => refreshOrgKitSession(queryClient))
    await waitFor(() => expect(result.current.data?.map((o) => o.slug)).toEqual(['globex']))
    expect(queryClient.getQueryCache().findAll({ queryKey: orgKeys.user(alice) })).toEqual([])
  })

  it('after the app signs out: the session reads null and the user’s cache is gone', async () => {
    const transport = await prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    const { result, queryClient } = renderHookWithKit(() => useListOrganizations(), { transport })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const alice = (await transport.getSession())?.user.id ?? ''
    transport.signOut()
    await act(() => refreshOrgKitSession(queryClient))
    expect(queryClient.getQueryData(orgKeys.session())).toBeNull()
    expect(queryClient.getQueryCache().findAll({ queryKey: orgKeys.user(alice) })).toEqual([])
  })
})

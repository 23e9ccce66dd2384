import { act, waitFor } from '@testing-library/react'
import { useSetActiveOrganization } from '../../src/hooks/use-set-active-organization'
import type { OrganizationSwitchEvent } from '../../src/query/organization-switch-event'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'
import { settled, useOrgPage } from '../support/use-org-page'

async function mount(onSwitched?: (event: OrganizationSwitchEvent) => void) {
  const transport = await prepareDemo(EMAIL.alice, 'acme')
  const view = renderHookWithKit(() => ({ page: useOrgPage(), setActive: useSetActiveOrganization() }), {
    transport,
    provider: { onSwitched },
  })
  await waitFor(() =>
    expect(settled(view.result.current.page) && view.result.current.page.members.isSuccess).toBe(true),
  )
  return { ...view, transport }
}

describe('useSetActiveOrganization', () => {
  it('points the session at the new organization before the server answers', async () => {
    const { result, transport } = await mount()
    transport.latency = 100
    let done = false
    act(() => void result.current.setActive.mutateAsync({ organizationId: IDS.globex }).then(() => (done = true)))
    await waitFor(() => expect(result.current.page.session.data?.activeOrganizationId).toBe(IDS.globex), {
      interval: 5,
    })
    expect(done).toBe(false)
    expect(result.current.page.organization.data).toBeUndefined()
    await waitFor(() => expect(done).toBe(true))
    expect(result.current.page.organization.data?.id).toBe(IDS.globex)
  })

  it('switches by slug too, and runs onSwitched once the new organization is loaded', async () => {
    const events: OrganizationSwitchEvent[] = []
    const { result } = await mount((event) => events.push(event))
    await act(() => result.current.setActive.mutateAsync({ organizationSlug: 'globex' }))
    expect(events.map(({ organization, ...event }) => ({ ...event, organizationId: organization?.id }))).toEqual([
      { userId: IDS.alice, from: IDS.acme, to: IDS.globex, cause: 'setActive', organizationId: IDS.globex },
    ])
    await waitFor(() => expect(result.current.page.organization.data?.id).toBe(IDS.globex))
  })

  it('completes the switch even when onSwitched throws, rethrowing its error on its own', async () => {
    const failure = new Error('route refresh failed')
    const { result } = await mount(() => {
      throw failure
    })
    const rethrown: unknown[] = []
    const original = globalThis.queueMicrotask.bind(globalThis)
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) =>
      original(() => {
        try {
          callback()
        } catch (error) {
          rethrown.push(error)
        }
      }),
    )
    try {
      await act(() => result.current.setActive.mutateAsync({ organizationId: IDS.globex }))
      await waitFor(() => expect(rethrown).toEqual([failure]))
    } finally {
      spy.mockRestore()
    }
    expect(result.current.setActive.isError).toBe(false)
    expect(result.current.page.session.data?.activeOrganizationId).toBe(IDS.globex)
  })

  it('rolls the session back when the server refuses, keeping the old organization’s data', async () => {
    const { result, transport } = await mount()
    transport.failNext('setActive', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', { status: 403 })
    await act(() => result.current.setActive.mutateAsync({ organizationId: IDS.globex }).catch(() => undefined))
    await waitFor(() => expect(result.current.setActive.error?.code).toBe('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'))
    expect(result.current.page.session.data?.activeOrganizationId).toBe(IDS.acme)
    await waitFor(() => expect(result.current.page.organization.data?.id).toBe(IDS.acme))
  })

  it('unsets the active organization with null', async () => {
    const { result } = await mount()
    await act(() => result.current.setActive.mutateAsync({ organizationId: null }))
    await waitFor(() => expect(result.current.page.organization.data).toBeNull())
    expect(result.current.page.members.fetchStatus).toBe('idle')
    expect(result.current.page.canManageMembers).toMatchObject({ allowed: false, reason: 'no-active-organization' })
  })
})

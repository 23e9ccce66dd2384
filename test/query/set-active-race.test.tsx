import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OrgKitError } from '../../src/core/org-kit-error'
import { useSession } from '../../src/hooks/use-session'
import { useSetActiveOrganization } from '../../src/hooks/use-set-active-organization'
import { readLastActiveOrganization } from '../../src/query/last-active-organization'
import { orgKeys } from '../../src/query/org-keys'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'
import type { MemoryTransport } from '../../src/testing'
import { prepareTransport, renderHookWithKit } from '../support/render-with-kit'

afterEach(() => localStorage.clear())

/** How long the answer to the first choice takes once the server made it: the second one answers at once. */
const SLOW_ANSWER_MS = 50

/**
 * The transport's `setActive`, with the answer to a switch to `slowOrganizationId` held back after the server
 * made it, as a slow network does: two calls in flight then answer out of order.
 */
function answerSlowlyFor(transport: MemoryTransport, slowOrganizationId: string): void {
  const serverSetActive = transport.setActive.bind(transport)
  transport.setActive = async (input, options) => {
    const answer = await serverSetActive(input, options)
    if (input.organizationId === slowOrganizationId) await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS))
    return answer
  }
}

// Issue 23, finding 5: concurrent setActive calls resolved out of order, and the cache ended on the first
// choice while the server held the last one. The user's last choice wins: the calls run one after another.
describe('two switches in flight at once', () => {
  it('end on the last choice in the cache, the session, the server and the last-used record', async () => {
    const transport = await prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    const organizations = await transport.list()
    const acme = organizations.find((organization) => organization.slug === 'acme')?.id ?? ''
    const globex = organizations.find((organization) => organization.slug === 'globex')?.id ?? ''
    answerSlowlyFor(transport, acme)
    const { result, queryClient } = renderHookWithKit(
      // Two places that switch (the switcher and the gate, say), each with its own mutation.
      () => ({ session: useSession(), switcher: useSetActiveOrganization(), gate: useSetActiveOrganization() }),
      { transport },
    )
    await waitFor(() => expect(result.current.session.data).toBeTruthy())
    const userId = result.current.session.data?.user.id ?? ''

    await act(() =>
      Promise.all([
        result.current.switcher.mutateAsync({ organizationId: acme }),
        result.current.gate.mutateAsync({ organizationId: globex }),
      ]),
    )

    expect((await transport.getSession())?.activeOrganizationId).toBe(globex)
    expect(result.current.session.data?.activeOrganizationId).toBe(globex)
    expect(queryClient.getQueryData(orgKeys.session())).toMatchObject({ activeOrganizationId: globex })
    expect(readLastActiveOrganization(userId)).toBe(globex)
    // One after the other: the second was sent once the first had answered.
    const switches = transport.calls.filter((call) => call.operation === 'setActive').map((call) => call.args)
    expect(switches).toEqual([{ organizationId: acme }, { organizationId: globex }])
  })

  it('that both fail end on what the server holds, not on the first failed choice', async () => {
    const transport = await prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    const organizations = await transport.list()
    const acme = organizations.find((organization) => organization.slug === 'acme')?.id ?? ''
    const globex = organizations.find((organization) => organization.slug === 'globex')?.id ?? ''
    // Every switch fails, once the test lets the answers go.
    let answer: () => void = () => undefined
    const answersGo = new Promise<void>((resolve) => {
      answer = resolve
    })
    transport.setActive = async () => {
      await answersGo
      throw new OrgKitError('SERVER_ERROR')
    }
    const { result } = renderHookWithKit(
      () => ({ session: useSession(), switcher: useSetActiveOrganization(), gate: useSetActiveOrganization() }),
      { transport },
    )
    await waitFor(() => expect(result.current.session.data).toBeTruthy())

    const first = result.current.switcher.mutateAsync({ organizationId: acme })
    // The second choice comes once the session shows the first: the session it would put back is that one.
    await waitFor(() => expect(result.current.session.data?.activeOrganizationId).toBe(acme))
    const second = result.current.gate.mutateAsync({ organizationId: globex })
    answer()
    await act(() => Promise.allSettled([first, second]))

    expect((await transport.getSession())?.activeOrganizationId).toBeNull()
    expect(result.current.session.data?.activeOrganizationId).toBeNull()
  })
})

import { waitFor } from '@testing-library/react'
import { useMemberSearch } from '../../src/hooks/use-member-search'
import type { UseMemberSearchInput } from '../../src/hooks/use-member-search'
import { createMemoryTransport } from '../../src/testing'
import { EMAIL, IDS, prepareDemo } from '../support/demo-ids'
import { renderHookWithKit } from '../support/render-with-kit'

describe('useMemberSearch', () => {
  it('gives a page of the members whose name or e-mail contains the term, with the total, in one call', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const input: UseMemberSearchInput = { search: 'A', role: 'admin', sortBy: 'createdAt', limit: 1 }
    const { result } = renderHookWithKit(() => useMemberSearch(input), { transport })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    // Acme's admins, Bob and Dan, both match "A" in any case (their e-mails hold an "a"); one of them per page.
    expect(result.current.data?.total).toBe(2)
    expect(result.current.data?.members).toHaveLength(1)
    expect(transport.calls.filter((c) => c.operation === 'searchMembers').map((c) => c.args)).toEqual([
      { query: { search: 'A', role: 'admin', sortBy: 'createdAt', limit: 1, organizationId: IDS.acme } },
    ])
  })

  it('is null on a server without the search (Neon Auth, stock Better Auth)', async () => {
    const transport = createMemoryTransport({ memberSearch: false })
    transport.seed({ users: [{ name: 'Solo', email: 'solo@example.com' }] })
    transport.signInAs('solo@example.com')
    const organization = await transport.create({ name: 'Solo', slug: 'solo' })
    const { result } = renderHookWithKit(() => useMemberSearch({ search: 'solo', organizationId: organization.id }), {
      transport,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBeNull()
  })

  it('asks nothing for a term replaced within delayMs, and only the newest term is shown', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { result, rerender } = renderHookWithKit((props: UseMemberSearchInput) => useMemberSearch(props), {
      transport,
      initialProps: { search: 'b', delayMs: 200 },
    })
    rerender({ search: 'bo', delayMs: 200 })
    rerender({ search: 'bob', delayMs: 200 })
    await waitFor(() => expect(result.current.data?.members.map((m) => m.user.name)).toEqual(['Bob']))
    expect(transport.calls.filter((c) => c.operation === 'searchMembers')).toHaveLength(1)
  })
})

import { act, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import type { Permissions } from '../../src/core/permission-statements'
import { useActiveMember } from '../../src/hooks/use-active-member'
import { useActiveOrganization } from '../../src/hooks/use-active-organization'
import { useListOrganizations } from '../../src/hooks/use-list-organizations'
import { useMembers } from '../../src/hooks/use-members'
import { usePermission } from '../../src/hooks/use-permission'
import { useSession } from '../../src/hooks/use-session'
import { useSetActiveOrganization } from '../../src/hooks/use-set-active-organization'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'
import type { MemoryTransport } from '../../src/testing'
import { prepareTransport, renderHookWithKit, renderWithKit } from '../support/render-with-kit'

const operations = (transport: MemoryTransport) => transport.calls.map((c) => c.operation)

function useSwitcherPage() {
  const [pageSize, setPageSize] = useState(2)
  const [roleFilter, setRoleFilter] = useState<string | undefined>(undefined)
  const filter =
    roleFilter === undefined
      ? {}
      : ({ filterField: 'role', filterOperator: 'contains', filterValue: roleFilter } as const)
  return {
    session: useSession(),
    organizations: useListOrganizations(),
    organization: useActiveOrganization(),
    members: useMembers({ limit: pageSize, ...filter }),
    canInvite: usePermission({ invitation: ['create'] }),
    setActive: useSetActiveOrganization(),
    setPageSize,
    setRoleFilter,
  }
}

/** Permission checks a screen may show, one component each, mounted on demand. */
const PERMISSION_CHECKS = [
  { organization: ['delete'] },
  { member: ['update'] },
  { invitation: ['create'] },
] as const satisfies readonly Permissions[]

function PermissionCheck({ permissions }: { permissions: Permissions }) {
  const { allowed, isLoading } = usePermission(permissions)
  const label = `${Object.keys(permissions).join(', ')}: ${isLoading ? 'loading' : allowed ? 'allowed' : 'refused'}`
  return <li aria-label={label}>{label}</li>
}

function PermissionChecks({ count }: { count: number }) {
  return (
    <ul>
      {PERMISSION_CHECKS.slice(0, count).map((permissions) => (
        <PermissionCheck key={Object.keys(permissions).join()} permissions={permissions} />
      ))}
    </ul>
  )
}

async function mountPage() {
  const transport = await prepareTransport({
    seed: demoSeed(),
    signedInAs: DEMO_OWNER_EMAIL,
    activeOrganization: 'acme',
  })
  const view = renderHookWithKit(useSwitcherPage, { transport })
  await waitFor(() => {
    const page = view.result.current
    expect(page.members.isSuccess && page.organizations.isSuccess && !page.canInvite.isLoading).toBe(true)
  })
  return { ...view, transport }
}

describe('round trips, counted on the memory transport', () => {
  it('mounts switcher data, the active organization and the first members page in 3 calls, none repeated', async () => {
    const { result, transport } = await mountPage()
    expect(result.current.members.data?.total).toBe(4)
    expect(result.current.members.data?.members).toHaveLength(2)
    expect(result.current.canInvite.allowed).toBe(true)
    expect(operations(transport).sort()).toEqual(['getFullOrganization', 'getSession', 'list'])
  })

  it('answers permission checks, however many, with 0 calls', async () => {
    const transport = await prepareTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      activeOrganization: 'acme',
    })
    const { queryClient, rerender } = renderWithKit(<PermissionChecks count={1} />, { transport })
    expect(
      await screen.findByRole('listitem', { name: 'organization: allowed' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    transport.clearCalls()
    rerender(<PermissionChecks count={PERMISSION_CHECKS.length} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'organization: allowed',
      'member: allowed',
      'invitation: allowed',
    ])
    // A check that read anything would have started its read as it mounted (inside render): wait until the kit is idle.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(transport.calls).toEqual([])
  })

  it('never lets a read trigger another read: a refetch costs exactly its own call', async () => {
    const { result, transport } = await mountPage()
    transport.clearCalls()
    await act(() => result.current.members.refetch())
    expect(operations(transport)).toEqual(['listMembers'])
    transport.clearCalls()
    await act(() => result.current.organization.refetch())
    expect(operations(transport)).toEqual(['getFullOrganization'])
  })

  it('computes another page and a role-filtered page from the fresh full read (0 calls)', async () => {
    const { result, transport } = await mountPage()
    transport.clearCalls()
    act(() => result.current.setPageSize(3))
    await waitFor(() => expect(result.current.members.data?.members).toHaveLength(3))
    expect(transport.calls).toEqual([])
    act(() => result.current.setRoleFilter('admin'))
    await waitFor(() => expect(result.current.members.isPlaceholderData).toBe(false))
    expect(result.current.members.data?.total).toBe(2) // Bob (admin) and Dan (admin,member): `contains`
    expect(transport.calls).toEqual([])
  })

  it('switches organization with setActive plus at most 2 reads, refetching nothing of the old one', async () => {
    const { result, transport } = await mountPage()
    const acmeId = result.current.organization.data?.id
    const globexId = result.current.organizations.data?.find((o) => o.slug === 'globex')?.id
    transport.clearCalls()
    await act(() => result.current.setActive.mutateAsync({ organizationId: globexId }))
    await waitFor(() => {
      const page = result.current
      expect(page.organization.data?.id).toBe(globexId)
      expect(page.members.isSuccess && !page.members.isPlaceholderData && !page.canInvite.isLoading).toBe(true)
    })
    expect(result.current.members.data?.total).toBe(2)
    expect(result.current.canInvite.allowed).toBe(false) // Alice is a plain member of Globex
    const calls = operations(transport)
    expect(calls).toEqual(['setActive', 'getFullOrganization'])
    expect(JSON.stringify(transport.calls.map((c) => c.args))).not.toContain(acmeId)
  })

  it('resolves the switch only once the new organization and membership are loaded', async () => {
    const transport = await prepareTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      activeOrganization: 'acme',
    })
    const { result, queryClient } = renderHookWithKit(
      () => ({
        setActive: useSetActiveOrganization(),
        organizations: useListOrganizations(),
        member: useActiveMember(),
      }),
      { transport },
    )
    await waitFor(() => expect(result.current.organizations.isSuccess && result.current.member.isSuccess).toBe(true))
    const globexId = result.current.organizations.data?.find((o) => o.slug === 'globex')?.id ?? ''
    await act(() => result.current.setActive.mutateAsync({ organizationId: globexId }))
    const userId = result.current.member.data?.userId ?? ''
    expect(queryClient.getQueryData(['orgkit', 'user', userId, 'org', globexId, 'active-member'])).toMatchObject({
      role: ['member'],
    })
  })
})

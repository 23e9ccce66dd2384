import { act, waitFor } from '@testing-library/react'
import { useActiveMember } from '../../src/hooks/use-active-member'
import { useActiveMemberRole } from '../../src/hooks/use-active-member-role'
import { useActiveOrganization } from '../../src/hooks/use-active-organization'
import { useFullOrganization } from '../../src/hooks/use-full-organization'
import { useInvitations } from '../../src/hooks/use-invitations'
import { useListOrganizations } from '../../src/hooks/use-list-organizations'
import { useMembers } from '../../src/hooks/use-members'
import { usePermission } from '../../src/hooks/use-permission'
import { useSession } from '../../src/hooks/use-session'
import { useSetActiveOrganization } from '../../src/hooks/use-set-active-organization'
import { orgKeys } from '../../src/query/org-keys'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'
import { prepareTransport, renderHookWithKit } from '../support/render-with-kit'

/** What one render showed: whose session, and the organization ids of every piece of data on screen. */
interface Frame {
  userId: string | undefined
  activeOrganizationId: string | null | undefined
  organizationIds: string[]
  listedOrganizationIds: string[]
  canDelete: boolean
}

function useEverything(frames: Frame[]) {
  const session = useSession()
  const organizations = useListOrganizations()
  const active = useActiveOrganization()
  const full = useFullOrganization()
  const members = useMembers({ limit: 10 })
  const member = useActiveMember()
  const role = useActiveMemberRole()
  const invitations = useInvitations()
  const canDelete = usePermission({ organization: ['delete'] })
  const setActive = useSetActiveOrganization()
  frames.push({
    userId: session.data?.user.id,
    activeOrganizationId: session.data?.activeOrganizationId,
    organizationIds: [
      active.data?.id,
      full.data?.id,
      ...(members.data?.members.map((m) => m.organizationId) ?? []),
      member.data?.organizationId,
      // The role carries no id: an owner role in a render where the session points at Globex would be Acme's.
      role.data?.role.includes('owner') ? 'owner-role' : undefined,
      ...(invitations.data?.map((i) => i.organizationId) ?? []),
    ].filter((id): id is string => id !== undefined),
    listedOrganizationIds: organizations.data?.map((o) => o.id) ?? [],
    canDelete: canDelete.allowed,
  })
  return { session, organizations, active, members, member, role, invitations, canDelete, setActive }
}

async function setup() {
  const transport = await prepareTransport({
    seed: demoSeed(),
    signedInAs: DEMO_OWNER_EMAIL,
    activeOrganization: 'acme',
  })
  transport.latency = 5 // every read takes a while, so renders in between show loading states
  const frames: Frame[] = []
  const view = renderHookWithKit(() => useEverything(frames), { transport })
  await waitFor(() => {
    const r = view.result.current
    expect(r.members.isSuccess && r.member.isSuccess && r.invitations.isSuccess && r.organizations.isSuccess).toBe(true)
  })
  const organizations = await transport.list()
  const id = (slug: string) => organizations.find((o) => o.slug === slug)?.id ?? ''
  return { ...view, transport, frames, acme: id('acme'), globex: id('globex') }
}

describe('tenant isolation', () => {
  it('after switching organization, no hook returns data of the previous one, even while loading', async () => {
    const { result, frames, acme, globex } = await setup()
    expect(frames.at(-1)?.organizationIds).toContain(acme)
    expect(frames.at(-1)?.canDelete).toBe(true)
    const before = frames.length
    // Started, not awaited inside act: React 18's act would batch every render of the switch into one.
    act(() => {
      result.current.setActive.mutate({ organizationId: globex })
    })
    await waitFor(() => {
      const r = result.current
      expect(r.setActive.isSuccess).toBe(true)
      expect(r.members.isSuccess && !r.members.isPlaceholderData && r.invitations.isSuccess && r.member.isSuccess).toBe(
        true,
      )
    })
    const during = frames.slice(before)
    const firstOnGlobex = during.findIndex((f) => f.activeOrganizationId === globex)
    expect(firstOnGlobex).toBeGreaterThanOrEqual(0)
    for (const frame of during.slice(firstOnGlobex)) {
      expect(frame.activeOrganizationId).toBe(globex)
      expect(frame.organizationIds.filter((id) => id !== globex)).toEqual([])
      expect(frame.canDelete).toBe(false)
    }
    // Renders while loading existed (and showed nothing of Acme).
    expect(during.slice(firstOnGlobex).some((f) => f.organizationIds.length === 0)).toBe(true)
    // What is on screen now: Globex's (the last committed render; React 18 may record a discarded one after it).
    expect(result.current.active.data?.id).toBe(globex)
    expect(result.current.members.data?.members.map((m) => m.organizationId)).toContain(globex)
  })

  it('drops the previous organization from the cache once switched', async () => {
    const { result, queryClient, acme, globex } = await setup()
    const userId = result.current.session.data?.user.id ?? ''
    await act(() => result.current.setActive.mutateAsync({ organizationId: globex }))
    expect(queryClient.getQueryCache().findAll({ queryKey: orgKeys.organization(userId, acme) })).toEqual([])
  })

  it('after signing in as another user, no hook returns data of the previous user, even while loading', async () => {
    const { result, transport, queryClient, frames, acme, globex } = await setup()
    const alice = result.current.session.data?.user.id
    const before = frames.length
    transport.signInAs('erin@example.com') // Erin: owner of Globex only, no active organization
    await act(() => queryClient.invalidateQueries({ queryKey: orgKeys.session() }))
    await waitFor(() => expect(result.current.organizations.isSuccess).toBe(true))
    await act(() => result.current.setActive.mutateAsync({ organizationId: globex }))
    await waitFor(() => expect(result.current.members.isSuccess && result.current.role.isSuccess).toBe(true))
    const during = frames.slice(before)
    const firstAsErin = during.findIndex((f) => f.userId !== alice)
    expect(firstAsErin).toBeGreaterThanOrEqual(0)
    for (const frame of during.slice(firstAsErin)) {
      expect(frame.listedOrganizationIds).not.toContain(acme)
      expect(frame.organizationIds).not.toContain(acme)
    }
    expect(frames.at(-1)?.listedOrganizationIds).toEqual([globex])
    expect(frames.at(-1)?.canDelete).toBe(true) // Erin owns Globex
    expect(queryClient.getQueryCache().findAll({ queryKey: orgKeys.user(alice ?? '') })).toEqual([])
  })
})

import { waitFor } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import { parseInput } from '../../src/core/parse-input'
import { useAcceptInvitation } from '../../src/hooks/use-accept-invitation'
import { useActiveMember } from '../../src/hooks/use-active-member'
import { useActiveMemberRole } from '../../src/hooks/use-active-member-role'
import { useCancelInvitation } from '../../src/hooks/use-cancel-invitation'
import { useCheckSlug } from '../../src/hooks/use-check-slug'
import { useCreateOrganization } from '../../src/hooks/use-create-organization'
import { useDeleteOrganization } from '../../src/hooks/use-delete-organization'
import { useFullOrganization } from '../../src/hooks/use-full-organization'
import { useInvitation } from '../../src/hooks/use-invitation'
import { useInvitations } from '../../src/hooks/use-invitations'
import { useInviteMember } from '../../src/hooks/use-invite-member'
import { useLeaveOrganization } from '../../src/hooks/use-leave-organization'
import { useListOrganizations } from '../../src/hooks/use-list-organizations'
import { useMembers } from '../../src/hooks/use-members'
import { useRejectInvitation } from '../../src/hooks/use-reject-invitation'
import { useRemoveMember } from '../../src/hooks/use-remove-member'
import { useSession } from '../../src/hooks/use-session'
import { useSetActiveOrganization } from '../../src/hooks/use-set-active-organization'
import { useUpdateMemberRole } from '../../src/hooks/use-update-member-role'
import { useUpdateOrganization } from '../../src/hooks/use-update-organization'
import { useUserInvitations } from '../../src/hooks/use-user-invitations'
import { orgKeys } from '../../src/query/org-keys'
import { seedInvitation, seedMember, seedOrganization, seedUser } from '../../src/testing'
import type { MemoryCall, MemorySeed } from '../../src/testing'
import { prepareTransport, renderHookWithKit } from '../support/render-with-kit'

// A screen for observing the cache effects of writes on the memory transport's call log (see
// invalidation-table.test.tsx): every read of the kit mounted through its public hook, every write at hand.

/**
 * Dan is signed in, with Acme active. He is an admin of Acme (listed after its owner Alice), a member of
 * Globex, the owner of Initech, and invited to Hooli.
 */
export const ORG = { acme: 'org_acme', globex: 'org_globex', initech: 'org_initech', hooli: 'org_hooli' } as const
export const CAROL_IN_ACME = 'mem_acme_carol'
export const DAN_IN_ACME = 'mem_acme_dan'
export const FRANK_TO_ACME = 'inv_frank_acme'
export const DAN_TO_HOOLI = 'inv_dan_hooli'

function seed(): MemorySeed {
  return {
    users: ['Alice', 'Bob', 'Carol', 'Dan', 'Erin', 'Frank'].map((name) => seedUser(name)),
    organizations: [
      seedOrganization('Acme', { id: ORG.acme }),
      seedOrganization('Globex', { id: ORG.globex }),
      seedOrganization('Initech', { id: ORG.initech }),
      seedOrganization('Hooli', { id: ORG.hooli }),
    ],
    members: [
      seedMember('acme', 'alice@example.com', 'owner'),
      seedMember('acme', 'bob@example.com', 'admin'),
      seedMember('acme', 'carol@example.com', 'member', { id: CAROL_IN_ACME }),
      seedMember('acme', 'dan@example.com', 'admin', { id: DAN_IN_ACME }),
      seedMember('globex', 'erin@example.com', 'owner'),
      seedMember('globex', 'dan@example.com', 'member'),
      seedMember('initech', 'dan@example.com', 'owner'),
      seedMember('hooli', 'erin@example.com', 'owner'),
    ],
    invitations: [
      seedInvitation('acme', 'frank@example.com', 'alice@example.com', { id: FRANK_TO_ACME }),
      seedInvitation('hooli', 'dan@example.com', 'erin@example.com', { id: DAN_TO_HOOLI }),
    ],
  }
}

/**
 * One screen holding every read of the kit, each through its public hook. The full read by id asks for
 * one member only (Alice), so the members page and Dan's own membership and role cannot be derived from
 * it: every read costs a call of its own, and the call log shows each one that is refetched.
 */
function useEveryRead() {
  return {
    session: useSession(),
    organizations: useListOrganizations(),
    fullOrganization: useFullOrganization({ membersLimit: 1 }),
    organizationBySlug: useFullOrganization({ organizationSlug: 'acme' }),
    slugCheck: useCheckSlug('fresh-slug', { debounceMs: 0 }),
    members: useMembers({ limit: 10 }),
    activeMember: useActiveMember(),
    activeMemberRole: useActiveMemberRole(),
    invitations: useInvitations(),
    userInvitations: useUserInvitations(),
    invitation: useInvitation(DAN_TO_HOOLI),
  }
}

function useWrites() {
  return {
    create: useCreateOrganization(),
    update: useUpdateOrganization(),
    delete: useDeleteOrganization(),
    setActive: useSetActiveOrganization(),
    inviteMember: useInviteMember(),
    acceptInvitation: useAcceptInvitation(),
    rejectInvitation: useRejectInvitation(),
    cancelInvitation: useCancelInvitation(),
    updateMemberRole: useUpdateMemberRole(),
    removeMember: useRemoveMember(),
    leave: useLeaveOrganization(),
  }
}

export type Writes = ReturnType<typeof useWrites>

/** Organization ids as slugs; the one `create` makes is `new`. */
const slugOf = (organizationId: string | null | undefined) =>
  Object.entries(ORG).find(([, id]) => id === organizationId)?.[0] ?? 'new'

/** The read a logged call is, named after its resource and organization; `undefined` for a write. */
function readOf({ operation, args }: MemoryCall): string | undefined {
  switch (operation) {
    case 'getSession':
      return 'session'
    case 'list':
      return 'organizations'
    case 'getFullOrganization': {
      const { organizationId, organizationSlug, membersLimit } = parseInput(operation, args).query
      if (organizationSlug !== undefined) return `by slug:${organizationSlug}`
      // The screen's full read asks for one member; the kit's own (after a switch) for every member.
      return `${membersLimit === 1 ? 'full read' : 'complete full read'}:${slugOf(organizationId)}`
    }
    case 'checkSlug':
      return 'slug check'
    case 'listMembers': {
      const { organizationId, filterField } = parseInput(operation, args).query
      return `${filterField === 'userId' ? 'own membership' : 'members'}:${slugOf(organizationId)}`
    }
    case 'getActiveMemberRole':
      return `own role:${slugOf(parseInput(operation, args).query.organizationId)}`
    case 'listInvitations':
      return `invitations:${slugOf(parseInput(operation, args).query.organizationId)}`
    case 'listUserInvitations':
      return 'user invitations'
    case 'getInvitation':
      return 'invitation'
    default:
      return undefined
  }
}

/** The reads in a call log, sorted (a read asked twice shows twice). */
const readsIn = (calls: readonly MemoryCall[]) => calls.flatMap((call) => readOf(call) ?? []).sort()

type Screen = ReturnType<typeof useEveryRead>

/**
 * Whether the kit is idle: no fetch and no write under way, and the screen rendered from the session as
 * cached (a switch points the cached session elsewhere first; the screen's reads of the new organization
 * start once it re-renders), every read on it idle.
 */
function idle(queryClient: QueryClient, screen: Screen) {
  return (
    queryClient.isFetching() === 0 &&
    queryClient.isMutating() === 0 &&
    screen.session.data === queryClient.getQueryData(orgKeys.session()) &&
    Object.values(screen).every((read) => read.fetchStatus === 'idle')
  )
}

/** Mounts the screen and its writes, waits until every read has answered, then empties the call log. */
export async function mountScreen() {
  const transport = await prepareTransport({ seed: seed(), signedInAs: 'dan@example.com', activeOrganization: 'acme' })
  const view = renderHookWithKit(() => ({ screen: useEveryRead(), writes: useWrites() }), { transport })
  await waitFor(() => {
    expect(Object.values(view.result.current.screen).every((read) => read.isSuccess)).toBe(true)
    expect(idle(view.queryClient, view.result.current.screen)).toBe(true)
  })
  const mounted = readsIn(transport.calls)
  transport.clearCalls()
  return { ...view, transport, mounted }
}

/** What a write did, read from the call log once the kit is idle again. */
export async function readsAfter(view: Awaited<ReturnType<typeof mountScreen>>) {
  await waitFor(() => expect(idle(view.queryClient, view.result.current.screen)).toBe(true))
  return readsIn(view.transport.calls)
}

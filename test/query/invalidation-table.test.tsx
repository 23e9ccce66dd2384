import { act } from '@testing-library/react'
import type { OrgKitError } from '../../src/core/org-kit-error'
import { orgKeys } from '../../src/query/org-keys'
import { rejectionOf } from '../support/rejection-of'
import {
  CAROL_IN_ACME,
  DAN_IN_ACME,
  DAN_TO_HOOLI,
  FRANK_TO_ACME,
  mountScreen,
  ORG,
  readsAfter,
} from './write-effects-screen'
import type { Writes } from './write-effects-screen'

// The cache effects of every write, as the server sees them: a screen mounts every read of the kit (see
// write-effects-screen.tsx), each write runs through its hook, and the memory transport's call log tells
// which reads were asked again. Nothing here restates `src/query/invalidation-table.ts`: the expectations
// are what was observed (the memory transport answers at once, so the log is the same on every run).

/**
 * What loads when the screen follows the active organization to `slug`: the kit's complete full read
 * (it also gives Dan's membership and role there), then the screen's one-member full read, members page
 * and invitations of that organization.
 */
const switchedTo = (slug: string) => [
  `complete full read:${slug}`,
  `full read:${slug}`,
  `invitations:${slug}`,
  `members:${slug}`,
]

/** One write, and the reads observed after it. */
interface ObservedWrite {
  name: string
  run: (writes: Writes) => Promise<unknown>
  /** Reads of the screen asked again. */
  refetched: readonly string[]
  /** The organization the screen follows to, when the write moves the active one. */
  switchesTo?: string
}

const OBSERVED: readonly ObservedWrite[] = [
  {
    name: 'create',
    run: (w) => w.create.mutateAsync({ name: 'New Co', slug: 'new-co' }),
    refetched: ['organizations', 'slug check'],
    switchesTo: 'new',
  },
  {
    name: 'create, keeping the active organization',
    run: (w) => w.create.mutateAsync({ name: 'New Co', slug: 'new-co', keepCurrentActiveOrganization: true }),
    refetched: ['organizations', 'slug check'],
  },
  {
    name: 'update (the active organization)',
    run: (w) => w.update.mutateAsync({ data: { name: 'Acme 2' } }),
    refetched: ['by slug:acme', 'full read:acme', 'organizations', 'slug check'],
  },
  {
    name: 'delete (another organization)',
    run: (w) => w.delete.mutateAsync({ organizationId: ORG.initech }),
    refetched: ['by slug:acme', 'organizations', 'slug check'],
  },
  {
    name: 'setActive',
    run: (w) => w.setActive.mutateAsync({ organizationId: ORG.globex }),
    refetched: [],
    switchesTo: 'globex',
  },
  {
    name: 'inviteMember',
    run: (w) => w.inviteMember.mutateAsync({ email: 'new@example.com', role: 'member' }),
    refetched: ['by slug:acme', 'full read:acme', 'invitations:acme'],
  },
  {
    name: 'acceptInvitation',
    // The invitation answered is dropped, not read again (the server would refuse it): see below.
    run: (w) => w.acceptInvitation.mutateAsync({ invitationId: DAN_TO_HOOLI }),
    refetched: ['by slug:acme', 'organizations', 'user invitations'],
    switchesTo: 'hooli',
  },
  {
    name: 'rejectInvitation',
    run: (w) => w.rejectInvitation.mutateAsync({ invitationId: DAN_TO_HOOLI }),
    refetched: ['user invitations'],
  },
  {
    name: 'cancelInvitation',
    run: (w) => w.cancelInvitation.mutateAsync({ invitationId: FRANK_TO_ACME }),
    refetched: ['by slug:acme', 'full read:acme', 'invitations:acme'],
  },
  {
    name: 'updateMemberRole',
    run: (w) => w.updateMemberRole.mutateAsync({ memberId: CAROL_IN_ACME, role: 'admin' }),
    refetched: ['by slug:acme', 'full read:acme', 'members:acme', 'own membership:acme', 'own role:acme'],
  },
  {
    name: 'removeMember',
    run: (w) => w.removeMember.mutateAsync({ memberIdOrEmail: CAROL_IN_ACME }),
    refetched: ['by slug:acme', 'full read:acme', 'members:acme'],
  },
  {
    // Removing oneself is leaving: the active organization is left, and nothing of it is read again.
    name: 'removeMember (oneself, from the active organization)',
    run: (w) => w.removeMember.mutateAsync({ memberIdOrEmail: DAN_IN_ACME }),
    refetched: ['by slug:acme', 'organizations'],
  },
  {
    name: 'leave (another organization)',
    run: (w) => w.leave.mutateAsync({ organizationId: ORG.globex }),
    refetched: ['by slug:acme', 'organizations'],
  },
]

describe('cache effects of each write, observed on the memory transport', () => {
  it('mounts a screen where every read costs its own call, so the log shows each one asked again', async () => {
    const { mounted } = await mountScreen()
    expect(mounted).toEqual([
      'by slug:acme',
      'full read:acme',
      'invitation',
      'invitations:acme',
      'members:acme',
      'organizations',
      'own membership:acme',
      'own role:acme',
      'session',
      'slug check',
      'user invitations',
    ])
  })

  it.each(OBSERVED)('$name', async ({ run, refetched, switchesTo }) => {
    const view = await mountScreen()
    await act(() => run(view.result.current.writes))
    const expected = [...refetched, ...(switchesTo === undefined ? [] : switchedTo(switchesTo))].sort()
    expect(await readsAfter(view)).toEqual(expected)
  })

  it.each(['acceptInvitation', 'rejectInvitation'] as const)(
    '%s drops the invitation it answered from the cache, and the screen showing it never reads it again',
    async (name) => {
      const view = await mountScreen()
      const key = orgKeys.invitation(view.result.current.screen.session.data?.user.id ?? '', DAN_TO_HOOLI)
      expect(view.queryClient.getQueryData(key)).toMatchObject({ id: DAN_TO_HOOLI })
      await act(() => view.result.current.writes[name].mutateAsync({ invitationId: DAN_TO_HOOLI }))
      await readsAfter(view)
      expect(view.queryClient.getQueryData(key)).toBeUndefined()
      // Still on screen, the read stays idle: nothing asks the server for the consumed invitation (a 400).
      expect(view.result.current.screen.invitation.fetchStatus).toBe('idle')
      expect(view.transport.calls.filter((call) => call.operation === 'getInvitation')).toEqual([])
    },
  )

  it('reads nothing again when a plain write fails', async () => {
    const view = await mountScreen()
    view.transport.failNext('inviteMember', 'INVITATION_LIMIT_REACHED')
    const invite = view.result.current.writes.inviteMember.mutateAsync({ email: 'new@example.com', role: 'member' })
    const error = await act(() => rejectionOf(invite))
    expect(error).toMatchObject({ code: 'INVITATION_LIMIT_REACHED' } satisfies Partial<OrgKitError>)
    expect(await readsAfter(view)).toEqual([])
  })

  it('reads again what an optimistic write touched when it fails, as when it succeeds', async () => {
    const view = await mountScreen()
    view.transport.failNext('updateMemberRole', 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
    const update = view.result.current.writes.updateMemberRole.mutateAsync({ memberId: CAROL_IN_ACME, role: 'admin' })
    const error = await act(() => rejectionOf(update))
    expect(error).toMatchObject({ code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' } satisfies Partial<OrgKitError>)
    expect(await readsAfter(view)).toEqual([
      'by slug:acme',
      'full read:acme',
      'members:acme',
      'own membership:acme',
      'own role:acme',
    ])
  })
})

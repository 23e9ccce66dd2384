import { MutationObserver, QueryClient } from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'
import { cacheTargetKey } from '../../src/query/cache-target-key'
import { createOrgQueries } from '../../src/query/create-org-queries'
import { INVALIDATION_TABLE } from '../../src/query/invalidation-table'
import { orgKeys } from '../../src/query/org-keys'
import { createMemoryTransport, demoSeed, seedInvitation, seedMember, seedOrganization } from '../../src/testing'

describe('INVALIDATION_TABLE', () => {
  it('lists every write with its targets', () => {
    const rows = Object.fromEntries(
      Object.entries(INVALIDATION_TABLE).map(([name, row]) => [name, [...row.invalidate].sort()]),
    )
    expect(rows).toEqual({
      create: ['organizations', 'slugChecks'],
      update: ['fullOrganization', 'organizations', 'organizationsBySlug', 'slugChecks'],
      delete: ['organizations', 'organizationsBySlug', 'slugChecks'],
      setActive: [],
      inviteMember: ['fullOrganization', 'invitations', 'organizationsBySlug'],
      acceptInvitation: ['invitation', 'organizations', 'organizationsBySlug', 'userInvitations'],
      rejectInvitation: ['invitation', 'userInvitations'],
      cancelInvitation: ['fullOrganization', 'invitations', 'organizationsBySlug'],
      updateMemberRole: ['activeMember', 'activeMemberRole', 'fullOrganization', 'members', 'organizationsBySlug'],
      removeMember: ['fullOrganization', 'members', 'organizationsBySlug'],
      leave: ['organizations', 'organizationsBySlug'],
    })
  })

  it('makes role change, removal, cancellation and switching optimistic, and nothing else', () => {
    const optimistic = Object.entries(INVALIDATION_TABLE)
      .filter(([, row]) => row.optimistic)
      .map(([name]) => name)
    expect(optimistic.sort()).toEqual(['cancelInvitation', 'removeMember', 'setActive', 'updateMemberRole'])
  })

  it('invalidates full reads whenever members or invitations change (members pages and roles derive from them)', () => {
    for (const row of Object.values(INVALIDATION_TABLE)) {
      if (row.invalidate.some((t) => t === 'members' || t === 'invitations'))
        expect(row.invalidate).toContain('fullOrganization')
    }
  })

  it('maps targets to key prefixes of the write scope, widening when the scope is unknown', () => {
    expect(cacheTargetKey('members', { userId: 'u', organizationId: 'o' })).toEqual(orgKeys.members('u', 'o'))
    expect(cacheTargetKey('invitation', { userId: 'u', invitationId: 'i' })).toEqual(orgKeys.invitation('u', 'i'))
    expect(cacheTargetKey('members', { userId: 'u' })).toEqual(orgKeys.user('u'))
    expect(cacheTargetKey('organizations', { userId: undefined })).toEqual(orgKeys.all)
    expect(cacheTargetKey('session', { userId: undefined })).toEqual(orgKeys.session())
  })
})

/** Alice: owner of Acme (active), member of Globex, invited to Initech. */
async function setup() {
  const seed = demoSeed()
  const transport = createMemoryTransport({
    seed: {
      ...seed,
      organizations: [...(seed.organizations ?? []), seedOrganization('Initech')],
      members: [...(seed.members ?? []), seedMember('initech', 'erin@example.com', 'owner')],
      invitations: [...(seed.invitations ?? []), seedInvitation('initech', 'alice@example.com', 'erin@example.com')],
    },
    signedInAs: 'alice@example.com',
  })
  const orgs = await transport.list()
  const A = orgs.find((o) => o.slug === 'acme')?.id ?? ''
  const B = orgs.find((o) => o.slug === 'globex')?.id ?? ''
  await transport.setActive({ organizationId: A })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const q = createOrgQueries(transport)
  const session = await client.fetchQuery(q.session())
  const U = session?.user.id ?? ''
  const [received] = await transport.listUserInvitations()
  const X = received?.id ?? ''
  const grid: Record<string, QueryKey> = {
    session: q.session().queryKey,
    orgs: q.organizations(U).queryKey,
    'by-slug:A': q.organizationBySlug({ userId: U, slug: 'acme' }).queryKey,
    'slug-check': q.checkSlug({ userId: U, slug: 'fresh' }).queryKey,
    'user-invitations': q.userInvitations(U).queryKey,
    'invitation:X': q.invitation({ userId: U, invitationId: X }).queryKey,
    'other-user': orgKeys.organizations('someone-else'),
  }
  for (const [label, id] of [
    ['A', A],
    ['B', B],
  ] as const) {
    grid[`full:${label}`] = q.fullOrganization({ userId: U, organizationId: id }).queryKey
    grid[`members:${label}`] = q.members({ userId: U, organizationId: id, params: { limit: 10 } }).queryKey
    grid[`member:${label}`] = q.activeMember({ userId: U, organizationId: id }).queryKey
    grid[`role:${label}`] = q.activeMemberRole({ userId: U, organizationId: id }).queryKey
    grid[`invitations:${label}`] = q.invitations({ userId: U, organizationId: id }).queryKey
  }
  const fetchers = [
    q.organizations(U),
    q.organizationBySlug({ userId: U, slug: 'acme' }),
    q.checkSlug({ userId: U, slug: 'fresh' }),
    q.userInvitations(U),
    q.invitation({ userId: U, invitationId: X }),
    ...[A, B].flatMap((id) => [
      q.fullOrganization({ userId: U, organizationId: id }),
      q.members({ userId: U, organizationId: id, params: { limit: 10 } }),
      q.activeMember({ userId: U, organizationId: id }),
      q.activeMemberRole({ userId: U, organizationId: id }),
      q.invitations({ userId: U, organizationId: id }),
    ]),
  ]
  for (const options of fetchers) await client.fetchQuery(options as Parameters<typeof client.fetchQuery>[0])
  client.setQueryData(orgKeys.organizations('someone-else'), [])
  const full = await transport.getFullOrganization({ query: { organizationId: A } })
  const member = (email: string) => full?.members.find((m) => m.user.email === email)?.id ?? ''
  const frankInvite = full?.invitations.find((i) => i.email === 'frank@example.com' && i.status === 'pending')?.id ?? ''
  return {
    transport,
    client,
    q,
    grid,
    A,
    B,
    X,
    bob: member('bob@example.com'),
    carol: member('carol@example.com'),
    frankInvite,
  }
}

type Setup = Awaited<ReturnType<typeof setup>>

/** Runs a write and returns the labels of the grid entries it invalidated and removed. */
async function effectsOf(s: Setup, run: (s: Setup) => Promise<unknown>) {
  await run(s).catch(() => undefined)
  const invalidated: string[] = []
  const removed: string[] = []
  for (const [label, key] of Object.entries(s.grid)) {
    const query = s.client.getQueryCache().find({ queryKey: key, exact: true })
    if (!query) removed.push(label)
    else if (query.state.isInvalidated) invalidated.push(label)
  }
  return { invalidated: invalidated.sort(), removed: removed.sort() }
}

const write = <Name extends keyof ReturnType<typeof createOrgQueries>['mutations']>(
  s: Setup,
  name: Name,
  input: unknown,
) => new MutationObserver(s.client, s.q.mutations[name]() as never).mutate(input as never)

const scopeOf = (label: 'A' | 'B') => [
  `full:${label}`,
  `invitations:${label}`,
  `member:${label}`,
  `members:${label}`,
  `role:${label}`,
]

describe('cache effects of each write, on a cache holding every kind of entry', () => {
  const cases: [string, (s: Setup) => Promise<unknown>, string[], string[]][] = [
    ['create', (s) => write(s, 'create', { name: 'New', slug: 'new-co' }), ['orgs', 'slug-check'], scopeOf('A')],
    [
      'create keeping the active one',
      (s) => write(s, 'create', { name: 'New', slug: 'new-co', keepCurrentActiveOrganization: true }),
      ['orgs', 'slug-check'],
      [],
    ],
    [
      'update',
      (s) => write(s, 'update', { data: { name: 'Acme 2' } }),
      ['by-slug:A', 'full:A', 'orgs', 'slug-check'],
      [],
    ],
    ['delete', (s) => write(s, 'delete', { organizationId: s.A }), ['by-slug:A', 'orgs', 'slug-check'], scopeOf('A')],
    ['setActive', (s) => write(s, 'setActive', { organizationId: s.B }), [], scopeOf('A')],
    [
      'inviteMember',
      (s) => write(s, 'inviteMember', { email: 'new@example.com', role: 'member' }),
      ['by-slug:A', 'full:A', 'invitations:A'],
      [],
    ],
    [
      'acceptInvitation',
      (s) => write(s, 'acceptInvitation', { invitationId: s.X }),
      ['by-slug:A', 'invitation:X', 'orgs', 'user-invitations'],
      scopeOf('A'),
    ],
    [
      'rejectInvitation',
      (s) => write(s, 'rejectInvitation', { invitationId: s.X }),
      ['invitation:X', 'user-invitations'],
      [],
    ],
    [
      'cancelInvitation',
      (s) => write(s, 'cancelInvitation', { invitationId: s.frankInvite }),
      ['by-slug:A', 'full:A', 'invitations:A'],
      [],
    ],
    [
      'updateMemberRole',
      (s) => write(s, 'updateMemberRole', { memberId: s.bob, role: 'member' }),
      ['by-slug:A', 'full:A', 'member:A', 'members:A', 'role:A'],
      [],
    ],
    [
      'removeMember',
      (s) => write(s, 'removeMember', { memberIdOrEmail: s.carol }),
      ['by-slug:A', 'full:A', 'members:A'],
      [],
    ],
    ['leave', (s) => write(s, 'leave', { organizationId: s.B }), ['by-slug:A', 'orgs'], scopeOf('B')],
  ]

  it.each(cases)('%s', async (_name, run, invalidated, removed) => {
    const s = await setup()
    expect(await effectsOf(s, run)).toEqual({ invalidated, removed })
  })

  it('touches nothing when a plain write fails', async () => {
    const s = await setup()
    s.transport.failNext('inviteMember', 'INVITATION_LIMIT_REACHED')
    expect(await effectsOf(s, (x) => write(x, 'inviteMember', { email: 'new@example.com', role: 'member' }))).toEqual({
      invalidated: [],
      removed: [],
    })
  })

  it('rolls back and still reconciles when an optimistic write fails', async () => {
    const s = await setup()
    const before = s.client.getQueryData(s.grid['members:A'] ?? [])
    s.transport.failNext('updateMemberRole', 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER')
    const effects = await effectsOf(s, (x) => write(x, 'updateMemberRole', { memberId: x.bob, role: 'member' }))
    expect(effects).toEqual({ invalidated: ['by-slug:A', 'full:A', 'member:A', 'members:A', 'role:A'], removed: [] })
    expect(s.client.getQueryData(s.grid['members:A'] ?? [])).toEqual(before)
  })
})

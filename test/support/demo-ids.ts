import { demoSeed } from '../../src/testing'
import type { MemorySeed } from '../../src/testing'
import { prepareTransport } from './render-with-kit'

/** Fixed ids for {@link demoSeedWithIds}: organizations, users, memberships and invitations. */
export const IDS = {
  acme: 'org_acme',
  globex: 'org_globex',
  alice: 'user_alice',
  bob: 'user_bob',
  carol: 'user_carol',
  dan: 'user_dan',
  erin: 'user_erin',
  frank: 'user_frank',
  member: {
    acmeAlice: 'mem_acme_alice',
    acmeBob: 'mem_acme_bob',
    acmeCarol: 'mem_acme_carol',
    acmeDan: 'mem_acme_dan',
    globexErin: 'mem_globex_erin',
    globexAlice: 'mem_globex_alice',
  },
  invitation: {
    frankAcme: 'inv_frank_acme',
    graceAcmeExpired: 'inv_grace_acme',
    carolAcmeAccepted: 'inv_carol_acme',
    heidiAcmeCanceled: 'inv_heidi_acme',
    frankGlobex: 'inv_frank_globex',
  },
} as const

/** E-mails of the demo users. */
export const EMAIL = {
  alice: 'alice@example.com',
  bob: 'bob@example.com',
  carol: 'carol@example.com',
  dan: 'dan@example.com',
  erin: 'erin@example.com',
  frank: 'frank@example.com',
} as const

/**
 * The memory transport's `demoSeed` with fixed ids: Acme (Alice owner, Bob admin, Carol member, Dan
 * admin+member; invitations to Frank pending, Grace expired, Carol accepted, Heidi canceled) and Globex
 * (Erin owner, Alice member; Frank invited).
 */
export function demoSeedWithIds(): MemorySeed {
  const seed = demoSeed()
  const memberIds = Object.values(IDS.member)
  const invitationIds = Object.values(IDS.invitation)
  return {
    users: seed.users?.map((u) => ({ ...u, id: `user_${u.name.toLowerCase()}` })),
    organizations: seed.organizations?.map((o) => ({ ...o, id: `org_${o.slug}` })),
    members: seed.members?.map((m, i) => ({ ...m, id: memberIds[i] })),
    invitations: seed.invitations?.map((inv, i) => ({ ...inv, id: invitationIds[i] })),
  }
}

/** A memory transport over {@link demoSeedWithIds}, signed in as `email`, with `active` (id or slug) active; call log empty. */
export function prepareDemo(
  email: string | undefined,
  active?: string,
  config?: Parameters<typeof prepareTransport>[0]['config'],
) {
  return prepareTransport({ seed: demoSeedWithIds(), signedInAs: email, activeOrganization: active, config })
}

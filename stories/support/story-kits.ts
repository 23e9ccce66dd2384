import { DEMO_OWNER_EMAIL, demoSeed, seedInvitation, seedMember, seedOrganization, seedUser } from '../../src/testing'
import type { KitParameters } from '../../test/support/kit-harness'

// Kit set-ups the stories share: who is signed in, where, with which configuration.

/** Alice: owner of Acme (active), member of Globex. */
export const ownerKit: KitParameters = { seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL, activeOrganization: 'acme' }

/** Bob: admin of Acme (active). */
export const adminKit: KitParameters = { seed: demoSeed(), signedInAs: 'bob@example.com', activeOrganization: 'acme' }

/** Carol: plain member of Acme (active). */
export const memberKit: KitParameters = {
  seed: demoSeed(),
  signedInAs: 'carol@example.com',
  activeOrganization: 'acme',
}

/** A kit whose Acme also holds Alice's open invitation of olive@example.com as owner (only an owner may resend it). */
export const withOwnerInvitation = (kit: KitParameters): KitParameters => {
  const seed = demoSeed()
  return {
    ...kit,
    seed: {
      ...seed,
      invitations: [
        ...(seed.invitations ?? []),
        seedInvitation('acme', 'olive@example.com', DEMO_OWNER_EMAIL, { role: 'owner' }),
      ],
    },
  }
}

/**
 * Options of a `findBy*` waiting for an error the kit shows only after retrying the read: a transient one
 * (network, 5xx, 429) is asked up to 3 times, with backoffs of up to 1 s and 2 s between the attempts.
 */
export const AFTER_READ_RETRIES = { timeout: 5_000 }

/** Holds every answer long enough to look at the loading state. */
export const FOREVER_MS = 10 * 60 * 1000

/** A small green logo, inline so stories need no network. */
export const GREEN_LOGO =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iNiIgZmlsbD0iIzE2YTM0YSIvPjxjaXJjbGUgY3g9IjE2IiBjeT0iMTYiIHI9IjciIGZpbGw9IiNmZmYiLz48L3N2Zz4='

const many = [
  'Acme Inc',
  'Bluth Company',
  'Cyberdyne',
  'Dunder Mifflin',
  'Globex',
  'Hooli',
  'Initech',
  'Massive Dynamic',
  'Soylent',
  'Stark Industries',
  'Umbrella',
  'Wayne Enterprises',
]

/** Zoe belongs to twelve organizations (limit raised to 20), admin in most, owner of Hooli. */
export const manyOrganizationsKit: KitParameters = {
  seed: {
    users: [seedUser('Zoe')],
    organizations: many.map((name) => seedOrganization(name, name === 'Hooli' ? { logo: GREEN_LOGO } : {})),
    members: many.map((name, i) =>
      seedMember(
        seedOrganization(name).slug,
        'zoe@example.com',
        name === 'Hooli' ? 'owner' : i % 3 === 0 ? 'member' : 'admin',
      ),
    ),
  },
  signedInAs: 'zoe@example.com',
  activeOrganization: 'hooli',
  config: { organization_limit: 20 },
}

/** A signed-in user without any organization. */
export const newcomerKit: KitParameters = { seed: { users: [seedUser('Nora')] }, signedInAs: 'nora@example.com' }

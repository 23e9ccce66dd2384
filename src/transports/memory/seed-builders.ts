import type { Role } from '../../core/roles'
import type { MemorySeed, SeedInvitation, SeedMember, SeedOrganization, SeedUser } from './seed'
import type { TimeInput } from './types'

// Small builders for seeds, shared by tests, stories and benchmarks.

const toSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'org'

/** A verified user named `name`, with e-mail `<name>@example.com` unless overridden. */
export function seedUser(name: string, overrides: Partial<SeedUser> = {}): SeedUser {
  return { name, email: `${toSlug(name).replace(/-/g, '.')}@example.com`, emailVerified: true, ...overrides }
}

/** An organization named `name`, with a slug derived from it unless overridden. */
export function seedOrganization(name: string, overrides: Partial<SeedOrganization> = {}): SeedOrganization {
  return { name, slug: toSlug(name), ...overrides }
}

/** A membership: organization by id or slug, user by id or e-mail. */
export function seedMember(
  organization: string,
  user: string,
  role: Role | readonly Role[] = 'member',
  overrides: Partial<SeedMember> = {},
): SeedMember {
  return { organization, user, role, ...overrides }
}

/** A pending invitation unless overridden. */
export function seedInvitation(
  organization: string,
  email: string,
  inviter: string,
  overrides: Partial<SeedInvitation> = {},
): SeedInvitation {
  return { organization, email, inviter, role: 'member', status: 'pending', ...overrides }
}

/** E-mail of the user {@link demoSeed} signs stories in as (owner of Acme). */
export const DEMO_OWNER_EMAIL = 'alice@example.com'

/**
 * A small realistic data set: Acme (Alice owner, Bob admin, Carol member, Dan admin+member) and Globex (Erin
 * owner, Alice member), with a pending, an expired, an accepted and a canceled invitation on Acme.
 */
export function demoSeed(now: TimeInput = Date.now()): MemorySeed {
  const base = new Date(now).getTime()
  const day = 24 * 60 * 60 * 1000
  const at = (daysAgo: number) => new Date(base - daysAgo * day)
  return {
    users: ['Alice', 'Bob', 'Carol', 'Dan', 'Erin', 'Frank'].map((name) => seedUser(name)),
    organizations: [
      seedOrganization('Acme Inc', { slug: 'acme', metadata: { plan: 'pro' }, createdAt: at(30) }),
      seedOrganization('Globex', { createdAt: at(20) }),
    ],
    members: [
      seedMember('acme', 'alice@example.com', 'owner', { createdAt: at(30) }),
      seedMember('acme', 'bob@example.com', 'admin', { createdAt: at(25) }),
      seedMember('acme', 'carol@example.com', 'member', { createdAt: at(10) }),
      seedMember('acme', 'dan@example.com', ['admin', 'member'], { createdAt: at(5) }),
      seedMember('globex', 'erin@example.com', 'owner', { createdAt: at(20) }),
      seedMember('globex', 'alice@example.com', 'member', { createdAt: at(15) }),
    ],
    invitations: [
      seedInvitation('acme', 'frank@example.com', 'alice@example.com', { createdAt: at(1) }),
      seedInvitation('acme', 'grace@example.com', 'bob@example.com', {
        role: 'admin',
        createdAt: at(4),
        expiresAt: at(2),
      }),
      seedInvitation('acme', 'carol@example.com', 'alice@example.com', { status: 'accepted', createdAt: at(11) }),
      seedInvitation('acme', 'heidi@example.com', 'alice@example.com', { status: 'canceled', createdAt: at(3) }),
      seedInvitation('globex', 'frank@example.com', 'erin@example.com', { createdAt: at(1) }),
    ],
  }
}

/** Options of {@link largeOrganizationSeed}. */
export interface LargeOrganizationSeedOptions {
  /** How many members, the owner included. */
  members: number
  /** @default 'big-org' */
  slug?: string
  /** @default 'Big Org' */
  name?: string
  /** Earliest member creation time. @default 2026-01-01T00:00:00Z */
  startAt?: TimeInput
}

/** A seed of one large organization, with the e-mail of its owner and its slug. */
export interface LargeOrganizationSeed extends MemorySeed {
  ownerEmail: string
  organizationSlug: string
}

/**
 * One organization with `members` members for benchmarks: the first is the owner, every 10th an admin, every
 * 50th `admin,member`, the rest members; `createdAt` values are distinct and not in insertion order.
 */
export function largeOrganizationSeed(options: LargeOrganizationSeedOptions): LargeOrganizationSeed {
  const { members: count, slug = 'big-org', name = 'Big Org', startAt = '2026-01-01T00:00:00Z' } = options
  const base = new Date(startAt).getTime()
  const users: SeedUser[] = []
  const members: SeedMember[] = []
  for (let i = 0; i < count; i++) {
    const email = i === 0 ? `owner@${slug}.example.com` : `user-${String(i).padStart(6, '0')}@${slug}.example.com`
    const role: Role | Role[] =
      i === 0 ? 'owner' : i % 50 === 2 ? ['admin', 'member'] : i % 10 === 1 ? 'admin' : 'member'
    users.push({ name: i === 0 ? 'Owner' : `User ${i}`, email, emailVerified: true })
    // Multiplying by an odd constant is a bijection on 32-bit integers: distinct, scrambled times.
    members.push({ organization: slug, user: email, role, createdAt: base + (Math.imul(i, 2654435761) >>> 0) })
  }
  return {
    users,
    organizations: [{ name, slug, createdAt: base }],
    members,
    ownerEmail: `owner@${slug}.example.com`,
    organizationSlug: slug,
  }
}

import { splitRoles } from '../../core/roles'
import type { EmbeddedSeed } from './types'

const HOURS_48 = 48 * 60 * 60 * 1000

/** The parts of Better Auth's `AuthContext` seeding uses. */
export interface SeedContext {
  adapter: {
    create(input: { model: string; data: Record<string, unknown> }): Promise<unknown>
    count(input: { model: string }): Promise<number>
  }
  internalAdapter: {
    createUser(user: Record<string, unknown>): Promise<{ id: string } | null>
    linkAccount(account: Record<string, unknown>): Promise<unknown>
  }
  password: { hash(password: string): Promise<string> }
}

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key.toLowerCase())
  if (value === undefined) throw new Error(`Seed: unknown ${what} "${key}"`)
  return value
}

/**
 * Puts seed data into an empty database (one without users) through Better Auth's own adapters, so ids,
 * dates and column names are exactly the server's. Returns whether it seeded.
 */
export async function applySeed(context: SeedContext, seed: EmbeddedSeed): Promise<boolean> {
  if ((await context.adapter.count({ model: 'user' })) > 0) return false
  const userIds = new Map<string, string>()
  for (const user of seed.users ?? []) {
    const created = await context.internalAdapter.createUser({
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified ?? true,
    })
    if (!created) throw new Error(`Seed: could not create ${user.email}`)
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await context.password.hash(user.password),
    })
    userIds.set(user.email.toLowerCase(), created.id)
  }
  const organizations = new Map<string, { id: string; members: Map<string, string> }>()
  let clock = Date.now() - 60_000
  for (const organization of seed.organizations ?? []) {
    const created = (await context.adapter.create({
      model: 'organization',
      data: {
        name: organization.name,
        slug: organization.slug,
        logo: organization.logo ?? null,
        metadata: organization.metadata ? JSON.stringify(organization.metadata) : null,
        createdAt: new Date(clock++),
      },
    })) as { id: string }
    const members = new Map<string, string>()
    for (const member of organization.members) {
      const userId = lookup(userIds, member.email, 'user')
      const role = splitRoles(member.role).join(',')
      await context.adapter.create({
        model: 'member',
        data: { organizationId: created.id, userId, role, createdAt: new Date(clock++) },
      })
      members.set(member.email.toLowerCase(), userId)
    }
    organizations.set(organization.slug.toLowerCase(), { id: created.id, members })
  }
  for (const invitation of seed.invitations ?? []) {
    const organization = lookup(organizations, invitation.organization, 'organization')
    await context.adapter.create({
      model: 'invitation',
      data: {
        organizationId: organization.id,
        email: invitation.email.toLowerCase(),
        role: splitRoles(invitation.role).join(','),
        status: 'pending',
        expiresAt: invitation.expiresAt ?? new Date(Date.now() + HOURS_48),
        createdAt: new Date(clock++),
        inviterId: lookup(organization.members, invitation.inviter, 'inviter'),
      },
    })
  }
  return true
}

import type { InvitationStatus } from '../../core/domain'
import { isKnownRole } from '../../core/access-control'
import { emailInputSchema, slugInputSchema } from '../../core/input-schemas'
import { trimRoleNames } from '../../core/roles'
import { toMillis } from './clock'
import { INVITATION_EXPIRES_IN_MS } from './invitation-ops'
import type { MemoryContext, OrganizationRow, UserRow } from './state'
import { generateId } from './state'
import {
  findOrganizationBySlug,
  findUserByEmail,
  insertInvitation,
  insertMember,
  insertOrganization,
  insertUser,
} from './tables'
import type { MemoryUserInput, TimeInput } from './types'

/** A user to seed. */
export type SeedUser = MemoryUserInput

/** An organization to seed. */
export interface SeedOrganization {
  /** Identifier; generated when absent. */
  id?: string
  name: string
  /** Lower-case letters, digits and single hyphens. */
  slug: string
  logo?: string | null
  metadata?: Record<string, unknown>
  createdAt?: TimeInput
}

/** A membership to seed; organization and user are referenced by id, slug or e-mail. */
export interface SeedMember {
  id?: string
  /** Id or slug of a seeded organization. */
  organization: string
  /** Id or e-mail of a seeded user. */
  user: string
  /**
   * Stored exactly as given (an array joined with ","), as another client may have written it: `"member,
   * owner"` stays padded, and the server (like this transport) then reads `" owner"`, which is not the owner.
   * Every name, trimmed, must be one the server knows (a default role or one of `accessControl`).
   * @default 'member'
   */
  role?: string | readonly string[]
  createdAt?: TimeInput
}

/** An invitation to seed. */
export interface SeedInvitation {
  id?: string
  /** Id or slug of a seeded organization. */
  organization: string
  /** Invitee's e-mail (stored lower-cased). */
  email: string
  /** @default 'member' */
  role?: string | readonly string[]
  /** @default 'pending' */
  status?: InvitationStatus
  /** Id or e-mail of the inviting user. */
  inviter: string
  createdAt?: TimeInput
  /** @default createdAt + 48 h */
  expiresAt?: TimeInput
}

/** Data to start a memory transport with (or add with `seed`). */
export interface MemorySeed {
  users?: readonly SeedUser[]
  organizations?: readonly SeedOrganization[]
  members?: readonly SeedMember[]
  invitations?: readonly SeedInvitation[]
}

function resolveOrganization(ctx: MemoryContext, ref: string): OrganizationRow {
  const row = ctx.db.organizations.get(ref) ?? findOrganizationBySlug(ctx.db, ref)
  if (!row) throw new Error(`Seed: no organization with id or slug "${ref}"`)
  return row
}

function resolveUser(ctx: MemoryContext, ref: string): UserRow {
  const row = ctx.db.users.get(ref) ?? findUserByEmail(ctx.db, ref)
  if (!row) throw new Error(`Seed: no user with id or e-mail "${ref}"`)
  return row
}

/** A seeded role as stored: as given, when the server would have taken its names (as `invite-member` does). */
function roleText(ctx: MemoryContext, role: SeedMember['role']): string {
  const text = role === undefined ? 'member' : typeof role === 'string' ? role : role.join(',')
  const names = trimRoleNames(text)
  if (names.length === 0 || !names.every((name) => isKnownRole(name, ctx.accessControl)))
    throw new Error(`Seed: invalid role ${JSON.stringify(role)}`)
  return text
}

/** Creates one user row from input (e-mail validated and lower-cased). */
export function addUser(ctx: MemoryContext, input: MemoryUserInput): UserRow {
  const email = emailInputSchema.safeParse(input.email)
  if (!email.success) throw new Error(`Invalid e-mail: ${input.email}`)
  const row: UserRow = {
    id: input.id ?? generateId(),
    name: input.name,
    email: email.data.toLowerCase(),
    emailVerified: input.emailVerified ?? true,
    image: input.image ?? null,
    createdAt: input.createdAt === undefined ? ctx.clock.now() : toMillis(input.createdAt),
  }
  insertUser(ctx.db, row)
  return row
}

/** Adds seed data; references are resolved against everything seeded so far. Throws on inconsistent data. */
export function applySeed(ctx: MemoryContext, seed: MemorySeed): void {
  const now = ctx.clock.now()
  for (const user of seed.users ?? []) addUser(ctx, user)
  for (const organization of seed.organizations ?? []) {
    if (!slugInputSchema.safeParse(organization.slug).success)
      throw new Error(`Seed: invalid slug "${organization.slug}"`)
    insertOrganization(ctx.db, {
      id: organization.id ?? generateId(),
      name: organization.name,
      slug: organization.slug,
      logo: organization.logo ?? null,
      metadata: organization.metadata ? JSON.stringify(organization.metadata) : null,
      createdAt: organization.createdAt === undefined ? now : toMillis(organization.createdAt),
    })
  }
  for (const member of seed.members ?? []) {
    insertMember(ctx.db, {
      id: member.id ?? generateId(),
      organizationId: resolveOrganization(ctx, member.organization).id,
      userId: resolveUser(ctx, member.user).id,
      role: roleText(ctx, member.role),
      createdAt: member.createdAt === undefined ? now : toMillis(member.createdAt),
    })
  }
  for (const invitation of seed.invitations ?? []) {
    const createdAt = invitation.createdAt === undefined ? now : toMillis(invitation.createdAt)
    insertInvitation(ctx.db, {
      id: invitation.id ?? generateId(),
      organizationId: resolveOrganization(ctx, invitation.organization).id,
      email: invitation.email.trim().toLowerCase(),
      role: roleText(ctx, invitation.role),
      status: invitation.status ?? 'pending',
      expiresAt:
        invitation.expiresAt === undefined ? createdAt + INVITATION_EXPIRES_IN_MS : toMillis(invitation.expiresAt),
      createdAt,
      inviterId: resolveUser(ctx, invitation.inviter).id,
    })
  }
}

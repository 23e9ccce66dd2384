import type { Invitation, Member, MemberRecord, MemberUser, Organization, SessionUser } from '../../core/domain'
import { splitRoles } from '../../core/roles'
import type { InvitationRow, MemberRow, OrganizationRow, UserRow } from './state'

// Outputs are built fresh from rows on every call, shaped exactly like the domain schemas' outputs
// (dates as `Date`, roles as arrays, metadata as a new object), so callers can never reach internal state.
// Hand-built rather than parsed with zod because `listMembers` must stay fast on large organizations;
// test/transports/memory checks they round-trip through the schemas unchanged.

/** A stored comma string of roles as the array the domain uses: every name, untrimmed, as the server reads it. */
export function rolesOf(role: string): string[] {
  return splitRoles(role)
}

function parseMetadata(text: string | null): Record<string, unknown> {
  if (text === null || text === '') return {}
  const value: unknown = JSON.parse(text)
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** An organization output. */
export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    metadata: parseMetadata(row.metadata),
    createdAt: new Date(row.createdAt),
  }
}

/** A member's public user profile. */
export function toMemberUser(user: UserRow): MemberUser {
  return { id: user.id, name: user.name, email: user.email, image: user.image }
}

/** A membership without its user. */
export function toMemberRecord(row: MemberRow): MemberRecord {
  return {
    id: row.id,
    organizationId: row.organizationId,
    userId: row.userId,
    role: rolesOf(row.role),
    createdAt: new Date(row.createdAt),
  }
}

/** A membership with its user. */
export function toMember(row: MemberRow, user: UserRow): Member {
  return { ...toMemberRecord(row), user: toMemberUser(user) }
}

/** Extra fields some invitation reads add. */
export interface InvitationExtras {
  organizationName?: string
  organizationSlug?: string
  inviterEmail?: string
}

/** An invitation output, with the extras a read adds. */
export function toInvitation(row: InvitationRow, extras: InvitationExtras = {}): Invitation {
  return {
    id: row.id,
    organizationId: row.organizationId,
    email: row.email,
    role: rolesOf(row.role),
    status: row.status,
    expiresAt: new Date(row.expiresAt),
    createdAt: new Date(row.createdAt),
    inviterId: row.inviterId,
    ...extras,
  }
}

/** The signed-in user output. */
export function toSessionUser(user: UserRow): SessionUser {
  return { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, image: user.image }
}

import type { InvitationStatus } from '../../core/domain'
import type { OrganizationPluginConfig } from '../../core/plugin-config'
import { DEFAULT_PLUGIN_CONFIG } from '../../core/plugin-config'
import type { Clock } from './clock'

// Rows are stored the way Better Auth's database stores them: roles as one comma string, metadata as a JSON
// string, times as epoch milliseconds. Outputs are always built fresh from them (see output.ts).

/** A stored user; `email` is lower-cased. */
export interface UserRow {
  id: string
  name: string
  email: string
  emailVerified: boolean
  image: string | null
  createdAt: number
}

/** A stored organization; `metadata` is JSON text or `null`. */
export interface OrganizationRow {
  id: string
  name: string
  slug: string
  logo: string | null
  metadata: string | null
  createdAt: number
}

/** A stored membership; `role` is a comma string like `"admin,member"`, `seq` keeps insertion order. */
export interface MemberRow {
  id: string
  organizationId: string
  userId: string
  role: string
  createdAt: number
  seq: number
}

/** A stored invitation; `email` is lower-cased, `role` a comma string. */
export interface InvitationRow {
  id: string
  organizationId: string
  email: string
  role: string
  status: InvitationStatus
  expiresAt: number
  createdAt: number
  inviterId: string
}

/** The tables with the indexes the operations need to stay O(1) per lookup on large organizations. */
export interface MemoryDb {
  users: Map<string, UserRow>
  userIdByEmail: Map<string, string>
  organizations: Map<string, OrganizationRow>
  organizationIdBySlug: Map<string, string>
  members: Map<string, MemberRow>
  /** Members of each organization, in insertion order. */
  membersByOrganization: Map<string, Map<string, MemberRow>>
  memberIdByOrganizationUser: Map<string, string>
  memberIdsByUser: Map<string, Set<string>>
  invitations: Map<string, InvitationRow>
  invitationIdsByOrganization: Map<string, Set<string>>
  seq: number
  /** Bumped by every membership change, so derived data (sorted member lists) knows when it is stale. */
  membersVersion: number
}

/** The signed-in session: who, and which organization is active in it. */
export interface MemorySession {
  userId: string
  activeOrganizationId: string | null
}

/** Everything an operation works on. */
export interface MemoryContext {
  db: MemoryDb
  clock: Clock
  config: OrganizationPluginConfig
  session: MemorySession | null
}

/** Makes an empty context with the default configuration. */
export function createContext(clock: Clock): MemoryContext {
  return {
    db: {
      users: new Map(),
      userIdByEmail: new Map(),
      organizations: new Map(),
      organizationIdBySlug: new Map(),
      members: new Map(),
      membersByOrganization: new Map(),
      memberIdByOrganizationUser: new Map(),
      memberIdsByUser: new Map(),
      invitations: new Map(),
      invitationIdsByOrganization: new Map(),
      seq: 0,
      membersVersion: 0,
    },
    clock,
    config: { ...DEFAULT_PLUGIN_CONFIG },
    session: null,
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
// Random bytes are drawn in batches: seeding 10,000 members needs 20,000 ids.
const pool = new Uint8Array(32 * 256)
let poolOffset = pool.length

/** A 32-character alphanumeric identifier, like Better Auth's default ids. */
export function generateId(): string {
  if (poolOffset + 32 > pool.length) {
    globalThis.crypto.getRandomValues(pool)
    poolOffset = 0
  }
  let id = ''
  for (let i = 0; i < 32; i++) id += ID_ALPHABET[pool[poolOffset + i]! % ID_ALPHABET.length]
  poolOffset += 32
  return id
}

const pairKey = (organizationId: string, userId: string) => `${organizationId}\u0000${userId}`

/** Inserts a user; the e-mail must be free. */
export function insertUser(db: MemoryDb, row: UserRow): void {
  if (db.userIdByEmail.has(row.email)) throw new Error(`A user with e-mail ${row.email} already exists`)
  if (db.users.has(row.id)) throw new Error(`A user with id ${row.id} already exists`)
  db.users.set(row.id, row)
  db.userIdByEmail.set(row.email, row.id)
}

/** Finds a user by e-mail, case-insensitively. */
export function findUserByEmail(db: MemoryDb, email: string): UserRow | undefined {
  const id = db.userIdByEmail.get(email.trim().toLowerCase())
  return id === undefined ? undefined : db.users.get(id)
}

/** Inserts an organization; the slug must be free. */
export function insertOrganization(db: MemoryDb, row: OrganizationRow): void {
  if (db.organizationIdBySlug.has(row.slug)) throw new Error(`An organization with slug ${row.slug} already exists`)
  if (db.organizations.has(row.id)) throw new Error(`An organization with id ${row.id} already exists`)
  db.organizations.set(row.id, row)
  db.organizationIdBySlug.set(row.slug, row.id)
  db.membersByOrganization.set(row.id, new Map())
  db.invitationIdsByOrganization.set(row.id, new Set())
}

/** Finds an organization by slug. */
export function findOrganizationBySlug(db: MemoryDb, slug: string): OrganizationRow | undefined {
  const id = db.organizationIdBySlug.get(slug)
  return id === undefined ? undefined : db.organizations.get(id)
}

/** Changes an organization's slug, keeping the index right. */
export function changeSlug(db: MemoryDb, row: OrganizationRow, slug: string): void {
  db.organizationIdBySlug.delete(row.slug)
  row.slug = slug
  db.organizationIdBySlug.set(slug, row.id)
}

/** Deletes an organization with its members and invitations. */
export function deleteOrganizationRow(db: MemoryDb, organizationId: string): void {
  const row = db.organizations.get(organizationId)
  if (!row) return
  for (const member of [...(db.membersByOrganization.get(organizationId)?.values() ?? [])]) deleteMemberRow(db, member.id)
  for (const id of db.invitationIdsByOrganization.get(organizationId) ?? []) db.invitations.delete(id)
  db.membersByOrganization.delete(organizationId)
  db.invitationIdsByOrganization.delete(organizationId)
  db.organizationIdBySlug.delete(row.slug)
  db.organizations.delete(organizationId)
}

/** Inserts a membership (organization and user must exist, the pair must be new). */
export function insertMember(db: MemoryDb, row: Omit<MemberRow, 'seq'>): MemberRow {
  const byOrganization = db.membersByOrganization.get(row.organizationId)
  if (!byOrganization) throw new Error(`No organization ${row.organizationId}`)
  if (!db.users.has(row.userId)) throw new Error(`No user ${row.userId}`)
  const key = pairKey(row.organizationId, row.userId)
  if (db.memberIdByOrganizationUser.has(key)) throw new Error(`User ${row.userId} is already a member of ${row.organizationId}`)
  const member: MemberRow = { ...row, seq: db.seq++ }
  db.membersVersion++
  db.members.set(member.id, member)
  byOrganization.set(member.id, member)
  db.memberIdByOrganizationUser.set(key, member.id)
  let ofUser = db.memberIdsByUser.get(member.userId)
  if (!ofUser) db.memberIdsByUser.set(member.userId, (ofUser = new Set()))
  ofUser.add(member.id)
  return member
}

/** Deletes a membership and its index entries. */
export function deleteMemberRow(db: MemoryDb, memberId: string): void {
  const row = db.members.get(memberId)
  if (!row) return
  db.members.delete(memberId)
  db.membersVersion++
  db.membersByOrganization.get(row.organizationId)?.delete(memberId)
  db.memberIdByOrganizationUser.delete(pairKey(row.organizationId, row.userId))
  db.memberIdsByUser.get(row.userId)?.delete(memberId)
}

/** Sets a membership's roles (a comma string). */
export function setMemberRole(db: MemoryDb, row: MemberRow, role: string): void {
  row.role = role
  db.membersVersion++
}

/** The membership of a user in an organization. */
export function findMember(db: MemoryDb, organizationId: string, userId: string): MemberRow | undefined {
  const id = db.memberIdByOrganizationUser.get(pairKey(organizationId, userId))
  return id === undefined ? undefined : db.members.get(id)
}

/** The members of an organization, in insertion order. */
export function membersOf(db: MemoryDb, organizationId: string): Iterable<MemberRow> {
  return db.membersByOrganization.get(organizationId)?.values() ?? []
}

/** Inserts an invitation (its organization must exist). */
export function insertInvitation(db: MemoryDb, row: InvitationRow): void {
  const ofOrganization = db.invitationIdsByOrganization.get(row.organizationId)
  if (!ofOrganization) throw new Error(`No organization ${row.organizationId}`)
  if (db.invitations.has(row.id)) throw new Error(`An invitation with id ${row.id} already exists`)
  db.invitations.set(row.id, row)
  ofOrganization.add(row.id)
}

/** The invitations of an organization, in insertion order. */
export function invitationsOf(db: MemoryDb, organizationId: string): InvitationRow[] {
  const rows: InvitationRow[] = []
  for (const id of db.invitationIdsByOrganization.get(organizationId) ?? []) {
    const row = db.invitations.get(id)
    if (row) rows.push(row)
  }
  return rows
}

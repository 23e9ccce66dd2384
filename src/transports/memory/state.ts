import type { OrgKitAccessControl } from '../../core/access-control'
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
  /** The app's roles, as the server's `organization({ ac, roles })` has them; the defaults when absent. */
  accessControl: OrgKitAccessControl | undefined
}

/** Makes an empty context with the default configuration. */
export function createContext(clock: Clock, accessControl?: OrgKitAccessControl): MemoryContext {
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
    accessControl,
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
  for (const byte of pool.subarray(poolOffset, poolOffset + 32)) id += ID_ALPHABET.charAt(byte % ID_ALPHABET.length)
  poolOffset += 32
  return id
}

import type { OrgKitAccessControl } from '../../core/access-control'
import type { SessionUser } from '../../core/domain'
import type { OrgKitErrorCode } from '../../core/error-codes'
import type { OrganizationPluginConfig, OrganizationPluginConfigPatch } from '../../core/plugin-config'
import type { Transport, TransportOperation } from '../../core/transport'
import type { MemorySeed } from './seed'

/** A point in time as the memory transport accepts it. */
export type TimeInput = Date | number | string

/** One call the memory transport received, in order of arrival. */
export interface MemoryCall {
  /** The transport operation called. */
  operation: TransportOperation
  /** A copy of the input as passed (before validation); `undefined` for operations without input. */
  args: unknown
  /** When the call arrived, on the transport's clock. */
  at: Date
}

/** A fault code: any error code of the kit; `NETWORK_ERROR` stands for a request that never got an answer. */
export type MemoryFaultCode = OrgKitErrorCode

/** Details of an injected fault; by default the status is the one the real server uses for the code. */
export interface MemoryFaultInit {
  /** HTTP status of the injected error (`0` for `NETWORK_ERROR`). */
  status?: number
  /** Message of the injected error. */
  message?: string
  /** The wait the injected answer asks for (its `Retry-After`), in milliseconds, e.g. on a `RATE_LIMITED` fault. */
  retryAfterMs?: number
}

/** A user to create in the memory transport. */
export interface MemoryUserInput {
  /** Identifier; generated when absent. */
  id?: string
  /** Display name. */
  name: string
  /** E-mail address; stored lower-cased, unique. */
  email: string
  /**
   * Whether the e-mail is verified (`listUserInvitations` needs it).
   * @default true
   */
  emailVerified?: boolean
  /** Avatar URL. */
  image?: string | null
  /** Creation time; defaults to the transport's clock. */
  createdAt?: TimeInput
}

/** Options of {@link createMemoryTransport}. */
export interface MemoryTransportOptions {
  /** Users, organizations, members and invitations to start with. */
  seed?: MemorySeed
  /** E-mail of a seeded user to sign in as; signed out when absent. */
  signedInAs?: string
  /** Initial plugin configuration (merged over the spec's defaults). */
  pluginConfig?: OrganizationPluginConfigPatch
  /**
   * The app's roles, as its server's `organization({ ac, roles })` has them (the same object as the
   * provider's `accessControl`): permission checks, known role names (`ROLE_NOT_FOUND`) and seeds use them.
   * @default Better Auth's default owner, admin and member
   */
  accessControl?: OrgKitAccessControl
  /**
   * Freezes the clock at this time (move it with `advanceTime`/`setNow`). Without it the clock follows
   * real time, shifted by `advanceTime`.
   */
  now?: TimeInput
  /**
   * Delay before every answer, in milliseconds; abortable.
   * @default 0
   */
  latency?: number
  /**
   * Whether the server has the preview endpoint of the kit's Better Auth plugin; `false` answers
   * `getInvitationPreview` with `null`, as Neon Auth or an app without the plugin does.
   * @default true
   */
  invitationPreview?: boolean
  /**
   * The most invitations `listInvitations` answers with, as Better Auth's adapter stops its `findMany` at
   * `advanced.database.defaultFindManyLimit` (100 unless the server sets it; the route has no paging). Pass
   * 100 to list as a Better Auth server does.
   * @default no limit
   */
  invitationListLimit?: number
  /**
   * Whether the server has the organization page of the kit's Better Auth plugin; `false` answers
   * `listOrganizationsWithRoles` with `null`, as Neon Auth or an app without the plugin does.
   * @default true
   */
  organizationPage?: boolean
  /**
   * The most organizations `list` answers with, as Better Auth's adapter stops its `findMany` at
   * `advanced.database.defaultFindManyLimit` (100 unless the server sets it). Pass 100 to list as a stock
   * Better Auth server does.
   * @default no limit
   */
  organizationListLimit?: number
  /**
   * Whether the server has the member search of the kit's Better Auth plugin; `false` answers `searchMembers`
   * with `null`, as Neon Auth or an app without the plugin does (the member table then searches in chunks).
   * @default true
   */
  memberSearch?: boolean
}

/**
 * A complete in-memory implementation of {@link Transport} that behaves like a Better Auth 1.7.7 server
 * with the organization plugin, plus controls for tests, stories and benchmarks.
 */
export interface MemoryTransport extends Transport {
  /** Creates a user (e-mail lower-cased, verified unless told otherwise) and returns it. */
  createUser(input: MemoryUserInput): SessionUser
  /** Marks a user's e-mail verified or not. */
  setEmailVerified(email: string, verified: boolean): void
  /** Signs in as the user with this e-mail: a fresh session without an active organization. */
  signInAs(email: string): SessionUser
  /** Signs out; organization calls then fail with `UNAUTHORIZED`. */
  signOut(): void
  /** The current plugin configuration. */
  getPluginConfig(): OrganizationPluginConfig
  /** Changes some fields of the plugin configuration; applies to the next call. */
  setPluginConfig(patch: OrganizationPluginConfigPatch): OrganizationPluginConfig
  /** Puts the plugin configuration back to the spec's defaults. */
  resetPluginConfig(): OrganizationPluginConfig
  /** The transport's clock. */
  now(): Date
  /** Freezes the clock at a time. */
  setNow(time: TimeInput): void
  /** Moves the clock forward (or back, with a negative value). */
  advanceTime(ms: number): void
  /** Makes one invitation expired by moving its `expiresAt` just before now. */
  expireInvitation(invitationId: string): void
  /** Adds users, organizations, members and invitations. */
  seed(seed: MemorySeed): void
  /** Every call received since creation or the last {@link clearCalls}, oldest first (a copy). */
  readonly calls: readonly MemoryCall[]
  /** Empties the call log. */
  clearCalls(): void
  /** Delay before every answer, in milliseconds. */
  latency: number
  /** Makes the next call of `operation` fail with `code` (queued: several calls queue several faults). */
  failNext(operation: TransportOperation, code: MemoryFaultCode, init?: MemoryFaultInit): void
  /** Makes every call of `operation` fail with `code` until {@link clearFaults}. */
  failAlways(operation: TransportOperation, code: MemoryFaultCode, init?: MemoryFaultInit): void
  /** Removes injected faults, of one operation or of all. */
  clearFaults(operation?: TransportOperation): void
}

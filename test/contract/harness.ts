import type { AccessControl, Role } from 'better-auth/plugins/access'
import type { OrganizationPluginConfigPatch } from '../../src/core/plugin-config'
import type { Transport } from '../../src/core/transport'

/** A user the harness created for one test; e-mails are unique per test so tests never collide. */
export interface HarnessUser {
  id: string
  name: string
  email: string
  password: string
}

/**
 * What a transport needs to offer to run the contract suite. One harness is made per test file
 * (a real backend is expensive), so every test creates its own users and organizations.
 */
export interface ContractHarness {
  /** `memory`, `fetch` or `client`: cases that record a known real-server quirk branch on it. */
  kind: 'memory' | 'fetch' | 'client'
  /** The transport under test, acting as the user last signed in with {@link signInAs}. */
  transport: Transport
  /** Creates a user with a unique e-mail derived from `name` (verified unless `emailVerified: false`). */
  createUser(name: string, options?: { emailVerified?: boolean }): Promise<HarnessUser>
  /** Acts as this user from now on (a fresh session: no active organization). */
  signInAs(user: HarnessUser): Promise<void>
  /** Acts as nobody. */
  signOut(): Promise<void>
  /** Changes the plugin configuration; applies to the next request. */
  setPluginConfig(patch: OrganizationPluginConfigPatch): Promise<void>
  /** Makes an invitation expired (moves the clock, or rewrites `expiresAt` in the database). */
  expireInvitation(invitationId: string): Promise<void>
  /**
   * Adds a membership whose role is stored exactly as given (`"member, owner"`), as another client writing
   * to the database would: straight into the real server's database, through the memory transport's seed.
   */
  storeMembership(input: { organizationId: string; userId: string; role: string }): Promise<{ id: string }>
  /**
   * Better Auth's own answer to "may the signed-in user do this in the active organization?"
   * (`POST /organization/has-permission`). Real servers only: the memory transport has no such route.
   */
  serverHasPermission?: (permissions: Readonly<Record<string, readonly string[]>>) => Promise<boolean>
  /** Puts the plugin configuration back to the spec's defaults; called after each test. */
  resetPluginConfig(): Promise<void>
  /** Frees the backend; called once after the file. */
  close(): Promise<void>
}

/** How a harness's server is set up beyond the defaults. */
export interface HarnessOptions {
  /**
   * The app's roles, as Better Auth objects (`createAccessControl(...)`, `ac.newRole(...)`): given to the
   * server's `organization({ ac, roles })` (the memory transport's `accessControl`) and to the client
   * transport's `organizationClient({ ac, roles })`, as an app gives them.
   */
  accessControl?: { ac: AccessControl; roles: Record<string, Role> }
}

/** Makes the harness of one test file (and, for the custom-role cases, one more with `accessControl`). */
export type MakeHarness = (options?: HarnessOptions) => Promise<ContractHarness>

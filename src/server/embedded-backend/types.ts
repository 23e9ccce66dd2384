import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Kysely } from 'kysely'
import type { OrgKitAccessControl } from '../../core/access-control'
import type { OrganizationPluginConfig, OrganizationPluginConfigPatch } from '../../core/plugin-config'
import type { Role } from '../../core/roles'

/**
 * The database Better Auth migrates and owns. Its tables are Better Auth's schema, which has no TypeScript
 * type the kit could name, and the kit never queries them through types: tests and tools use it untyped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Better Auth's schema has no type to name (see above)
export type AuthDatabase = Kysely<any>

/** A user created at first start, with a credential password. */
export interface EmbeddedSeedUser {
  email: string
  name: string
  password: string
  /** @default true */
  emailVerified?: boolean
}

/** An organization created at first start; members are given by e-mail with their role(s). */
export interface EmbeddedSeedOrganization {
  name: string
  slug: string
  logo?: string
  metadata?: Record<string, unknown>
  members: { email: string; role: Role | Role[] }[]
}

/** A pending invitation created at first start. */
export interface EmbeddedSeedInvitation {
  /** Slug of the organization. */
  organization: string
  email: string
  role: Role | Role[]
  /** E-mail of the inviting member. */
  inviter: string
  /** @default 48 hours from seeding */
  expiresAt?: Date
}

/** Data put into an empty database (never into one that already has users). */
export interface EmbeddedSeed {
  users?: EmbeddedSeedUser[]
  organizations?: EmbeddedSeedOrganization[]
  invitations?: EmbeddedSeedInvitation[]
}

/** A password hasher: Better Auth's `emailAndPassword.password`. */
export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(input: { hash: string; password: string }): Promise<boolean>
}

/** Options of `createEmbeddedBackend`. */
export interface EmbeddedBackendOptions {
  /** The organization plugin configuration at start (the spec's five fields). @default DEFAULT_PLUGIN_CONFIG */
  pluginConfig?: OrganizationPluginConfigPatch
  /**
   * The app's roles, given to the organization plugin as `organization({ ac, roles })`: the same
   * `{ ac, roles }` as `<OrgKitProvider accessControl>` (Better Auth's `ac.newRole(...)` roles or plain
   * `{ statements }`). Like Better Auth, these replace the default roles: list owner, admin and member too.
   * @default Better Auth's default owner, admin and member
   */
  accessControl?: OrgKitAccessControl
  /**
   * Directory of the PGlite database (and of the generated secret), so data survives restarts. Without it
   * the database lives in memory. Ignored when `databaseUrl` is set.
   */
  dataDir?: string
  /** Where a pre-migrated database dump is kept, so later starts skip `initdb` (about 3 s). */
  cacheDir?: string
  /** A Postgres connection string; when set, the backend uses it (through `pg`) instead of PGlite. */
  databaseUrl?: string
  /** Data for an empty database. */
  seed?: EmbeddedSeed
  /** `'fast'` is a salted SHA-256 for tests only; the default is Better Auth's scrypt. */
  passwordHasher?: 'scrypt' | 'fast' | PasswordHasher
  /**
   * Better Auth's `baseURL`. @default loopback hosts on any port over http (`127.0.0.1:*`, `localhost:*`),
   * so a dev server on any port is its own trusted origin.
   */
  baseURL?: string | { allowedHosts: string[]; protocol?: 'http' | 'https' }
  /** Auth routes prefix. @default '/api/auth' */
  basePath?: string
  /** Extra trusted origins (a cross-origin SPA). */
  trustedOrigins?: string[]
  /** Signing secret; generated (and kept in `dataDir`, if any) when absent. Never logged. */
  secret?: string
  /** Path of the dev mailbox JSON. @default '/api/dev/mailbox' */
  mailboxPath?: string
  /** Largest accepted request body in bytes. @default 1048576 */
  maxBodyBytes?: number
  /**
   * Whether the kit's own Better Auth plugin (`orgkit()` from `orgkit/better-auth-plugin`) runs beside the
   * organization plugin. `false` serves stock Better Auth, as Neon Auth does (no server plugins of the app's
   * own): the kit's routes answer 404 and its components fall back to Better Auth's endpoints.
   * @default true
   */
  orgkitPlugin?: boolean
  /** Better Auth's rate limiter. @default { enabled: false } */
  rateLimit?: { enabled: boolean; window?: number; max?: number }
  /** Better Auth's log level, or `'silent'`. @default 'warn' */
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  /**
   * How the session cookies are named (Better Auth's `advanced.cookiePrefix` and `advanced.useSecureCookies`).
   * `{ prefix: 'neon-auth', secure: true }` names them as Neon Auth's hosted server does
   * (`__Secure-neon-auth.session_token`, flagged `Secure`). Neon's Next.js handler (`createNeonAuth(...).handler()`
   * from `@neondatabase/auth/next/server`) forwards only cookies named `__Secure-neon-auth.*`, so the backend needs
   * these names to stand in for Neon Auth behind it. A browser keeps `__Secure-` cookies only from a secure
   * context: https, or a loopback host (Chromium accepts them from `http://127.0.0.1`).
   * @default Better Auth's own: prefix `better-auth`, `Secure` (and `__Secure-`) only when `baseURL` is https
   */
  cookies?: {
    /** The name before `.session_token`, `.dont_remember`, ... @default 'better-auth' */
    prefix?: string
    /** Sets `Secure` on every cookie and puts `__Secure-` before their names. */
    secure?: boolean
  }
}

/** An e-mail the backend would have sent, kept in memory for the dev mailbox. */
export interface MailboxMessage {
  id: string
  kind: 'invitation' | 'verification'
  to: string
  subject: string
  text: string
  /** For invitations, the app route `/auth/accept-invitation?invitationId=<id>`; for verification, the link. */
  link: string
  invitationId?: string
  sentAt: string
}

/** A fetch-style handler and the path prefix it serves (a Vite or Node mount). */
export interface BackendMount {
  basePath: string
  handler(request: Request): Promise<Response>
}

/** Node `(req, res, next?)` middleware; without `next`, unknown paths get a JSON 404. */
export type NodeRequestListener = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void

/** A running embedded backend: Better Auth with the organization plugin on PGlite (or Postgres). */
export interface EmbeddedBackend {
  /** Serves auth routes under `basePath` and the dev mailbox; never throws, never crashes the process. */
  handler(request: Request): Promise<Response>
  /** The same as Node middleware (Connect/Vite/`http.createServer`). */
  nodeMiddleware: NodeRequestListener
  /** What to mount where: the auth routes and the dev mailbox. */
  readonly mounts: readonly BackendMount[]
  readonly basePath: string
  readonly mailboxPath: string
  /** The current plugin configuration. */
  getPluginConfig(): OrganizationPluginConfig
  /** Changes the plugin configuration; it applies to the next request. Returns the new configuration. */
  setPluginConfig(patch: OrganizationPluginConfigPatch): OrganizationPluginConfig
  /** E-mails sent so far, oldest first. */
  mailbox(): MailboxMessage[]
  /** The database, for tests and tools (e.g. marking an e-mail verified). */
  readonly db: AuthDatabase
  /** `pglite` or `postgres`. */
  readonly databaseKind: 'pglite' | 'postgres'
  /** The version of the Better Auth it runs (`1.7.7`, `1.6.23`), as that copy of Better Auth reports it. */
  readonly betterAuthVersion: string
  /** Serves the backend on 127.0.0.1 (port 0 picks a free one). */
  listen(port?: number): Promise<{ url: string; close(): Promise<void> }>
  /** Closes the database. */
  close(): Promise<void>
}

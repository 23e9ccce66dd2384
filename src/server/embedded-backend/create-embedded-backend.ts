import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { betterAuth } from 'better-auth'
import { getMigrations } from 'better-auth/db/migration'
import type { AuthDatabase } from './types'
import {
  DEFAULT_PLUGIN_CONFIG,
  organizationPluginConfigPatchSchema,
  organizationPluginConfigSchema,
} from '../../core/plugin-config'
import type { OrganizationPluginConfig, OrganizationPluginConfigPatch } from '../../core/plugin-config'
import { applySeed } from './apply-seed'
import type { SeedContext } from './apply-seed'
import { buildAuthOptions } from './auth-options'
import type { AuthOptionsInput } from './auth-options'
import { backendSecret } from './backend-secret'
import { betterAuthVersion } from './better-auth-version'
import { createDevMailbox } from './dev-mailbox'
import { fastPasswordHasher } from './fast-password-hasher'
import { toPluginAccessControl } from './plugin-access-control'
import { guardBody } from './guard-body'
import { jsonError } from './json-response'
import { createNodeMiddleware } from './node-middleware'
import { openDatabase } from './open-database'
import type { BackendMount, EmbeddedBackend, EmbeddedBackendOptions } from './types'

const LOOPBACK = { allowedHosts: ['127.0.0.1:*', 'localhost:*', '[::1]:*'], protocol: 'http' as const }
const underPath = (pathname: string, basePath: string) => pathname === basePath || pathname.startsWith(`${basePath}/`)

/**
 * Starts a real Better Auth server (the installed one, 1.6.23 to 1.7.x; e-mail and password, organization
 * plugin) on PGlite, or on Postgres with `databaseUrl`, migrated in code. The plugin configuration can change at run time
 * (`setPluginConfig`); `enabled: false` makes organization routes answer 404 like a server without the
 * plugin. Invitation e-mails (with `send_invitation_email`) and verification e-mails land in an in-memory
 * mailbox served as JSON at `mailboxPath`. Node only.
 *
 * @example
 * const backend = await createEmbeddedBackend({ dataDir: '.orgkit-data/demo', seed })
 * const response = await backend.handler(new Request('http://127.0.0.1:5173/api/auth/get-session'))
 */
export async function createEmbeddedBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  let config: OrganizationPluginConfig = organizationPluginConfigSchema.parse({
    ...DEFAULT_PLUGIN_CONFIG,
    ...organizationPluginConfigPatchSchema.parse(options.pluginConfig ?? {}),
  })
  const basePath = (options.basePath ?? '/api/auth').replace(/\/+$/, '')
  const mailboxPath = (options.mailboxPath ?? '/api/dev/mailbox').replace(/\/+$/, '')
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024
  const mailbox = createDevMailbox()
  const hasher = options.passwordHasher
  const settings: Omit<AuthOptionsInput, 'db'> = {
    config: () => config,
    secret: await backendSecret(options.secret, options.databaseUrl ? undefined : options.dataDir),
    baseURL: options.baseURL ?? LOOPBACK,
    basePath,
    trustedOrigins: options.trustedOrigins ?? [],
    passwordHasher: hasher === 'fast' ? fastPasswordHasher : hasher === 'scrypt' ? undefined : hasher,
    mailbox,
    rateLimit: options.rateLimit ?? { enabled: false },
    logLevel: options.logLevel ?? 'warn',
    accessControl: options.accessControl && toPluginAccessControl(options.accessControl),
    cookies: options.cookies,
    orgkitPlugin: options.orgkitPlugin ?? true,
  }
  const migrate = async (db: AuthDatabase) =>
    (await getMigrations(buildAuthOptions({ ...settings, db }))).runMigrations()
  const version = await betterAuthVersion()
  const database = await openDatabase({
    betterAuthVersion: version,
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir === undefined ? undefined : join(options.dataDir, 'pgdata'),
    cacheDir: options.cacheDir,
    migrate,
  })
  try {
    await migrate(database.db) // a no-op on a database made from the dump or an up-to-date one
    const auth = betterAuth(buildAuthOptions({ ...settings, db: database.db }))
    if (options.seed) await applySeed((await auth.$context) as unknown as SeedContext, options.seed)

    const handler = async (request: Request): Promise<Response> => {
      try {
        const { pathname } = new URL(request.url)
        if (underPath(pathname, mailboxPath)) return await mailbox.handler(request)
        if (!underPath(pathname, basePath)) return jsonError(404, 'NOT_FOUND', 'Not found')
        // A server without the plugin has no such routes: 404 with an empty body, as Better Auth answers.
        if (!config.enabled && underPath(pathname, `${basePath}/organization`))
          return new Response(null, { status: 404 })
        const guarded = await guardBody(request, maxBodyBytes)
        if (guarded instanceof Response) return guarded
        return await auth.handler(guarded)
      } catch {
        return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Internal server error')
      }
    }
    const mounts: BackendMount[] = [
      { basePath, handler },
      { basePath: mailboxPath, handler },
    ]
    const nodeMiddleware = createNodeMiddleware(mounts)
    return {
      handler,
      nodeMiddleware,
      mounts,
      basePath,
      mailboxPath,
      getPluginConfig: () => ({ ...config }),
      setPluginConfig(patch: OrganizationPluginConfigPatch) {
        config = { ...config, ...organizationPluginConfigPatchSchema.parse(patch) }
        return { ...config }
      },
      mailbox: () => mailbox.messages(),
      db: database.db,
      databaseKind: database.kind,
      betterAuthVersion: version,
      async listen(port = 0) {
        const server = createServer((req, res) => nodeMiddleware(req, res))
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject)
          server.listen(port, '127.0.0.1', () => resolve())
        })
        const { port: bound } = server.address() as AddressInfo
        return {
          url: `http://127.0.0.1:${bound}`,
          close: () => new Promise<void>((resolve) => server.close(() => resolve())),
        }
      },
      close: () => database.close(),
    }
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
}

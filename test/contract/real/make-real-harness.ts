import { DEFAULT_PLUGIN_CONFIG } from '../../../src/core/plugin-config'
import type { Transport } from '../../../src/core/transport'
import type { EmbeddedBackendOptions } from '../../../src/server'
import type { ContractHarness, HarnessOptions, HarnessUser } from '../harness'
import { CookieJar, createJarFetch } from './cookie-jar'
import { createTestBackend, TEST_ORIGIN } from './shared-backend'

const PASSWORD = 'contract-password-1'
let sequence = 0

/**
 * The contract harness against a real Better Auth server (the embedded backend, in process). Users sign
 * up over HTTP and are marked verified in the database; every sign-in gets a fresh cookie jar; expiry
 * rewrites `expiresAt` in the database. `makeTransport` gets a cookie-jar fetch, the auth base URL and the
 * harness options (the app's roles, for the client's `organizationClient`).
 */
export async function makeRealHarness(
  kind: 'fetch' | 'client',
  makeTransport: (fetch: typeof globalThis.fetch, baseURL: string, options: HarnessOptions) => Transport,
  backendOptions: EmbeddedBackendOptions = {},
  options: HarnessOptions = {},
): Promise<ContractHarness> {
  const backend = await createTestBackend({ ...backendOptions, accessControl: options.accessControl })
  const baseURL = `${TEST_ORIGIN}${backend.basePath}`
  let jar = new CookieJar()
  const handler = (request: Request) => backend.handler(request)
  const fetch = createJarFetch(handler, { origin: TEST_ORIGIN, jar: () => jar })

  async function post(path: string, body: object, withJar: CookieJar): Promise<Record<string, unknown>> {
    const own = createJarFetch(handler, { origin: TEST_ORIGIN, jar: () => withJar })
    const response = await own(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`)
    return JSON.parse(text) as Record<string, unknown>
  }

  return {
    kind,
    transport: makeTransport(fetch, baseURL, options),
    async createUser(name, options = {}) {
      sequence += 1
      const local =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '.')
          .replace(/^\.+|\.+$/g, '') || 'user'
      const email = `${local}.${sequence}.${Math.random().toString(36).slice(2, 7)}@contract.example.com`
      const { user } = (await post('/sign-up/email', { email, password: PASSWORD, name }, new CookieJar())) as {
        user: { id: string }
      }
      if (options.emailVerified ?? true) {
        await backend.db.updateTable('user').set({ emailVerified: true }).where('id', '=', user.id).execute()
      }
      return { id: user.id, name, email, password: PASSWORD } satisfies HarnessUser
    },
    async signInAs(user) {
      const fresh = new CookieJar()
      await post('/sign-in/email', { email: user.email, password: user.password }, fresh)
      jar = fresh
    },
    signOut() {
      jar = new CookieJar()
      return Promise.resolve()
    },
    setPluginConfig(patch) {
      backend.setPluginConfig(patch)
      return Promise.resolve()
    },
    async expireInvitation(invitationId) {
      await backend.db
        .updateTable('invitation')
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where('id', '=', invitationId)
        .execute()
    },
    async storeMembership({ organizationId, userId, role }) {
      sequence += 1
      const id = `stored${String(sequence)}${Math.random().toString(36).slice(2, 10)}`
      await backend.db
        .insertInto('member')
        .values({ id, organizationId, userId, role, createdAt: new Date() })
        .execute()
      return { id }
    },
    async serverHasPermission(permissions) {
      const response = await fetch(`${baseURL}/organization/has-permission`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ permissions }),
      })
      const text = await response.text()
      if (!response.ok) throw new Error(`/organization/has-permission answered ${response.status}: ${text}`)
      return (JSON.parse(text) as { success: boolean }).success
    },
    resetPluginConfig() {
      backend.setPluginConfig(DEFAULT_PLUGIN_CONFIG)
      return Promise.resolve()
    },
    close: () => backend.close(),
  }
}

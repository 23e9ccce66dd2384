import { createBetterAuthFetchTransport } from '../../../src/index'
import type { Transport } from '../../../src/core/transport'
import type { EmbeddedBackend } from '../../../src/server'
import { CookieJar, createJarFetch } from '../../contract/real/cookie-jar'
import { createTestBackend, TEST_ORIGIN } from '../../contract/real/shared-backend'

// The oracle of the property tests: the real embedded server (Better Auth on PGlite, in process). The kit's
// validators are checked against what it takes and what it refuses, through the kit's own fetch transport
// and through raw requests, as another client (an app's server, a script) would write.

/** What the server answered a raw request. */
export interface RawAnswer {
  status: number
  body: Record<string, unknown> | null
}

/** A signed-in user on a running embedded backend, with the kit's transport and a raw client. */
export interface OracleServer {
  backend: EmbeddedBackend
  /** The kit's fetch transport, signed in as the oracle's user. */
  transport: Transport
  /** The signed-in user's id. */
  userId: string
  /** POSTs JSON to an auth route (`/organization/create`) as the signed-in user, past the kit's validation. */
  post(path: string, body: unknown): Promise<RawAnswer>
  /** GETs an auth route with a query string, as the signed-in user. */
  get(pathAndQuery: string): Promise<RawAnswer>
  /** A slug no run has used yet (`property-17-k3j9`). */
  freshSlug(): string
  close(): Promise<void>
}

let sequence = 0

/** Starts the backend, signs up one verified user and signs them in. Organizations per user are unbounded. */
export async function startOracleServer(): Promise<OracleServer> {
  const backend = await createTestBackend({ pluginConfig: { organization_limit: 1_000_000 } })
  const baseURL = `${TEST_ORIGIN}${backend.basePath}`
  const jar = new CookieJar()
  const fetch = createJarFetch((request) => backend.handler(request), { origin: TEST_ORIGIN, jar: () => jar })

  async function answer(response: Response): Promise<RawAnswer> {
    const text = await response.text()
    let body: Record<string, unknown> | null = null
    try {
      body = JSON.parse(text) as Record<string, unknown> | null
    } catch {
      body = { unparsed: text }
    }
    return { status: response.status, body }
  }
  const post = async (path: string, body: unknown) =>
    answer(
      await fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
  const get = async (pathAndQuery: string) => answer(await fetch(`${baseURL}${pathAndQuery}`))

  const email = `oracle.${String(Date.now())}@properties.example.com`
  const signUp = await post('/sign-up/email', { email, password: 'oracle-password-1', name: 'Oracle' })
  const userId = (signUp.body?.user as { id: string } | undefined)?.id
  if (signUp.status !== 200 || !userId) throw new Error(`sign-up answered ${String(signUp.status)}`)
  await backend.db.updateTable('user').set({ emailVerified: true }).where('id', '=', userId).execute()
  const signIn = await post('/sign-in/email', { email, password: 'oracle-password-1' })
  if (signIn.status !== 200) throw new Error(`sign-in answered ${String(signIn.status)}`)

  return {
    backend,
    transport: createBetterAuthFetchTransport({ baseURL, fetch }),
    userId,
    post,
    get,
    freshSlug: () => `property-${String(++sequence)}-${Math.random().toString(36).slice(2, 6)}`,
    close: () => backend.close(),
  }
}

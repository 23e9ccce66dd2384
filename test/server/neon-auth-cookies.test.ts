import { extractNeonAuthCookies, handleAuthProxyRequest } from '@neondatabase/auth/server'
import { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBetterAuthFetchTransport, prefetchOrganizations } from '../../src/index'
import { createEmbeddedBackend } from '../../src/server'
import type { EmbeddedBackend } from '../../src/server'
import { expectDefined } from '../contract/expect-defined'
import { CookieJar } from '../contract/real/cookie-jar'
import { TEST_CACHE_DIR } from '../contract/real/shared-backend'

// Real backends on sockets (Neon's handler fetches its upstream over HTTP).
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

/** Where the app (and so Neon's handler) is served from: the Origin the backend must trust. */
const APP_ORIGIN = 'http://127.0.0.1:3000'
const COOKIE_SECRET = 'a-test-cookie-secret-of-32-chars-or-more'
const owner = { email: 'owner@example.com', name: 'Olivia Owner', password: 'seeded-password-1' }

interface Running {
  backend: EmbeddedBackend
  server: { url: string; close(): Promise<void> }
}
const started: Running[] = []
// Set by beforeAll: a backend with Neon Auth's cookie names, and one with Better Auth's own.
let neonNamed: Running | undefined
let betterAuthNamed: Running | undefined

async function start(cookies?: { prefix?: string; secure?: boolean }): Promise<Running> {
  const backend = await createEmbeddedBackend({
    cacheDir: TEST_CACHE_DIR,
    seed: { users: [owner] },
    trustedOrigins: [APP_ORIGIN],
    passwordHasher: 'fast',
    logLevel: 'silent',
    ...(cookies ? { cookies } : {}),
  })
  const running = { backend, server: await backend.listen(0) }
  started.push(running)
  return running
}

/**
 * A browser of the app: `/api/auth/*` answered by Neon's handler (what `createNeonAuth(...).handler()`
 * of `@neondatabase/auth/next/server` runs) in front of the backend, with a cookie jar.
 */
function throughNeonHandler({ server }: Running, jar = new CookieJar()) {
  return async (path: string, body?: unknown) => {
    const headers: Record<string, string> = { origin: APP_ORIGIN }
    const cookie = jar.header()
    if (cookie) headers.cookie = cookie
    if (body !== undefined) headers['content-type'] = 'application/json'
    const request = new Request(`${APP_ORIGIN}/api/auth/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const response = await handleAuthProxyRequest({
      request,
      path: path.split('?')[0] ?? path,
      baseUrl: `${server.url}/api/auth`,
      cookieSecret: COOKIE_SECRET,
    })
    jar.store(response)
    const text = await response.text()
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null }
  }
}

type SessionAnswer = { user: { email: string }; session: { activeOrganizationId?: string | null } } | null

beforeAll(async () => {
  neonNamed = await start({ prefix: 'neon-auth', secure: true })
  betterAuthNamed = await start()
})

afterAll(async () => {
  for (const { server, backend } of started) {
    await server.close()
    await backend.close()
  }
})

describe('embedded backend: cookies named as Neon Auth names them', () => {
  it('{ prefix: "neon-auth", secure: true } sets __Secure-neon-auth.* cookies, flagged Secure', async () => {
    const { server } = expectDefined(neonNamed, 'the neon-auth backend')
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    })
    expect(response.status).toBe(200)
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((line) => line.startsWith('__Secure-neon-auth.session_token='))).toBe(true)
    expect(cookies.every((line) => line.startsWith('__Secure-neon-auth.') && /;\s*Secure/i.test(line))).toBe(true)
  })

  it("Neon's handler forwards them: the session is read through it, and a write leaves its cookie cache stale until disableCookieCache=true", async () => {
    const auth = throughNeonHandler(expectDefined(neonNamed, 'the neon-auth backend'))
    expect((await auth('sign-in/email', { email: owner.email, password: owner.password })).status).toBe(200)
    const before = (await auth('get-session')).json as SessionAnswer
    expect(before).toMatchObject({ user: { email: owner.email }, session: { activeOrganizationId: null } })

    const created = await auth('organization/create', { name: 'Neon Co', slug: 'neon-co' })
    expect(created.status).toBe(200)
    const organizationId = (created.json as { id: string }).id
    // Served from the handler's signed session_data cookie, minted before the write: still no active organization.
    const cached = (await auth('get-session')).json as SessionAnswer
    expect(cached?.session.activeOrganizationId ?? null).toBeNull()
    // What the kit asks for: the database's answer, the new organization active.
    const fresh = (await auth('get-session?disableCookieCache=true')).json as SessionAnswer
    expect(fresh?.session.activeOrganizationId).toBe(organizationId)
  })

  it("server prefetch reads Neon Auth directly with the visitor's Neon Auth cookies only (the README's lib/neon-orgkit-server.ts)", async () => {
    const running = expectDefined(neonNamed, 'the neon-auth backend')
    const jar = new CookieJar()
    const auth = throughNeonHandler(running, jar)
    expect((await auth('sign-in/email', { email: owner.email, password: owner.password })).status).toBe(200)
    expect((await auth('organization/create', { name: 'Prefetched Co', slug: 'prefetched-co' })).status).toBe(200)

    // What the server component sees: the browser's whole cookie header, the app's own cookies included.
    const cookieHeader = `theme=dark; ${jar.header() ?? ''}`
    const sent: (string | null)[] = []
    const transport = createBetterAuthFetchTransport({
      baseURL: `${running.server.url}/api/auth`,
      headers: { cookie: extractNeonAuthCookies(cookieHeader) },
      fetch: (input, init) => {
        sent.push(new Headers(init?.headers).get('cookie'))
        return fetch(input, init)
      },
    })
    const queryClient = new QueryClient()
    const session = await prefetchOrganizations(queryClient, { transport })
    expect(session?.user.email).toBe(owner.email)
    const organizations = queryClient
      .getQueriesData<{ slug: string }[]>({ queryKey: ['orgkit'] })
      .flatMap(([, data]) => (Array.isArray(data) ? data.map((organization) => organization.slug) : []))
    expect(organizations).toContain('prefetched-co')
    expect(sent.length).toBeGreaterThan(0)
    for (const cookie of sent) {
      expect(cookie).toContain('__Secure-neon-auth.session_token=')
      expect(cookie).not.toContain('theme=dark')
    }
  })

  it("without the option (better-auth.* cookies) Neon's handler drops the session cookie: signed in, yet no session", async () => {
    const auth = throughNeonHandler(expectDefined(betterAuthNamed, 'the better-auth backend'))
    expect((await auth('sign-in/email', { email: owner.email, password: owner.password })).status).toBe(200)
    expect((await auth('get-session?disableCookieCache=true')).json).toBeNull()
  })
})

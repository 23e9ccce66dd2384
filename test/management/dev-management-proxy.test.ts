import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PLUGIN_CONFIG } from '../../src/core/plugin-config'
import type { EmbeddedBackend, EmbeddedSeed } from '../../src/server'
import { createDevManagement } from '../../src/server/vite/dev-management'
import type { DevManagement } from '../../src/server/vite/dev-management'
import { expectDefined } from '../contract/expect-defined'
import { createTestBackend, TEST_ORIGIN } from '../contract/real/shared-backend'

// The dev management proxy of `orgkitDevServer`, called in process with a real backend behind it: who gets
// through, who is refused, and that a refusal changes nothing in the emulator or the backend.

const PASSWORD = 'proxy-password-1'
const PROJECT = 'orgkit-dev'
const BRANCH = 'br-orgkit-dev-main'
const PLUGINS = `${TEST_ORIGIN}/api/v2/projects/${PROJECT}/branches/${BRANCH}/auth/plugins`
const OTHER_ORIGIN = 'http://127.0.0.1:3000' // another dev server on the same machine: same site, other origin

const user = (email: string) => ({ email, name: email.split('@')[0] ?? email, password: PASSWORD })
const SEED: EmbeddedSeed = {
  users: ['owner', 'admin', 'member', 'outsider', 'both', 'spaced'].map((name) => user(`${name}@example.com`)),
  organizations: [
    {
      name: 'Acme Inc',
      slug: 'acme',
      members: [
        { email: 'owner@example.com', role: 'owner' },
        { email: 'admin@example.com', role: 'admin' },
        { email: 'member@example.com', role: 'member' },
        { email: 'both@example.com', role: ['member', 'admin'] }, // stored "member,admin"
        { email: 'spaced@example.com', role: 'member, admin' }, // " admin", which Better Auth does not read as admin
      ],
    },
    { name: 'Globex', slug: 'globex', members: [{ email: 'admin@example.com', role: 'member' }] },
  ],
}

let backend: EmbeddedBackend | undefined
let dev: DevManagement
const cookies = new Map<string, string>()

beforeAll(async () => {
  backend = await createTestBackend({ seed: SEED })
  dev = createDevManagement(backend)
}, 60_000)

afterAll(() => backend?.close())

// Every test starts from the defaults, put back with the printed token.
afterEach(async () => {
  const reset = await send('PATCH', `${PLUGINS}/organization`, {
    token: dev.emulator.apiKey,
    body: DEFAULT_PLUGIN_CONFIG,
  })
  expect(reset.status).toBe(200)
})

const running = () => expectDefined(backend, 'the embedded backend')

/** Signs in through the backend and keeps the session cookie, as the browser would. */
async function cookieOf(email: string): Promise<string> {
  const known = cookies.get(email)
  if (known) return known
  const response = await running().handler(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  )
  expect(response.status).toBe(200)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  cookies.set(email, cookie)
  return cookie
}

interface Caller {
  /** Signed in as this e-mail; the request then carries the session cookie. */
  as?: string
  /** `Authorization: Bearer <token>`; without it, the app's placeholder `Bearer unused`. */
  token?: string
  /** The page's origin, as a browser sends it; `null` sends none (a script, or a same-origin GET). */
  origin?: string | null
  /** `Sec-Fetch-Site`, as a browser sends it (or a script forges it). */
  site?: string
  body?: unknown
}

async function send(method: string, url: string, caller: Caller = {}): Promise<Response> {
  const headers = new Headers({ authorization: `Bearer ${caller.token ?? 'unused'}` })
  if (caller.as) headers.set('cookie', await cookieOf(caller.as))
  if (caller.origin) headers.set('origin', caller.origin)
  if (caller.site) headers.set('sec-fetch-site', caller.site)
  if (caller.body !== undefined) headers.set('content-type', 'application/json')
  const proxy = expectDefined(
    dev.mounts.find((mount) => mount.basePath === '/api/v2'),
    'the proxy mount',
  )
  return proxy.handler(
    new Request(url, {
      method,
      headers,
      ...(caller.body === undefined ? {} : { body: JSON.stringify(caller.body) }),
    }),
  )
}

/** The app's own page, signed in as `email`: what the demo's browser sends. */
const page = (email: string | undefined, method = 'PATCH'): Caller => ({
  ...(email ? { as: email } : {}),
  site: 'same-origin',
  ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }),
})

/** Each write the proxy guards: the plugin, an organization API key, a branch; and a read beyond the plugin. */
const attempts = (caller: Caller) => [
  () => send('PATCH', `${PLUGINS}/organization`, { ...caller, body: { enabled: false, membership_limit: 7 } }),
  () =>
    send('POST', `${TEST_ORIGIN}/api/v2/organizations/${dev.emulator.orgId}/api_keys`, {
      ...caller,
      body: { key_name: 'stolen' },
    }),
  () =>
    send('POST', `${TEST_ORIGIN}/api/v2/projects/${PROJECT}/branches`, { ...caller, body: { branch: { name: 'x' } } }),
  () => send('GET', `${TEST_ORIGIN}/api/v2/projects`, caller),
]

/** What the emulator and the backend hold: compared before and after refused requests. */
const state = () => ({
  reachedEmulator: dev.emulator.requests().length,
  emulatorConfig: dev.emulator.getPluginConfig(PROJECT, BRANCH),
  backendConfig: running().getPluginConfig(),
  branches: dev.emulator.listBranches(PROJECT).map((branch) => branch.name),
})

/** Sends every attempt as `caller`; each is refused with `status`, `code` and a message matching `why`; nothing changed. */
async function expectRefused(caller: Caller, refusal: { status: number; code: string; why: RegExp }) {
  const before = state()
  for (const attempt of attempts(caller)) {
    const response = await attempt()
    expect(response.status).toBe(refusal.status)
    const body = (await response.json()) as { code: string; message: string }
    expect(body).toEqual({ code: refusal.code, message: expect.stringMatching(refusal.why) as unknown })
  }
  // No refused request reached the emulator: no plugin change, no API key minted, no branch.
  expect(state()).toEqual(before)
  expect(before.emulatorConfig).toEqual(DEFAULT_PLUGIN_CONFIG)
}

async function access(caller: Caller): Promise<unknown> {
  const info = expectDefined(
    dev.mounts.find((mount) => mount.basePath === '/api/dev/management'),
    'the info mount',
  )
  const headers = new Headers({ 'sec-fetch-site': caller.site ?? 'same-origin' })
  if (caller.as) headers.set('cookie', await cookieOf(caller.as))
  const response = await info.handler(new Request(`${TEST_ORIGIN}/api/dev/management/access`, { headers }))
  expect(response.status).toBe(200)
  return response.json()
}

const SIGN_IN = { status: 401, code: 'SIGN_IN_REQUIRED', why: /^Not signed in\..*token printed at start/ }
const FOREIGN = {
  status: 403,
  code: 'OTHER_ORIGIN',
  why: /another origin than this app \(http:\/\/127\.0\.0\.1:4100\)/,
}
const ROLE = /^Only an owner or admin of an organization on this branch can manage it/

describe('the dev management proxy refuses, and nothing changes', () => {
  it('an anonymous request, even with the app’s placeholder key and a forged Sec-Fetch-Site', async () => {
    await expectRefused({}, SIGN_IN)
    await expectRefused(page(undefined), SIGN_IN)
    await expectRefused({ token: 'orgkit_dev_guessed', site: 'same-origin' }, SIGN_IN)
    expect((await send('GET', PLUGINS)).status).toBe(401) // reads too
  })

  it('a request from another local origin, with the owner’s cookie, with or without a stolen Sec-Fetch-Site', async () => {
    const owner = 'owner@example.com'
    await expectRefused({ as: owner, origin: OTHER_ORIGIN, site: 'same-site' }, FOREIGN)
    await expectRefused({ as: owner, origin: OTHER_ORIGIN, site: 'same-origin' }, FOREIGN)
    await expectRefused({ as: owner, origin: OTHER_ORIGIN }, FOREIGN)
    await expectRefused({ as: owner, site: 'cross-site' }, FOREIGN) // a form posted from another site: no Origin kept
    expect((await send('GET', PLUGINS, { as: owner, origin: OTHER_ORIGIN, site: 'same-site' })).status).toBe(403)
  })

  it('a signed-in plain member, who may still read the plugin configuration the app needs', async () => {
    await expectRefused(page('member@example.com'), { status: 403, code: 'OWNER_OR_ADMIN_REQUIRED', why: ROLE })
    const refused = await attempts(page('member@example.com'))[0]?.()
    expect(((await refused?.json()) as { message: string }).message).toBe(
      'Only an owner or admin of an organization on this branch can manage it through the management API (your role: member in Acme Inc).',
    )
    const read = await send('GET', PLUGINS, page('member@example.com', 'GET'))
    expect(read.status).toBe(200)
    expect(((await read.json()) as { organization: unknown }).organization).toEqual(DEFAULT_PLUGIN_CONFIG)
  })

  it('someone in no organization, and a role " admin" (Better Auth splits "member, admin" untrimmed)', async () => {
    await expectRefused(page('outsider@example.com'), {
      status: 403,
      code: 'OWNER_OR_ADMIN_REQUIRED',
      why: /\(you are in no organization here\)\.$/,
    })
    await expectRefused(page('spaced@example.com'), { status: 403, code: 'OWNER_OR_ADMIN_REQUIRED', why: ROLE })
  })

  it('a signed-out session and a wrong token', async () => {
    const cookie = await cookieOf('admin@example.com')
    const signOut = await running().handler(
      new Request(`${TEST_ORIGIN}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin: TEST_ORIGIN } }),
    )
    expect(signOut.status).toBe(200)
    await expectRefused(page('admin@example.com'), SIGN_IN)
    cookies.delete('admin@example.com')
    await expectRefused({ token: `${dev.emulator.apiKey}x` }, SIGN_IN)
  })
})

describe('the dev management proxy lets in', () => {
  it('an owner: the plugin, an API key, a branch', async () => {
    const owner = page('owner@example.com')
    const patched = await attempts(owner)[0]?.()
    expect(patched?.status).toBe(200)
    expect(dev.emulator.getPluginConfig(PROJECT, BRANCH)).toMatchObject({ enabled: false, membership_limit: 7 })
    expect(running().getPluginConfig()).toMatchObject({ enabled: false, membership_limit: 7 })
    const minted = await attempts(owner)[1]?.()
    expect(minted?.status).toBe(200)
    expect(await minted?.json()).toMatchObject({ name: 'stolen', key: expect.any(String) as unknown })
    expect((await attempts(owner)[2]?.())?.status).toBe(201)
    expect(dev.emulator.listBranches(PROJECT).map((branch) => branch.name)).toContain('x')
  })

  it('an admin, and a user whose roles are "member,admin"; an admin turns organizations back on', async () => {
    await send('PATCH', `${PLUGINS}/organization`, { ...page('owner@example.com'), body: { enabled: false } })
    expect(running().getPluginConfig().enabled).toBe(false)
    // Organizations off: the roles are read from the database, so the admin is still known.
    const admin = await send('PATCH', `${PLUGINS}/organization`, {
      ...page('admin@example.com'),
      body: { enabled: true },
    })
    expect(admin.status).toBe(200)
    expect(running().getPluginConfig().enabled).toBe(true)
    const both = await send('PATCH', `${PLUGINS}/organization`, {
      ...page('both@example.com'),
      body: { organization_limit: 3 },
    })
    expect(both.status).toBe(200)
    expect(dev.emulator.getPluginConfig(PROJECT, BRANCH)?.organization_limit).toBe(3)
  })

  it('the printed token, without a session', async () => {
    const script = { token: dev.emulator.apiKey }
    expect((await attempts(script)[0]?.())?.status).toBe(200)
    expect(running().getPluginConfig().membership_limit).toBe(7)
    expect((await attempts(script)[1]?.())?.status).toBe(200)
    expect((await attempts(script)[3]?.())?.status).toBe(200)
    expect(dev.banner('http://127.0.0.1:5173')).toContain(`Authorization: Bearer <token>): ${dev.emulator.apiKey}`)
  })
})

describe('the access answer (what the admin page shows before anyone tries)', () => {
  it('says who may change the settings, and why not, in the words of the refusal', async () => {
    expect(await access({ as: 'owner@example.com' })).toEqual({ canWrite: true })
    expect(await access({ as: 'both@example.com' })).toEqual({ canWrite: true })
    expect(await access({ as: 'member@example.com' })).toEqual({
      canWrite: false,
      reason:
        'Only an owner or admin of an organization on this branch can manage it through the management API (your role: member in Acme Inc).',
    })
    expect(await access({})).toEqual({ canWrite: false, reason: expect.stringMatching(SIGN_IN.why) as unknown })
    expect(await access({ as: 'owner@example.com', site: 'cross-site' })).toMatchObject({ canWrite: false })
  })
})

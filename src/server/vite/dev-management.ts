import { createManagementEmulator } from '../management-emulator/create-management-emulator'
import type { ManagementEmulator } from '../management-emulator/types'
import { jsonResponse } from '../embedded-backend/json-response'
import type { BackendMount, EmbeddedBackend } from '../embedded-backend/types'
import { createDevManagementGate } from './dev-management-gate'

/** The management API emulator of {@link orgkitDevServer}: where it is served and what it knows. */
export interface OrgkitDevManagementOptions {
  /** Where the emulated API v2 is served. @default '/api/v2' */
  basePath?: string
  /**
   * Where the browser reads `{ baseUrl, projectId, branchId }` (never the key), and at `<infoPath>/access`
   * whether the signed-in user may change anything: `{ canWrite: true }` or `{ canWrite: false, reason }`.
   * @default '/api/dev/management'
   */
  infoPath?: string
  /** The dev API key: the token scripts send (`Authorization: Bearer <key>`). Random at each start when absent. */
  apiKey?: string
  /** Id of the emulated project. @default 'orgkit-dev' */
  projectId?: string
  /** Id of its default branch, whose organization plugin drives the embedded backend. @default 'br-orgkit-dev-main' */
  branchId?: string
}

/** The emulator wired to a backend, its mounts, and the lines to print at start. */
export interface DevManagement {
  emulator: ManagementEmulator
  mounts: BackendMount[]
  /** What to print once the server listens at `origin`: where, which ids, who may change what, and the token. */
  banner(origin: string): string
}

/**
 * Creates the dev server's management API emulator. A PATCH of the organization plugin of its one branch
 * goes to `backend.setPluginConfig`, so the settings page drives the real Better Auth server.
 *
 * The browser never holds a key, and no header of its own lets it in: the proxy in front of the emulator
 * (see {@link createDevManagementGate}) lets through the app's signed-in users, from the app's own origin,
 * to read the plugin configuration, and owners and admins of an organization of the branch to do anything
 * else; it then puts the dev key in the `Authorization` header, as a production proxy adds the real key
 * server-side (docs/management.md), so the app's code is the production code:
 * `createManagementClient({ apiKey: 'unused', baseUrl: '/api/v2' })`. Scripts send the dev key, printed at
 * start, as `Authorization: Bearer <key>`. Anything else is refused with the API's error body
 * `{ code, message }`: 401 without a session, 403 from another origin or without the role.
 */
export function createDevManagement(backend: EmbeddedBackend, options: OrgkitDevManagementOptions = {}): DevManagement {
  const basePath = options.basePath ?? '/api/v2'
  const infoPath = options.infoPath ?? '/api/dev/management'
  const accessPath = `${infoPath}/access`
  const projectId = options.projectId ?? 'orgkit-dev'
  const branchId = options.branchId ?? 'br-orgkit-dev-main'
  const emulator = createManagementEmulator({
    basePath,
    ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
    log: () => undefined, // the key is printed once, by `banner`
    projects: [
      {
        id: projectId,
        name: projectId,
        branches: [{ id: branchId, name: 'main', default: true, organization: backend.getPluginConfig() }],
      },
    ],
    onPluginConfigChange: (project, branch, config) => {
      if (project === projectId && branch === branchId) backend.setPluginConfig(config)
    },
  })
  const pluginsPath = `${basePath}/projects/${projectId}/branches/${branchId}/auth/plugins`
  const gate = createDevManagementGate({
    backend,
    token: emulator.apiKey,
    isSignedInRead: (request) => new URL(request.url).pathname.replace(/\/+$/, '') === pluginsPath,
  })
  const proxy = async (request: Request): Promise<Response> => {
    const decision = await gate(request)
    if (!decision.allowed) return jsonResponse(decision.status, { code: decision.code, message: decision.message })
    return emulator.handler(withDevKey(request, emulator.apiKey))
  }
  const info = { baseUrl: basePath, projectId, branchId }
  const answerInfo = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url)
    if (pathname !== infoPath && pathname !== accessPath) return jsonResponse(404, { code: '', message: 'not found' })
    if (request.method !== 'GET')
      return jsonResponse(405, { code: '', message: 'method not allowed' }, { Allow: 'GET' })
    if (pathname === infoPath) return jsonResponse(200, info)
    const decision = await gate(request, { asWrite: true })
    return jsonResponse(200, decision.allowed ? { canWrite: true } : { canWrite: false, reason: decision.message })
  }
  return {
    emulator,
    mounts: [
      { basePath, handler: proxy },
      { basePath: infoPath, handler: answerInfo },
    ],
    banner: (origin) =>
      [
        `  management API emulator: ${origin}${basePath}  (browser settings: ${origin}${infoPath})`,
        `    project ${projectId}, branch ${branchId}; the app's owners and admins change it, signed-in users read its plugin`,
        `    token for scripts (send it as Authorization: Bearer <token>): ${emulator.apiKey}`,
      ].join('\n'),
  }
}

/** The request as the emulator gets it: the dev key instead of the caller's credentials, no cookies. */
function withDevKey(request: Request, apiKey: string): Request {
  const headers = new Headers(request.headers)
  headers.delete('cookie')
  headers.set('authorization', `Bearer ${apiKey}`)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(request.url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  })
}

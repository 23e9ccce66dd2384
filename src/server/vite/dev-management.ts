import { createManagementEmulator } from '../management-emulator/create-management-emulator'
import type { ManagementEmulator } from '../management-emulator/types'
import type { BackendMount, EmbeddedBackend } from '../embedded-backend/types'

/** The management API emulator of {@link orgkitDevServer}: where it is served and what it knows. */
export interface OrgkitDevManagementOptions {
  /** Where the emulated API v2 is served. @default '/api/v2' */
  basePath?: string
  /** Where the browser reads `{ baseUrl, projectId, branchId }` (never the key). @default '/api/dev/management' */
  infoPath?: string
  /** The dev API key, for scripts. Generated at each start when absent. */
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
  /** What to print once the server listens at `origin`: where, which ids, and the dev key. */
  banner(origin: string): string
}

/**
 * Creates the dev server's management API emulator. A PATCH of the organization plugin of its one branch
 * goes to `backend.setPluginConfig`, so the settings page drives the real Better Auth server.
 *
 * The browser never holds a key. A request the browser marks `Sec-Fetch-Site: same-origin` (the app's own
 * pages) gets the dev key put in its `Authorization` header here, the way a production proxy adds the real key
 * server-side (docs/management.md), so the app's code is the production code:
 * `createManagementClient({ apiKey: 'unused', baseUrl: '/api/v2' })`. Requests from other sites get no key
 * (401); scripts send the printed key themselves.
 */
export function createDevManagement(backend: EmbeddedBackend, options: OrgkitDevManagementOptions = {}): DevManagement {
  const basePath = options.basePath ?? '/api/v2'
  const infoPath = options.infoPath ?? '/api/dev/management'
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
  const withDevKey = (request: Request): Request => {
    if (request.headers.get('sec-fetch-site') !== 'same-origin') return request
    const headers = new Headers(request.headers)
    headers.set('authorization', `Bearer ${emulator.apiKey}`)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    return new Request(request.url, {
      method: request.method,
      headers,
      ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
    })
  }
  const info = { baseUrl: basePath, projectId, branchId }
  return {
    emulator,
    mounts: [
      { basePath, handler: (request) => emulator.handler(withDevKey(request)) },
      {
        basePath: infoPath,
        handler: (request) =>
          Promise.resolve(
            request.method === 'GET'
              ? Response.json(info)
              : Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'GET' } }),
          ),
      },
    ],
    banner: (origin) =>
      [
        `  management API emulator: ${origin}${basePath}  (browser settings: ${origin}${infoPath})`,
        `    project ${projectId}, branch ${branchId}`,
        `    dev API key (scripts; the app's own pages get it added): ${emulator.apiKey}`,
      ].join('\n'),
  }
}

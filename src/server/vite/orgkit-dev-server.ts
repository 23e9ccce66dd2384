import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite'
import { createEmbeddedBackend } from '../embedded-backend/create-embedded-backend'
import { createNodeMiddleware } from '../embedded-backend/node-middleware'
import type { BackendMount, EmbeddedBackend, EmbeddedBackendOptions } from '../embedded-backend/types'
import { createDevManagement } from './dev-management'
import type { DevManagement, OrgkitDevManagementOptions } from './dev-management'

/** Options of {@link orgkitDevServer}: the embedded backend's, plus extra mounts and a ready hook. */
export interface OrgkitDevServerOptions extends EmbeddedBackendOptions {
  /**
   * More fetch-style handlers served by the same dev and preview servers, each under its `basePath`
   * (for instance the management API emulator at `/api/v2`). A function receives the backend, so a mount
   * can act on it (e.g. apply plugin configuration changes with `backend.setPluginConfig`).
   */
  mounts?:
    readonly BackendMount[] | ((backend: EmbeddedBackend) => readonly BackendMount[] | Promise<readonly BackendMount[]>)
  /** Called once per server when both the backend and the HTTP server are ready (print accounts, ...). */
  onReady?: (backend: EmbeddedBackend, server: ViteDevServer | PreviewServer) => void
  /**
   * The management API emulator at `/api/v2`, driving the backend's plugin configuration, with the ids the
   * browser needs at `/api/dev/management`. The browser holds no key: requests from the app's own pages get
   * the dev key added server-side when their session allows it (any signed-in user reads the plugin
   * configuration; owners and admins of an organization of the branch do the rest), and the key is printed
   * at start as the token for scripts. `false` leaves it out; `mounts` of the same path win over it.
   * @default true
   */
  management?: boolean | OrgkitDevManagementOptions
}

type AnyServer = ViteDevServer | PreviewServer

/**
 * A Vite plugin that serves the embedded Better Auth backend same-origin in `vite` (dev) and
 * `vite preview`: auth routes at `/api/auth`, the dev mailbox at `/api/dev/mailbox`, and any extra
 * `mounts`. The backend starts with the server (requests wait for it) and closes with it. Node only.
 *
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [orgkitDevServer({ dataDir: '.orgkit-data/app', seed })] })
 */
export function orgkitDevServer(options: OrgkitDevServerOptions = {}): Plugin {
  const { mounts, onReady, management = true, ...backendOptions } = options
  let started:
    | Promise<{
        backend: EmbeddedBackend
        middleware: ReturnType<typeof createNodeMiddleware>
        dev: DevManagement | undefined
      }>
    | undefined
  let users = 0

  const start = () => {
    started ??= (async () => {
      const backend = await createEmbeddedBackend(backendOptions)
      const extra = typeof mounts === 'function' ? await mounts(backend) : (mounts ?? [])
      const dev = management === false ? undefined : createDevManagement(backend, management === true ? {} : management)
      return { backend, dev, middleware: createNodeMiddleware([...backend.mounts, ...extra, ...(dev?.mounts ?? [])]) }
    })()
    return started
  }

  const attach = (server: AnyServer) => {
    users += 1
    const ready = start()
    // A failed start is reported once; requests then get Connect's error handling (a 500).
    ready.catch((error: unknown) =>
      server.config.logger.error(`[orgkit] the embedded backend did not start: ${String(error)}`),
    )
    const middleware: Connect.NextHandleFunction = (req, res, next) => {
      ready.then(({ middleware: handle }) => handle(req, res, next), next)
    }
    server.middlewares.use(middleware)
    server.httpServer?.once('listening', () => {
      void ready
        .then(({ backend, dev }) => {
          if (dev) server.config.logger.info(dev.banner((server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')))
          onReady?.(backend, server)
        })
        .catch(() => undefined)
    })
    server.httpServer?.once('close', () => {
      users -= 1
      if (users > 0 || !started) return
      const closing = started
      started = undefined
      void closing.then(({ backend }) => backend.close()).catch(() => undefined)
    })
  }

  return {
    name: 'orgkit-dev-server',
    configureServer: attach,
    configurePreviewServer: attach,
  }
}

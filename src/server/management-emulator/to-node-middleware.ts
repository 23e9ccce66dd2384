import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { ManagementEmulator } from './types'

/** A Connect/Vite-style middleware. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

/**
 * Adapts the emulator to Node `(req, res, next)` middleware (Vite's `server.middlewares.use`). Requests
 * outside `emulator.basePath` go to `next()`. It reads `req.originalUrl` when present, so it also works
 * when mounted under a prefix (Connect strips the prefix from `req.url`). The `Host` header is not used.
 */
export function toNodeMiddleware(emulator: Pick<ManagementEmulator, 'handler' | 'basePath'>): NodeMiddleware {
  return (req, res, next) => {
    const rawUrl = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/'
    const pathname = rawUrl.split('?')[0] ?? '/'
    if (pathname !== emulator.basePath && !pathname.startsWith(`${emulator.basePath}/`)) {
      next()
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item)
      else if (value !== undefined) headers.set(name, value)
    }
    const method = req.method ?? 'GET'
    const hasBody = method !== 'GET' && method !== 'HEAD'
    const request = new Request(new URL(rawUrl, 'http://127.0.0.1'), {
      method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
    })
    void emulator
      .handler(request)
      .then(async (response) => {
        res.statusCode = response.status
        response.headers.forEach((value, name) => res.setHeader(name, value))
        res.end(Buffer.from(await response.arrayBuffer()))
      })
      .catch((error: unknown) => {
        if (!res.headersSent) next(error)
        else res.destroy()
      })
  }
}

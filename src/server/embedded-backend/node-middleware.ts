import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { BackendMount, NodeRequestListener } from './types'

const underPath = (pathname: string, basePath: string) => pathname === basePath || pathname.startsWith(`${basePath}/`)

function toRequest(req: IncomingMessage, url: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':')) continue // HTTP/2 pseudo-headers
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const withBody = method !== 'GET' && method !== 'HEAD'
  // The Host header names the origin (Better Auth checks it against its allowed hosts).
  const base = `http://${req.headers.host ?? '127.0.0.1'}`
  return new Request(new URL(url, base), {
    method,
    headers,
    ...(withBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  })
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  // Several cookies must stay several headers; Headers#forEach would join them with commas.
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  res.end(Buffer.from(await response.arrayBuffer()))
}

function sendJson(res: ServerResponse, status: number, body: object): void {
  if (res.headersSent) return void res.destroy()
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.end(JSON.stringify(body))
}

/**
 * Node `(req, res, next?)` middleware over fetch-style mounts. Requests outside every mount go to `next`,
 * or get a JSON 404 without one. It reads `req.originalUrl` when present (Connect strips mount prefixes).
 * A malformed request line or Host header gets a JSON 400; nothing here throws into the server.
 */
export function createNodeMiddleware(mounts: readonly BackendMount[]): NodeRequestListener {
  return (req, res, next) => {
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/'
    const pathname = url.split('?')[0] ?? '/'
    const mount = mounts.find((m) => underPath(pathname, m.basePath))
    if (!mount) {
      if (next) next()
      else sendJson(res, 404, { message: 'Not found', code: 'NOT_FOUND' })
      return
    }
    let request: Request
    try {
      request = toRequest(req, url)
    } catch {
      sendJson(res, 400, { message: 'Malformed request', code: 'BAD_REQUEST' })
      return
    }
    res.on('error', () => undefined)
    mount
      .handler(request)
      .then((response) => writeResponse(res, response))
      .catch(() => sendJson(res, 500, { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' }))
  }
}

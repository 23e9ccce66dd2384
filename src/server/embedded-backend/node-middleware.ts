import type { IncomingMessage, ServerResponse } from 'node:http'
import type { BackendMount, NodeRequestListener } from './types'

/** The most of an unread body (a 413's) drained before the connection is closed. */
const MOST_DRAINED_BYTES = 16 * 1024 * 1024

/** The longest an unread body is drained for before the connection is closed. */
const LONGEST_DRAIN_MS = 5_000

/**
 * The request body as a web stream. Unlike `Readable.toWeb`, cancelling it (the body guard does, past its
 * limit) does not destroy the request: that destroys the socket too, and the client, still sending, gets a
 * reset (ECONNRESET) instead of the answer. The rest is drained by {@link drainUnread}, once `detach`ed.
 */
function bodyStreamOf(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; detach: () => void } {
  const stopListening = () => {
    req.off('data', onData)
    req.off('end', onEnd)
    req.off('error', onError)
  }
  let controller: ReadableStreamDefaultController<Uint8Array>
  const onData = (chunk: Buffer) => {
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    if ((controller.desiredSize ?? 0) <= 0) req.pause()
  }
  const onEnd = () => {
    stopListening()
    controller.close()
  }
  const onError = (error: Error) => {
    stopListening()
    controller.error(error)
  }
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
      req.pause()
      req.on('data', onData)
      req.on('end', onEnd)
      req.on('error', onError)
    },
    pull: () => void req.resume(),
    cancel: () => {
      stopListening()
      req.pause()
    },
  })
  return { stream, detach: stopListening }
}

/**
 * Reads and discards what is left of a request body the handler did not read (a body over the limit), so
 * that the client can send it all and reads the answer rather than a reset (ECONNRESET). At most
 * {@link MOST_DRAINED_BYTES} (none when the declared length is more) and {@link LONGEST_DRAIN_MS}.
 */
function drainUnread(req: IncomingMessage): Promise<void> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (req.complete || req.destroyed || declared > MOST_DRAINED_BYTES) return Promise.resolve()
  return new Promise((resolve) => {
    let drained = 0
    const finish = () => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', finish)
      req.off('close', finish)
      resolve()
    }
    const onData = (chunk: Buffer) => {
      drained += chunk.byteLength
      if (drained > MOST_DRAINED_BYTES) finish()
    }
    const timer = setTimeout(finish, LONGEST_DRAIN_MS)
    req.on('data', onData)
    req.on('end', finish)
    req.on('close', finish)
    req.resume()
  })
}

const underPath = (pathname: string, basePath: string) => pathname === basePath || pathname.startsWith(`${basePath}/`)

/** The fetch-style request of `req`, and how to stop feeding its body stream (see {@link bodyStreamOf}). */
function toRequest(req: IncomingMessage, url: string): { request: Request; detachBody: () => void } {
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
  const body = withBody ? bodyStreamOf(req) : undefined
  const request = new Request(new URL(url, base), {
    method,
    headers,
    ...(body ? { body: body.stream, duplex: 'half' } : {}),
  })
  return { request, detachBody: body ? body.detach : () => undefined }
}

/**
 * Writes the handler's answer. When the handler left part of the body unread (a 413), the answer goes out
 * at once, whole (`Content-Length`) and with `Connection: close`, and the connection ends only once the rest
 * of the body is drained: closed earlier, the client still sending gets a reset instead of the answer, and
 * kept alive, the connection would stall behind the unread body.
 */
async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  answer: { response: Response; detachBody: () => void },
): Promise<void> {
  const { response } = answer
  const body = Buffer.from(await response.arrayBuffer())
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  // Several cookies must stay several headers; Headers#forEach would join them with commas.
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if (req.complete) return void res.end(body)
  answer.detachBody()
  res.setHeader('connection', 'close')
  res.setHeader('content-length', body.byteLength)
  res.write(body)
  await drainUnread(req)
  res.end()
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
    let converted: ReturnType<typeof toRequest>
    try {
      converted = toRequest(req, url)
    } catch {
      sendJson(res, 400, { message: 'Malformed request', code: 'BAD_REQUEST' })
      return
    }
    res.on('error', () => undefined)
    mount
      .handler(converted.request)
      .then((response) => writeResponse(req, res, { response, detachBody: converted.detachBody }))
      .catch(() => sendJson(res, 500, { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' }))
  }
}

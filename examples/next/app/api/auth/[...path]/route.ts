import { backendURL } from '../../../../lib/backend'

/**
 * `/api/auth/*` of the app, forwarded to the auth server as it came: method, path and query, headers (the
 * session cookie, and the Origin Better Auth checks POSTs against) and body. The answer goes back as it is,
 * every Set-Cookie included, so the session cookie is the app's own (same origin, no CORS).
 */
async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const headers = new Headers(request.headers)
  headers.delete('host') // the auth server's own, set by fetch
  const upstream = await fetch(`${backendURL()}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
    redirect: 'manual',
  })
  const answer = new Headers(upstream.headers)
  // fetch already decoded the body and Next sets its own framing.
  answer.delete('content-encoding')
  answer.delete('content-length')
  answer.delete('transfer-encoding')
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: answer })
}

export { forward as GET, forward as POST, forward as PATCH, forward as PUT, forward as DELETE }

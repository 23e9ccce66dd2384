import { OrgKitError } from '../../core/org-kit-error'
import { parseRetryAfter } from '../shared/parse-retry-after'
import type { WireCall, WireOutcome, WireRequest } from '../shared/wire-types'

/** Options of {@link createFetchWireCall}; see `BetterAuthFetchTransportOptions`. */
export interface FetchWireCallOptions {
  baseURL: string
  fetch: typeof globalThis.fetch
  headers: () => HeadersInit | undefined
  credentials: RequestCredentials
}

/** Query string with arrays as repeated keys (`filterValue=a&filterValue=b`), as Better Auth's router reads them. */
export function toQueryString(query: WireRequest['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Parses a body that may be JSON, empty (Better Auth's 500s and 404s) or something else (a proxy's HTML page). */
function parseBody(text: string): { json: true; value: unknown } | { json: false } {
  if (text.trim() === '') return { json: false }
  try {
    return { json: true, value: JSON.parse(text) as unknown }
  } catch {
    return { json: false }
  }
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A {@link WireCall} over `fetch`: JSON bodies, the session cookie by `credentials`, no Better Auth client. */
export function createFetchWireCall(options: FetchWireCallOptions): WireCall {
  const base = options.baseURL.replace(/\/+$/, '')
  return async (request, signal): Promise<WireOutcome> => {
    const headers = new Headers(options.headers())
    headers.set('accept', 'application/json')
    if (request.method === 'POST') headers.set('content-type', 'application/json')
    const response = await options.fetch(`${base}${request.path}${toQueryString(request.query)}`, {
      method: request.method,
      headers,
      credentials: options.credentials,
      ...(request.method === 'POST' ? { body: JSON.stringify(request.body ?? {}) } : {}),
      ...(signal ? { signal } : {}),
    })
    const text = await response.text()
    const body = parseBody(text)
    if (response.ok && !body.json && text.trim() !== '') {
      // A success whose body is cut short or is a proxy's page: not "nothing" (a null session would read as
      // signed out), but an answer the kit cannot read. For a write, the server may have carried it out.
      throw new OrgKitError('UNKNOWN', {
        status: response.status,
        message: `${request.operation}: the ${response.status} answer is not JSON`,
      })
    }
    if (response.ok) return { ok: true, status: response.status, data: body.json ? body.value : null }
    const error =
      body.json && body.value !== null && typeof body.value === 'object' ? (body.value as Record<string, unknown>) : {}
    return {
      ok: false,
      status: response.status,
      code: asString(error.code),
      message: asString(error.message),
      retryAfterMs: parseRetryAfter(response.headers),
    }
  }
}

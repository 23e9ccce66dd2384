import { randomUUID } from 'node:crypto'
import type { EmulatorContext } from './emulator-context'
import type { EmulatorRateLimiter } from './emulator-rate-limiter'
import type { EmulatorState } from './emulator-state'
import { HttpError } from './http-error'
import { checkPathParams } from './path-params'
import { readJsonBody } from './read-body'
import { isRouteMatch, matchRoute } from './router'
import type { Route, RouteResult } from './router'
import type { EmulatorInjectedFailure, EmulatorRequestRecord } from './types'

/** Everything the request pipeline needs; owned by `createManagementEmulator`. */
export interface PipelineDeps {
  basePath: string
  state: EmulatorState
  routes: readonly Route<EmulatorContext>[]
  clock: { now(): number }
  limiter: EmulatorRateLimiter | undefined
  injected: (EmulatorInjectedFailure & { count: number })[]
  maxBodyBytes: number
  record(entry: EmulatorRequestRecord): void
  settings: Pick<EmulatorContext, 'schedulingMs' | 'runningMs' | 'lockWhileOperationsRun' | 'onPluginConfigChange'>
}

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT'])

/** A caller's `X-Request-ID` is echoed when it looks like an id; otherwise a fresh UUID is used. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id')
  return given && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID()
}

function takeInjected(deps: PipelineDeps, route: string): HttpError | undefined {
  const index = deps.injected.findIndex((failure) => failure.route === undefined || failure.route === route)
  const failure = deps.injected[index]
  if (!failure) return undefined
  failure.count -= 1
  if (failure.count <= 0) deps.injected.splice(index, 1)
  const headers: Record<string, string> =
    failure.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(failure.retryAfterSeconds) }
  const messages = {
    423: 'resource is locked',
    429: 'too many requests',
    500: 'internal error',
    503: 'service unavailable',
  }
  return new HttpError(failure.status, messages[failure.status], headers)
}

async function serve(
  deps: PipelineDeps,
  request: Request,
  now: number,
  seen: { route: string; path: string },
): Promise<RouteResult> {
  const url = new URL(request.url)
  seen.path = url.pathname
  seen.route = `${request.method} ${url.pathname}`
  if (url.pathname !== deps.basePath && !url.pathname.startsWith(`${deps.basePath}/`))
    throw new HttpError(404, 'not found')
  const path = url.pathname.slice(deps.basePath.length).replace(/\/+$/, '') || '/'
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token) throw new HttpError(401, 'authorization required: send Authorization: Bearer <API key>')
  const key = deps.state.apiKeys.get(token)
  if (!key) throw new HttpError(401, 'invalid API key')
  const match = matchRoute(deps.routes, request.method, path)
  if (!isRouteMatch(match)) {
    if (match.allowed.length === 0) throw new HttpError(404, 'not found')
    throw new HttpError(405, 'method not allowed', { Allow: match.allowed.join(', ') })
  }
  seen.route = match.key
  const injected = takeInjected(deps, match.key)
  if (injected) throw injected
  const retryAfter = deps.limiter?.admit(match.key, now)
  if (retryAfter !== undefined) throw new HttpError(429, 'too many requests', { 'Retry-After': String(retryAfter) })
  // The API checks path parameters, then decodes the body, before a handler looks anything up.
  const params = checkPathParams(match.params)
  const body = BODY_METHODS.has(request.method) ? await readJsonBody(request, deps.maxBodyBytes) : undefined
  const context: EmulatorContext = {
    state: deps.state,
    now,
    query: url.searchParams,
    body: body?.value,
    nonIntegerNumberPaths: body?.nonIntegerNumberPaths ?? new Set(),
    key,
    ...deps.settings,
  }
  return match.route.handle(context, params)
}

/**
 * The emulator's fetch-style handler: authentication, routing, injected failures, rate limits, body
 * reading, the route, and the API's error shape for every refusal. It never throws.
 */
export function createRequestHandler(deps: PipelineDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const now = deps.clock.now()
    const requestId = requestIdOf(request)
    const seen = { route: request.method, path: '' }
    let status: number
    let body: unknown
    let headers: Record<string, string> = {}
    try {
      ;({ status, body } = await serve(deps, request, now, seen))
    } catch (error) {
      const refusal = error instanceof HttpError ? error : new HttpError(500, 'internal error')
      status = refusal.status
      body = { request_id: requestId, code: refusal.code, message: refusal.message }
      headers = refusal.headers
    }
    deps.record({ at: now, method: request.method, route: seen.route, path: seen.path, status })
    return new Response(JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': 'application/json',
        'X-Request-ID': requestId,
        'X-Neon-Ret-Request-ID': requestId,
        ...headers,
      },
    })
  }
}
